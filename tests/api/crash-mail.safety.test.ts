import * as v from 'valibot';
import { afterAll, expect, it } from 'vitest';
import { RegisterResponse } from '../../contract/account.ts';
import { SandboxResponse, SocialLoginResponse } from '../../contract/auth.ts';
import { CartResponse, CreateCartResponse } from '../../contract/cart.ts';
import { OrderResponse } from '../../contract/order.ts';
import { skuOf } from './checkout.ts';
import { cartPath, send } from './http.ts';
import { createServerHome, killAllServerProcesses, registration, type ServerHome, sleep, startServerProcess } from './server-process.ts';

/*
 * Mail is written in the transaction that causes it, before the answer: a server killed with SIGKILL right
 * after answering a registration and an order, whose outbox worker was off (MAIL_WORKER=off, so nothing could
 * have left before the kill), sends both mails once started again, each exactly once.
 */

let home: ServerHome | undefined;
afterAll(async () => {
  await killAllServerProcesses();
  await home?.dispose();
});

const address = (type: 'shipping' | 'billing') => ({
  type,
  firstName: 'สมหญิง',
  lastName: 'รักดี',
  phone: '0812345678',
  ...(type === 'billing' ? { taxId: '1101700203450' } : {}),
  address: '254 ถนนพญาไท',
  subdistrict: 'วังใหม่',
  district: 'ปทุมวัน',
  province: 'กรุงเทพมหานคร',
  postcode: '10330',
  isDefault: true,
});

/**
 * An active, logged-in customer who never got mail (a sandbox Apple sign-in registers and logs in at once),
 * with addresses and a cart holding one AirTag: ready to order.
 */
async function shopperWithCart(base: string, email: string) {
  const minted = await send(base, 'GET', `/authen/api/auth/sandbox/apple?email=${encodeURIComponent(email)}&firstName=Dao&lastName=Dee`);
  const signedIn = await send(base, 'POST', '/authen/api/auth/apple', { body: { idToken: v.parse(SandboxResponse, minted.json).data.token } });
  const result = v.parse(SocialLoginResponse, signedIn.json).data;
  if (!('socialInfo' in result)) throw new Error(`expected a sign-in without an account: ${signedIn.text}`);
  const body = { email, firstName: 'Dao', lastName: 'Dee', phone: '0891234567', consent: true, socialToken: result.socialInfo.socialToken };
  const registered = v.parse(RegisterResponse, (await send(base, 'POST', '/customer/api/register', { body })).json).data;
  if (!('accessToken' in registered)) throw new Error('expected the sandbox registration to log in');
  const auth = { authorization: `Bearer ${registered.accessToken}` };
  for (const type of ['shipping', 'billing'] as const)
    expect((await send(base, 'POST', '/customer/api/profile/addresses', { body: address(type), headers: auth })).status).toBe(201);
  const created = await send(base, 'POST', '/cart/api/cart/create', { body: {}, headers: auth });
  const cartId = v.parse(CreateCartResponse, created.json).data.cartId;
  const added = await send(base, 'POST', cartPath(cartId, 'add'), { body: { productId: skuOf('airtag'), quantity: 1 }, headers: auth });
  expect(added.status, added.text).toBe(200);
  return { auth, cartId, cartVersion: v.parse(CartResponse, added.json).data.version };
}

/** The subjects of the development mailbox's mails to `email`. */
async function subjectsTo(base: string, email: string) {
  const page = await (await fetch(`${base}/dev/mailbox`)).text();
  return page
    .split('<article>')
    .filter((article) => article.includes(`<b>To:</b> ${email} `))
    .map((article) => /<h2>(.*?)<\/h2>/.exec(article)![1]!);
}

it('sends the mails of a registration and an order answered just before a SIGKILL after the restart, once each', async () => {
  home = await createServerHome();
  const tag = Date.now();
  const shopperEmail = `crash.mail.shopper.${tag}@example.com`;
  const newcomerEmail = `crash.mail.newcomer.${tag}@example.com`;

  let server = await startServerProcess(home, { MAIL_WORKER: 'off' });
  const shopper = await shopperWithCart(server.url, shopperEmail);
  expect((await send(server.url, 'POST', '/customer/api/register', { body: registration(newcomerEmail) })).status).toBe(201);
  const placed = await send(server.url, 'POST', '/order/api/orders', {
    body: { cartId: shopper.cartId, cartVersion: shopper.cartVersion },
    headers: { ...shopper.auth, 'idempotency-key': `crash-mail-${tag}` },
  });
  expect(placed.status, placed.text).toBe(201);
  await server.kill9();

  server = await startServerProcess(home);
  const { orderId } = v.parse(OrderResponse, placed.json).data;
  const mails = async () => ({ shopper: await subjectsTo(server.url, shopperEmail), newcomer: await subjectsTo(server.url, newcomerEmail) });
  let seen = await mails();
  for (const deadline = Date.now() + 10_000; (seen.shopper.length < 1 || seen.newcomer.length < 1) && Date.now() < deadline; await sleep(100))
    seen = await mails();
  // the worker reads the outbox every second: a second copy would show by now
  await sleep(2500);
  expect(await mails()).toEqual({
    shopper: [`ได้รับคำสั่งซื้อหมายเลข ${orderId} แล้ว`],
    newcomer: ['ยืนยันอีเมลเพื่อเปิดใช้งานบัญชีของท่าน'],
  });
  await server.stop();
}, 240_000);
