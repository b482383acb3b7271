import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressPageResponse, AddressResponse, ProfileResponse, WishlistResponse } from '../../contract/customer.ts';
import { signAccessToken } from '../../server/authen/access-token.ts';
import { profileRoutes } from '../../server/customer/profile-routes.ts';
import { addresses, customers, refreshTokens, wishlistItems } from '../../server/db/schema.ts';
import { productIdOf } from '../../server/seed/seed.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/*
 * Customer B walks every route of the customer-data service against customer A's resources, and every
 * route is tried without a valid token. A's data must never show and never change.
 */

let server: TestServer;
let a: Awaited<ReturnType<typeof createCustomer>>;
let b: Awaited<ReturnType<typeof createCustomer>>;
const aAddressIds: number[] = [];
const A_WISHLIST = [productIdOf(0), productIdOf(24)];

const SHIPPING = {
  type: 'shipping',
  firstName: 'Anan',
  lastName: 'Srisuk',
  phone: '0811111111',
  address: '10 ถนนราชดำเนิน',
  subdistrict: 'บวรนิเวศ',
  district: 'พระนคร',
  province: 'กรุงเทพมหานคร',
  postcode: '10200',
};
const BILLING = { ...SHIPPING, type: 'billing', companyName: 'Anan Co., Ltd.', taxId: '0105555123450' };
const ADDITIONAL = { ...SHIPPING, type: 'additional' };

beforeAll(async () => {
  server = await startTestServer();
  a = await createCustomer(server);
  b = await createCustomer(server);
  for (const body of [SHIPPING, BILLING, ADDITIONAL, { ...SHIPPING, address: '11 ถนนราชดำเนิน' }]) {
    const answer = await send(server.url, 'POST', '/customer/api/profile/addresses', { body, headers: a.auth });
    aAddressIds.push(v.parse(AddressResponse, answer.json).data.id);
  }
  await send(server.url, 'POST', '/customer/api/wishlist', { body: { productIds: A_WISHLIST }, headers: a.auth });
  await send(server.url, 'PUT', '/customer/api/subscription-flag', { body: { subscription_flag: true }, headers: a.auth });
});
afterAll(() => server?.close());

/** Everything stored about A. */
async function snapshotOfA() {
  return {
    customer: await server.db.select().from(customers).where(eq(customers.id, a.id)),
    addresses: await server.db.select().from(addresses).where(eq(addresses.customerId, a.id)).orderBy(asc(addresses.id)),
    wishlist: await server.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, a.id)).orderBy(asc(wishlistItems.productId)),
    tokens: await server.db.select().from(refreshTokens).where(eq(refreshTokens.customerId, a.id)).orderBy(asc(refreshTokens.id)),
  };
}

interface Call {
  /** the route as registered, e.g. `GET /profile/addresses/:id` */
  route: string;
  method: string;
  path: string;
  body?: unknown;
}

/** One call per route of the service, aimed at A's resources where the route takes an id. */
function callsOn(addressId: number, productId: number): Call[] {
  return [
    { route: 'GET /profile', method: 'GET', path: '/customer/api/profile' },
    { route: 'POST /profile', method: 'POST', path: '/customer/api/profile', body: { firstName: 'Boon', lastName: 'Mee', phone: '0822222222' } },
    { route: 'PUT /subscription-flag', method: 'PUT', path: '/customer/api/subscription-flag', body: { subscription_flag: false } },
    {
      route: 'POST /profile/addresses',
      method: 'POST',
      path: '/customer/api/profile/addresses',
      body: { ...SHIPPING, firstName: 'Boon', lastName: 'Mee', address: '5 ซอยบี' },
    },
    { route: 'GET /profile/addresses/:ref', method: 'GET', path: `/customer/api/profile/addresses/${addressId}` },
    {
      route: 'PUT /profile/addresses/:id',
      method: 'PUT',
      path: `/customer/api/profile/addresses/${addressId}`,
      body: { isDefault: true, address: 'B was here' },
    },
    { route: 'DELETE /profile/addresses/:id', method: 'DELETE', path: `/customer/api/profile/addresses/${addressId}` },
    { route: 'GET /wishlist', method: 'GET', path: '/customer/api/wishlist' },
    { route: 'POST /wishlist', method: 'POST', path: '/customer/api/wishlist', body: { productIds: [productId] } },
    { route: 'DELETE /wishlist/:productId', method: 'DELETE', path: `/customer/api/wishlist/${productId}` },
    { route: 'POST /cancel-member', method: 'POST', path: '/customer/api/cancel-member', body: { password: 'Secret#123' } },
  ];
}

it('covers every route of the service', () => {
  const app = profileRoutes({ db: server.db, config: server.config, mailer: { mode: 'outbox', send: async () => {} }, now: () => new Date() });
  const registered = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
  expect(new Set(callsOn(1, 1).map((c) => c.route))).toEqual(registered);
});

