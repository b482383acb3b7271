import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxMails } from '../../../server/db/schema.ts';
import type { TestServer } from '../test-server.ts';

/** Mail to one address in the development outbox, oldest first. */
export const mailsTo = (server: TestServer, to: string) => server.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(asc(outboxMails.id));

/** Waits (mail goes out after the answer) until `count` mails reached the address; the last of them. */
export async function waitForMail(server: TestServer, to: string, count = 1) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await mailsTo(server, to);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Gives background mail time to go out, then asserts how many mails the address has. */
export async function expectMailCount(server: TestServer, to: string, count: number) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await mailsTo(server, to)).toHaveLength(count);
}

/** The token of the link to `page` (activate-account, reset-password) in a mail's text. */
export function linkToken(text: string, page: string) {
  const match = new RegExp(`https?://[^\\s]+/${page}\\?token=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return { url: match[0], token: match[1]! };
}
