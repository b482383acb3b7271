import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { malformedBody, printable, segmentOf } from './bad-input-arbitraries.ts';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/error.ts';
import * as schema from '../../server/db/schema.ts';
import { createCustomer } from './customers.ts';
import { send } from './http.ts';
import { startAppleStandIn } from './stand-ins/apple-jwks.ts';
import { startGraphStandIn } from './stand-ins/facebook-graph.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Issue 3's safety property: malformed bodies, ids and headers sent to every service of accounts, content,
 * schools, tracking and search never answer 5xx, every 4xx carries { message, code }, and nothing changes:
 * no table grows or shrinks, and a control customer's data stays exactly as it was.
 */
let server: TestServer;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
let apple: Awaited<ReturnType<typeof startAppleStandIn>>;
let control: Awaited<ReturnType<typeof createCustomer>>;
let target: Awaited<ReturnType<typeof createCustomer>>;

const TABLES = [
  schema.customers,
  schema.refreshTokens,
  schema.oneTimeTokens,
  schema.addresses,
  schema.wishlistItems,
  schema.outboxMails,
  schema.contentEntries,
  schema.blogPosts,
  schema.schools,
  schema.trackingEvents,
  schema.carts,
  schema.cartItems,
  schema.branches,
  schema.supportAppointments,
];

async function snapshot() {
  const counts = await Promise.all(TABLES.map(async (t) => (await server.db.select({ n: count() }).from(t))[0]!.n));
  const [customer] = await server.db.select().from(schema.customers).where(eq(schema.customers.id, control.id));
  const reads = await Promise.all(
    ['/customer/api/profile', '/customer/api/profile/addresses/shipping?limit=50', '/customer/api/wishlist'].map(
      async (path) => (await send(server.url, 'GET', path, { headers: control.auth })).text,
    ),
  );
  return JSON.stringify({ counts, customer, reads });
}

beforeAll(async () => {
  // Facebook and Apple as configured shops have them (local stand-ins): a made-up token is refused, not unanswerable
  graph = await startGraphStandIn({ appId: '1234567890', appSecret: 'stand-in-secret' });
  apple = await startAppleStandIn({ clientId: 'th.co.shop.web' });
  server = await startTestServer({
    config: {
      facebook: { graphUrl: graph.url, appId: '1234567890', appSecret: 'stand-in-secret' },
      apple: { jwksUrl: apple.jwksUrl, issuer: 'https://appleid.apple.com', clientId: 'th.co.shop.web' },
    },
  });
  [control, target] = [await createCustomer(server), await createCustomer(server)];
  const address = {
    type: 'shipping',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    phone: '0812345678',
    address: '99/1 ถนนสุขุมวิท',
    subdistrict: 'คลองเตย',
    district: 'คลองเตย',
    province: 'กรุงเทพมหานคร',
    postcode: '10110',
  };
  expect((await send(server.url, 'POST', '/customer/api/profile/addresses', { body: address, headers: control.auth })).status).toBe(201);
  expect((await send(server.url, 'POST', '/customer/api/wishlist', { body: { productIds: [1001] }, headers: control.auth })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await graph?.close();
  await apple?.close();
});

const junkText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', '..', '%2F', '%00', '%', '0', '-1', '99999999999', '1e9', 'null', 'undefined', '<script>'),
);
const segment = segmentOf(junkText);
const body = malformedBody(
  [
    'username',
    'password',
    'email',
    'token',
    'newPassword',
    'oldPassword',
    'productIds',
    'subscription_flag',
    'firstName',
    'phone',
    'nationalId',
    'type',
    'postcode',
    'accessToken',
    'refreshToken',
    'idToken',
    'eventName',
    'requests',
    'consent',
    'socialToken',
  ],
  ['{"username":1e400}'],
);
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant(`Bearer ${'x'.repeat(10)}`),
  printable.map((s) => `Bearer ${s}`),
  fc.constantFrom('Basic abc', 'Bearer ', 'bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
  // the target customer's real token: bad bodies with a valid login must still change nothing
  fc.constant('target'),
);
const headers = fc
  .record({
    type: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8'), {
      nil: undefined,
    }),
    lang: fc.option(fc.oneof(fc.constantFrom('en', 'th', '*'), printable), { nil: undefined }),
    auth: authorization,
    key: fc.option(fc.oneof(printable, fc.constant('local-aaes-ke')), { nil: undefined }),
    forwarded: fc.option(fc.ipV4(), { nil: undefined }),
  })
  .map((h) => {
    const out: Record<string, string> = {};
    if (h.type) out['content-type'] = h.type;
    if (h.lang) out['accept-language'] = h.lang;
    if (h.auth) out.authorization = h.auth === 'target' ? target.auth.authorization : h.auth;
    if (h.key) out['x-api-key'] = h.key;
    if (h.forwarded) out['x-forwarded-for'] = h.forwarded;
    return out;
  });

