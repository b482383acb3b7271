/** The newest activation token the development mailbox page (`GET /dev/mailbox`) shows for `email`, read from that mail alone. */
export const activationToken = (mailbox: string, email: string) =>
  mailbox
    .split('<article>')
    .find((a) => a.includes(`<b>To:</b> ${email} `))
    ?.match(/activate-account\?token=([\w-]+)/)?.[1];
