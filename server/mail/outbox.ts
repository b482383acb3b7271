import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail, Mailer, MailTransport } from './mailer.ts';

/** The domain of the sender's address, for Message-IDs. */
export const messageIdDomain = (mailFrom: string) => /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'shop.local';

/** Writes a mail into the outbox, with the Message-ID it will leave with, due at once by the clock the worker reads. */
export async function enqueueMail(tx: Tx, { to, subject, text, html }: Mail, domain: string) {
  await tx.insert(mailOutbox).values({ messageId: `<${randomUUID()}@${domain}>`, to, subject, text, html, nextAttemptAt: new Date() });
}

/**
 * The shop's mailer: every mail goes into the outbox (inside the caller's transaction when given one) and
 * `wake` tells the outbox worker to look; it also polls, so a mail whose transaction commits later still leaves.
 */
export function outboxMailer(db: Db, transport: Pick<MailTransport, 'mode'>, domain: string, wake: () => void): Mailer {
  return {
    mode: transport.mode,
    async send(mail, tx) {
      await enqueueMail(tx ?? db, mail, domain);
      wake();
    },
  };
}
