import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { activationToken } from '../dev-mailbox.ts';

/** Polls the development mailbox until `read` finds what it looks for in it (5 s at most). */
export async function fromMailbox(request: APIRequestContext, read: (mailbox: string) => string | undefined): Promise<string> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const found = read(await (await request.get('/dev/mailbox')).text());
    if (found) return found;
  }
  throw new Error('nothing found in the development mailbox');
}

/** An address no other test uses, in this worker or another: two workers can start a test in the same millisecond. */
export const uniqueEmail = (what: string) => `${what}.${randomUUID()}@example.com`;

/**
 * A customer registered and activated the way a shopper does it: register, then follow the activation
 * link from the development mailbox (the e2e server has no SMTP server, so mail goes to the outbox).
 */
export async function activeCustomer(request: APIRequestContext) {
  const email = uniqueEmail('shopper');
  const password = 'Shopper#2026';
  const registered = await request.post('/customer/api/register', {
    data: { email, password, confirmPassword: password, firstName: 'Somchai', lastName: 'Jaidee', phone: '0812345678', consent: true },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  // only this shopper's own mail: another worker's link (used already) would be refused
  let token: string | undefined;
  for (const deadline = Date.now() + 5000; !token && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    token = activationToken(await (await request.get('/dev/mailbox')).text(), email);
  }
  if (!token) throw new Error(`no activation link for ${email} in the development mailbox`);
  const activated = await request.post('/customer/api/activate', { data: { token } });
  if (!activated.ok()) throw new Error(`activate: ${activated.status()} ${await activated.text()}`);
  return { email, password };
}
