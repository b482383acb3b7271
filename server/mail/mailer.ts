import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail as it leaves the outbox: its Message-ID makes handing it over again harmless. */
export interface OutgoingMail extends Mail {
  messageId: string;
}

/** 'smtp' delivers for real; 'outbox' keeps mail for the development mailbox page */
type MailMode = 'smtp' | 'outbox';

/** How mail leaves the shop; only the outbox worker uses it. */
export interface MailTransport {
  readonly mode: MailMode;
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * What the shop's code sends mail with: `send` puts the mail in the outbox, inside `tx` when given (the mail
 * then leaves only if that transaction commits), and the outbox worker delivers it.
 */
export interface Mailer {
  readonly mode: MailMode;
  send(mail: Mail, tx?: Tx): Promise<void>;
}

/** Through SMTP when SMTP_URL is set (time-outs well inside the outbox's claim); otherwise into the development mailbox. */
export function createMailTransport(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Db): MailTransport {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      mode: 'smtp',
      async send({ messageId, ...mail }) {
        await transport.sendMail({ from: config.mailFrom, messageId, ...mail });
      },
    };
  }
  return {
    mode: 'outbox',
    async send({ messageId, to, subject, text, html }) {
      await db.insert(outboxMails).values({ messageId, to, subject, text, html }).onConflictDoNothing({ target: outboxMails.messageId });
    },
  };
}