const POSTS = [
  '/authen/api/auth/login',
  '/authen/api/auth/refresh',
  '/authen/api/auth/logout',
  '/authen/api/auth/facebook/token',
  '/authen/api/auth/apple',
  '/customer/api/register',
  '/customer/api/request-activate',
  '/customer/api/activate',
  '/customer/api/forgot-password',
  '/customer/api/reset-password',
  '/customer/api/change-password',
  '/customer/api/profile',
  '/customer/api/profile/addresses',
  '/customer/api/cancel-member',
  '/customer/api/wishlist',
  '/utils/api/fb/send-event',
  '/1/indexes/*/queries',
  '/1/indexes/products/query',
  '/store/api/appointments',
  '/store/api/appointments/cancel',
];
const GETS = [
  '/authen/api/auth/session',
  '/customer/api/profile',
  '/customer/api/wishlist',
  '/aaes/api/cms/school/list',
  '/pagerender/blog',
  '/pagerender/landing/page/list-by-tag',
  '/pagerender/content/promotion-banners',
  '/pagerender/content/credit-card-banners',
  '/store/api/branches',
  '/store/api/appointments/cancel',
];
const ID_ROUTES = [
  ['GET', '/customer/api/profile/addresses/'],
  ['PUT', '/customer/api/profile/addresses/'],
  ['DELETE', '/customer/api/profile/addresses/'],
  ['DELETE', '/customer/api/wishlist/'],
  ['GET', '/pagerender/content/menus/'],
  ['GET', '/pagerender/content/top-menus/'],
  ['GET', '/pagerender/content/footer-menus/'],
  ['GET', '/pagerender/content/header-logo/'],
  ['GET', '/pagerender/marketing-page/'],
  ['GET', '/pagerender/compare-product/'],
  ['GET', '/pagerender/page/'],
  ['GET', '/pagerender/blog/'],
  ['GET', '/authen/api/auth/sandbox/'],
  ['PUT', '/customer/api/subscription-flag'],
  ['GET', '/configs/'],
  ['GET', '/store/api/branches/'],
] as const;

const request = fc.oneof(
  fc.record({ path: fc.constantFrom(...POSTS), body: fc.option(body, { nil: undefined }), headers }).map((r) => ({ method: 'POST', ...r })),
  fc.record({ path: fc.constantFrom(...GETS), query: fc.array(fc.tuple(segment, segment), { maxLength: 4 }), headers }).map((r) => ({
    method: 'GET',
    path: `${r.path}?${r.query.map(([k, val]) => `${k}=${val}`).join('&')}`,
    headers: r.headers,
  })),
  fc.record({ route: fc.constantFrom(...ID_ROUTES), id: segment, body: fc.option(body, { nil: undefined }), headers }).map((r) => ({
    method: r.route[0],
    path: r.route[1] + r.id,
    body: r.body,
    headers: r.headers,
  })),
);

let sent = 0;

it('survives a thousand malformed requests across the account, content, schools, tracking, search and store services', async () => {
  const before = await snapshot();
  await fc.assert(
    fc.asyncProperty(request, async (r: { method: string; path: string; body?: string; headers: Record<string, string> }) => {
      const res = await fetch(server.url + r.path, { method: r.method, headers: r.headers, body: r.method === 'GET' ? undefined : r.body });
      const text = await res.text();
      sent += 1;
      const where = `${r.method} ${r.path} -> ${res.status} ${text.slice(0, 160)}`;
      expect(res.status, where).toBeLessThan(500);
      if (res.status >= 400 && /json/.test(res.headers.get('content-type') ?? '')) expect(v.safeParse(ErrorBody, JSON.parse(text)).success, where).toBe(true);
    }),
    { numRuns: 1100 },
  );
  expect(sent).toBeGreaterThanOrEqual(1000);
  expect(await snapshot()).toBe(before);
}, 240_000);
