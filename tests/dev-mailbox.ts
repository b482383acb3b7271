/** The newest activation token the development mailbox page (`GET /dev/mailbox`) shows for `email`, read from that mail alone. */
export const activationToken = (mailbox: string, email: string) =>
  mailbox
    .split('<article>')
    .find((a) => a.includes(`<b>To:</b> ${email} `))
    ?.match(/activate-account\?token=([\w-]+)/)?.[1];

/** The newest password-reset token the development mailbox shows for `email`. */
export const resetToken = (mailbox: string, email: string) =>
  mailbox
    .split('<article>')
    .find((a) => a.includes(`<b>To:</b> ${email} `) && a.includes('reset-password?token='))
    ?.match(/reset-password\?token=([\w-]+)/)?.[1];
