import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelMemberResponse } from '../../contract/customer.ts';
import { addresses, customers, oneTimeTokens, refreshTokens, wishlistItems } from '../../server/db/schema.ts';
import { productIdOf } from '../../server/seed/seed.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const CANCEL = '/customer/api/cancel-member';
const SHIPPING = {
  type: 'shipping',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phone: '0812345678',
  address: '1 ซอยอารีย์',
  subdistrict: 'สามเสนใน',
  district: 'พญาไท',
  province: 'กรุงเทพมหานคร',
  postcode: '10400',
};
type Auth = Record<string, string>;

const rowOf = async (id: number) => (await server.db.select().from(customers).where(eq(customers.id, id)))[0]!;
const addressCount = async (id: number) => (await server.db.select().from(addresses).where(eq(addresses.customerId, id))).length;
const profileStatus = async (auth: Auth) => (await send(server.url, 'GET', '/customer/api/profile', { headers: auth })).status;

/** A customer with an address, a wishlist item, a second token family and a pending reset link. */
async function customerWithData() {
  const customer = await createCustomer(server);
  await send(server.url, 'POST', '/customer/api/profile/addresses', { body: SHIPPING, headers: customer.auth });
  await send(server.url, 'POST', '/customer/api/wishlist', { body: { productIds: [productIdOf(0)] }, headers: customer.auth });
  await server.db.insert(refreshTokens).values({
    customerId: customer.id,
    familyId: crypto.randomUUID(),
    tokenHash: `other-${crypto.randomUUID()}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await server.db
    .insert(oneTimeTokens)
    .values({ tokenHash: `reset-${crypto.randomUUID()}`, customerId: customer.id, purpose: 'reset-password', expiresAt: new Date(Date.now() + 3_600_000) });
  return customer;
}

describe('cancelling the membership', () => {
  it('cancels with the right password, logs every session out and erases the personal data', async () => {
    const customer = await customerWithData();
    const answer = await send(server.url, 'POST', CANCEL, { body: { password: customer.password }, headers: customer.auth });
    expect(answer.status, answer.text).toBe(200);
    const data = v.parse(CancelMemberResponse, answer.json).data;
    expect(data.status).toBe('cancelled');

    expectError(await send(server.url, 'GET', '/customer/api/profile', { headers: customer.auth }), 401, 'UNAUTHORIZED');
    const row = await rowOf(customer.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      email: `cancelled+${customer.id}@invalid`,
      passwordHash: null,
      phone: null,
      nationalId: null,
      facebookId: null,
      appleSub: null,
      subscriptionFlag: false,
      firstName: 'สมชาย',
      lastName: 'ใจดี',
    });
    expect(row.cancelledAt?.toISOString()).toBe(data.cancelledAt);
    const families = await server.db.select().from(refreshTokens).where(eq(refreshTokens.customerId, customer.id));
    expect(families).toHaveLength(2);
    for (const token of families) expect(token.revokedAt).not.toBeNull();
    expect(await addressCount(customer.id)).toBe(0);
    expect(await server.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customer.id))).toEqual([]);
    expect(await server.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.customerId, customer.id))).toEqual([]);
  });

  it('frees the email for a new account', async () => {
    const customer = await createCustomer(server);
    await send(server.url, 'POST', CANCEL, { body: { password: customer.password }, headers: customer.auth });
    const again = await createCustomer(server, { email: customer.email });
    expect(again.id).not.toBe(customer.id);
    expect(await profileStatus(again.auth)).toBe(200);
  });

  it('lets an account without a password (social login only) cancel without a body', async () => {
    const customer = await createCustomer(server);
    await server.db
      .update(customers)
      .set({ passwordHash: null, facebookId: `fb-${customer.id}` })
      .where(eq(customers.id, customer.id));
    const answer = await send(server.url, 'POST', CANCEL, { headers: customer.auth });
    expect(answer.status, answer.text).toBe(200);
    expect(await rowOf(customer.id)).toMatchObject({ status: 'cancelled', facebookId: null });
  });

  it('answers 401 to a second cancellation with the old token', async () => {
    const customer = await createCustomer(server);
    await send(server.url, 'POST', CANCEL, { body: { password: customer.password }, headers: customer.auth });
    expectError(await send(server.url, 'POST', CANCEL, { body: { password: customer.password }, headers: customer.auth }), 401, 'UNAUTHORIZED');
  });

  it('leaves no address behind when addresses are being added while the membership is cancelled', async () => {
    const customer = await createCustomer(server);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => send(server.url, 'POST', '/customer/api/profile/addresses', { body: SHIPPING, headers: customer.auth })),
      send(server.url, 'POST', CANCEL, { body: { password: customer.password }, headers: customer.auth }),
      ...Array.from({ length: 5 }, () => send(server.url, 'POST', '/customer/api/profile/addresses', { body: SHIPPING, headers: customer.auth })),
    ]);
    for (const answer of answers) expect([200, 201, 401]).toContain(answer.status);
    expect((await rowOf(customer.id)).status).toBe('cancelled');
    expect(await addressCount(customer.id)).toBe(0);
  });
});

describe('cancelling the membership is refused', () => {
  it('with a wrong password (Thai and English), changing nothing', async () => {
    const customer = await customerWithData();
    const before = await rowOf(customer.id);
    expect(
      expectError(await send(server.url, 'POST', CANCEL, { body: { password: 'Wrong#123' }, headers: customer.auth }), 400, 'WRONG_PASSWORD').message,
    ).toBe('รหัสผ่านไม่ถูกต้อง');
    expect(
      expectError(
        await send(server.url, 'POST', CANCEL, { body: { password: 'Wrong#123' }, headers: { ...customer.auth, 'accept-language': 'en' } }),
        400,
        'WRONG_PASSWORD',
      ).message,
    ).toBe('The password is not correct');
    expect(await rowOf(customer.id)).toEqual(before);
    expect(await addressCount(customer.id)).toBe(1);
    expect(await profileStatus(customer.auth)).toBe(200);
  });

  it('without the password of an account that has one', async () => {
    const customer = await createCustomer(server);
    expectError(await send(server.url, 'POST', CANCEL, { body: {}, headers: customer.auth }), 400, 'PASSWORD_REQUIRED');
    expectError(await send(server.url, 'POST', CANCEL, { headers: customer.auth }), 400, 'PASSWORD_REQUIRED');
    expect((await rowOf(customer.id)).status).toBe('active');
  });

  it('with a password that is not text, or longer than any password', async () => {
    const customer = await createCustomer(server);
    for (const body of [
      { password: 123 },
      { password: null },
      { password: ['Secret#123'] },
      { password: 'x'.repeat(10_000) },
      { password: '' },
      ['Secret#123'],
    ]) {
      expectError(await send(server.url, 'POST', CANCEL, { body, headers: customer.auth }), 400);
    }
    expect((await rowOf(customer.id)).status).toBe('active');
  });

  it('after 5 attempts in 15 minutes, even with the right password', async () => {
    const customer = await createCustomer(server);
    for (let i = 0; i < 5; i++)
      expectError(await send(server.url, 'POST', CANCEL, { body: { password: `Guess#${i}` }, headers: customer.auth }), 400, 'WRONG_PASSWORD');
    expectError(await send(server.url, 'POST', CANCEL, { body: { password: customer.password }, headers: customer.auth }), 429, 'TOO_MANY_REQUESTS');
    expect((await rowOf(customer.id)).status).toBe('active');
  });
});