describe("customer B and customer A's data", () => {
  it("answers 404 to reading, editing or deleting any of A's addresses by id", async () => {
    const before = await snapshotOfA();
    for (const id of aAddressIds) {
      for (const call of callsOn(id, A_WISHLIST[0]!).filter((c) => c.route.includes(':ref') || c.route.includes(':id'))) {
        const answer = await send(server.url, call.method, call.path, { body: call.body, headers: b.auth });
        expectError(answer, 404, 'ADDRESS_NOT_FOUND');
        expect(answer.text).not.toContain('ราชดำเนิน');
      }
      for (const body of [{ isDefault: true }, { taxId: null }, { taxId: '0105555123450' }, {}]) {
        expectError(await send(server.url, 'PUT', `/customer/api/profile/addresses/${id}`, { body, headers: b.auth }), 404, 'ADDRESS_NOT_FOUND');
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it("lists only B's own addresses, profile and wishlist", async () => {
    for (const type of ['shipping', 'billing', 'additional']) {
      const answer = await send(server.url, 'GET', `/customer/api/profile/addresses/${type}?limit=50`, { headers: b.auth });
      expect(v.parse(AddressPageResponse, answer.json).data).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
    }
    const profile = v.parse(ProfileResponse, (await send(server.url, 'GET', '/customer/api/profile', { headers: b.auth })).json).data;
    expect(profile.profile.email).toBe(b.email);
    expect(profile.addressInformation.address).toBeNull();
    const wishlist = v.parse(WishlistResponse, (await send(server.url, 'GET', '/customer/api/wishlist', { headers: b.auth })).json).data;
    expect(wishlist.items).toEqual([]);
  });

  it("changes only B's own data on every route, A's staying as it was", async () => {
    const before = await snapshotOfA();
    for (const call of callsOn(aAddressIds[0]!, A_WISHLIST[0]!)) {
      const answer = await send(server.url, call.method, call.path, { body: call.body, headers: b.auth });
      if (call.route.includes(':ref') || call.route.includes(':id')) expectError(answer, 404, 'ADDRESS_NOT_FOUND');
      else expect(answer.status, `${call.route}: ${answer.text}`).toBeLessThan(300);
      expect(answer.text, call.route).not.toContain(a.email);
      expect(answer.text, call.route).not.toContain('Anan');
    }
    expect(await snapshotOfA()).toEqual(before);
    expect((await send(server.url, 'GET', '/customer/api/profile', { headers: a.auth })).status).toBe(200);
    expect((await server.db.select().from(customers).where(eq(customers.id, b.id)))[0]!.status).toBe('cancelled');
  });
});

describe('every route without a valid token', () => {
  async function familyOf(customerId: number) {
    const [row] = await server.db.select().from(refreshTokens).where(eq(refreshTokens.customerId, customerId));
    return row!.familyId;
  }

  async function badAuthorizations(): Promise<[string, Record<string, string>][]> {
    const familyId = await familyOf(a.id);
    const expired = await signAccessToken(server.config, a.id, familyId, new Date(Date.now() - 2 * 3600_000));
    const otherKey = await new SignJWT({ fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(a.id))
      .setIssuer('storefront')
      .setAudience('storefront-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-shop-secret-not-the-shop-secret'));
    const unsigned = `${a.accessToken.split('.').slice(0, 2).join('.')}.`;

    const revoked = await createCustomer(server);
    await server.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.customerId, revoked.id));
    const unknownFamily = await signAccessToken(server.config, a.id, randomUUID());
    const noSuchCustomer = await signAccessToken(server.config, 2_000_000_000, familyId);
    const pending = await createCustomer(server);
    await server.db.update(customers).set({ status: 'pending' }).where(eq(customers.id, pending.id));

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    return [
      ['no token', {}],
      ['a garbage token', bearer('garbage')],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['another scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
      ['a token with its signature cut off', bearer(unsigned)],
      ['a token with a changed signature', bearer(`${a.accessToken.slice(0, -4)}AAAA`)],
      ['an expired token', bearer(expired)],
      ['a token signed with another key', bearer(otherKey)],
      ['a token whose refresh family is revoked', revoked.auth],
      ['a token of a family that does not exist', bearer(unknownFamily)],
      ['a token of a customer who does not exist', bearer(noSuchCustomer)],
      ['a token of an account that is not active', pending.auth],
    ];
  }

  it("answers 401 'กรุณาเข้าสู่ระบบ' on every route, in English on request, changing nothing", async () => {
    const before = await snapshotOfA();
    for (const [what, headers] of await badAuthorizations()) {
      for (const call of callsOn(aAddressIds[0]!, A_WISHLIST[0]!)) {
        const thai = expectError(await send(server.url, call.method, call.path, { body: call.body, headers }), 401, 'UNAUTHORIZED');
        expect(thai.message, `${what}, ${call.route}`).toBe('กรุณาเข้าสู่ระบบ');
        const english = expectError(
          await send(server.url, call.method, call.path, { body: call.body, headers: { ...headers, 'accept-language': 'en' } }),
          401,
          'UNAUTHORIZED',
        );
        expect(english.message, `${what}, ${call.route}`).toBe('Please log in');
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('answers 401 before looking at a bad body or id', async () => {
    for (const [method, path] of [
      ['POST', '/customer/api/profile'],
      ['PUT', '/customer/api/profile/addresses/abc'],
      ['GET', '/customer/api/profile/addresses/99999999999'],
      ['POST', '/customer/api/wishlist'],
    ]) {
      const raw = method === 'GET' ? undefined : '{not json';
      expectError(await send(server.url, method!, path!, { raw, headers: { 'content-type': 'application/json' } }), 401, 'UNAUTHORIZED');
    }
  });
});
