import type { APIRequestContext } from '@playwright/test';

let serial = 0;

/**
 * A customer registered and activated the way a shopper does it: register, then follow the activation
 * link from the development mailbox (the e2e server has no SMTP server, so mail goes to the outbox).
 */
export async function activeCustomer(request: APIRequestContext) {
  serial += 1;
  const email = `shopper${serial}.${Date.now()}@example.com`;
  const password = 'Shopper#2026';
  const registered = await request.post('/customer/api/register', {
    data: { email, password, confirmPassword: password, firstName: 'Somchai', lastName: 'Jaidee', phone: '0812345678', consent: true },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const mailbox = await (await request.get('/dev/mailbox')).text();
  const pattern = new RegExp(`To:</b> ${email.replace(/[.+]/g, '\\$&')}[\\s\\S]*?activate-account\\?token=([A-Za-z0-9_-]+)`);
  const token = pattern.exec(mailbox)?.[1] ?? /activate-account\?token=([A-Za-z0-9_-]+)/.exec(mailbox)?.[1];
  if (!token) throw new Error('no activation link in the development mailbox');
  const activated = await request.post('/customer/api/activate', { data: { token } });
  if (!activated.ok()) throw new Error(`activate: ${activated.status()} ${await activated.text()}`);
  return { email, password };
}
