import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** 'smtp' delivers for real; 'outbox' keeps mail for the development mailbox page */
  readonly mode: 'smtp' | 'outbox';
}

/** Through SMTP when SMTP_URL is set; otherwise into the outbox table that /dev/mailbox lists. */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return {
    mode: 'outbox',
    async send(mail) {
      await db.insert(outboxMails).values(mail);
    },
  };
}
