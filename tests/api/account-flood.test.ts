import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema.ts';
import { createCustomer } from './customers.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // the per-address and per-account limits raised out of the way: what is tried here is the work behind the answers
  server = await startTestServer({ config: { attemptLimitScale: 1000 } });
});
afterAll(() => server?.close());

it('answers a flood of password-reset requests with every link made, and a shopper is served meanwhile', async () => {
  const customer = await createCustomer(server);
  const flood = Array.from({ length: 120 }, () => send(server.url, 'POST', '/customer/api/forgot-password', { body: { username: customer.email } }));
  const shopper = send(server.url, 'GET', '/pim/api/products?category=iphone');
  expect((await shopper).status).toBe(200);
  expect((await Promise.all(flood)).map((answer) => answer.status)).toEqual(Array(120).fill(200));
  // the links are made four at a time and a request answers once its own has started: when the last answer is in,
  // at most four are still being written, none is waiting behind the answers
  const links = async () => (await server.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, customer.email)))[0]!.n;
  expect(await links()).toBeGreaterThanOrEqual(120 - 4);
  await expect.poll(links, { timeout: 20_000 }).toBe(120);
});
