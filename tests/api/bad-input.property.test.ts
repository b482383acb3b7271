import { sum } from 'drizzle-orm';
import fc from 'fast-check';
import { printable, segmentOf } from './bad-input-arbitraries.ts';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/error.ts';
import { skus } from '../../server/db/schema.ts';
import { productIdOf, skuIdOf } from '../../server/seed/seed.ts';
import { cartClient, cartPath, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let controlCart: string;
let targetCart: string;
beforeAll(async () => {
  server = await startTestServer();
  const cart = cartClient(server.url);
  controlCart = await cart.create([
    { productId: skuIdOf(productIdOf(0), 0), quantity: 1 },
    { productId: skuIdOf(productIdOf(24), 0), quantity: 2 },
  ]);
  targetCart = await cart.create([{ productId: skuIdOf(productIdOf(24), 0), quantity: 1 }]);
});
afterAll(() => server?.close());

interface BadRequest {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
}

// ── building blocks ────────────────────────────────────────────────────────────
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json-patch+json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '') },
  { weight: 1, arbitrary: printable },
);
const acceptLanguage = fc.oneof(fc.constantFrom('en', 'th', 'en-US,en;q=0.9', 'EN', '*', 'zz-ZZ', ''), printable);
/** Mostly with a content-type (without one, fetch sends text/plain); sometimes with an accept-language. */
const headers = fc
  .tuple(fc.option(contentType, { freq: 6, nil: undefined }), fc.option(acceptLanguage, { freq: 2, nil: undefined }))
  .map(([type, lang]) => ({ ...(type === undefined ? {} : { 'content-type': type }), ...(lang === undefined ? {} : { 'accept-language': lang }) }));

/** SKUs that exist: iPhone 17 Pro Max, AirPods 4 and a USB-C cable. */
const realSku = fc.constantFrom(skuIdOf(productIdOf(0), 0), skuIdOf(productIdOf(24), 0), skuIdOf(productIdOf(41), 1));
const hugeNumber = fc.constantFrom(2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308, -0, 0.1, Number.MAX_SAFE_INTEGER, -2147483648);
const junk = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hugeNumber, fc.string({ unit: 'grapheme', maxLength: 20 }), realSku, fc.integer({ min: -5, max: 12 }));
/** Gift messages include NUL characters on purpose: PostgreSQL text cannot hold them, the server must refuse them. */
const giftMessage = fc.oneof(junk, fc.string({ unit: 'grapheme', maxLength: 250 }), fc.constant('Happy\u0000birthday'));
const wrongTypes = fc.record(
  {
    productId: junk,
    quantity: junk,
    bundleParentId: junk,
    giftWrappingFlag: junk,
    giftWrappingMessage: giftMessage,
    items: fc.oneof(junk, fc.array(fc.record({ productId: junk, quantity: junk }, { requiredKeys: [] }), { maxLength: 60 })),
    price: junk,
    totalPayable: junk,
  },
  { requiredKeys: [] },
);
/** A plausible add/update/delete body with one field swapped for junk, to get past the first checks. */
const nearlyValid = fc
  .tuple(
    fc.record({
      productId: realSku,
      quantity: fc.integer({ min: 1, max: 3 }),
      bundleParentId: fc.option(realSku, { nil: null }),
      giftWrappingFlag: fc.boolean(),
      giftWrappingMessage: fc.option(fc.string({ unit: 'grapheme', maxLength: 200 }), { nil: null }),
    }),
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom('productId', 'quantity', 'bundleParentId', 'giftWrappingFlag', 'giftWrappingMessage') },
      { weight: 2, arbitrary: fc.constant('none') },
    ),
    junk,
  )
  .map(([valid, field, value]) => (field === 'none' ? valid : { ...valid, [field]: value }));
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((j) => JSON.stringify(j)),
  wrongTypes.map((j) => JSON.stringify(j)),
  { weight: 3, arbitrary: nearlyValid.map((j) => JSON.stringify(j)) },
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', '{', 'null', '[]', '{"productId":1e400,"quantity":1}', '{"quantity":99999999999999999999999}', `${'['.repeat(5000)}${']'.repeat(5000)}`),
);

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('..', '.', '%2F', '%2e%2e', '%00', '%', '%E0%A4%A', '', ' ', '1001', '0', '-1', 'iphone-17-pro-max', 'cosmic-orange', '540'),
);
const segment = segmentOf(text);
const cartId = (ids: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: segment }, { weight: 1, arbitrary: fc.uuid() });

const query = fc.oneof(
  text,
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom('category', 'page', 'limit', 'sort'), segment),
        fc.oneof(segment, fc.constantFrom('iphone', 'price-asc', '1', '100', '101')),
      ),
      {
        maxLength: 5,
      },
    )
    .map((pairs) => pairs.map(([k, val]) => `${k}=${val}`).join('&')),
);

const write = (method: string, action: string) =>
  fc
    .record({ id: cartId([targetCart]), body: fc.option(body, { nil: undefined }), headers })
    .map((r): BadRequest => ({ method, path: `/cart/api/cart/${r.id}/items/${action}`, body: r.body, headers: r.headers }));

const badRequest = (): fc.Arbitrary<BadRequest> =>
  fc.oneof(
    fc.record({ body: fc.option(body, { nil: undefined }), headers }).map((r) => ({ method: 'POST', path: '/cart/api/cart/create', ...r })),
    write('POST', 'add'),
    write('POST', 'update'),
    write('DELETE', 'delete'),
    fc.record({ id: cartId([controlCart, targetCart]), headers }).map((r) => ({ method: 'GET', path: `/cart/api/cart/${r.id}`, headers: r.headers })),
    fc.record({ q: query, headers }).map((r) => ({ method: 'GET', path: `/pim/api/products?${r.q}`, headers: r.headers })),
    fc.record({ id: segment, headers }).map((r) => ({ method: 'GET', path: `/pim/api/products/${r.id}`, headers: r.headers })),
    fc.record({ slug: segment, colour: segment, width: segment, headers }).map((r) => ({
      method: 'GET',
      path: `/images/p/${r.slug}/${r.colour}/${r.width}.webp`,
      headers: r.headers,
    })),
    fc
      .record({
        method: fc.constantFrom('PUT', 'PATCH', 'OPTIONS', 'HEAD', 'POST', 'DELETE'),
        prefix: fc.constantFrom('/cart/api/', '/pim/api/', '/images/', '/cart/api/cart/'),
        rest: segment,
        headers,
      })
      .map((r) => ({ method: r.method, path: r.prefix + r.rest, headers: r.headers })),
  );

// ── the property ──────────────────────────────────────────────────────────────
const API_PATH = /^\/(cart\/api|pim\/api|images)\//;
let sent = 0;

async function check(request: BadRequest) {
  const res = await fetch(server.url + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
  });
  const answer = await res.text();
  sent += 1;
  const where = `${request.method} ${request.path} -> ${res.status} ${answer.slice(0, 200)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status < 400 || request.method === 'HEAD') return;
  const isJson = /^application\/json/.test(res.headers.get('content-type') ?? '');
  if (API_PATH.test(new URL(res.url).pathname)) expect(isJson, where).toBe(true);
  if (isJson) expect(v.safeParse(ErrorBody, JSON.parse(answer)).success, where).toBe(true);
}

const stockTotal = async () => (await server.db.select({ n: sum(skus.stock) }).from(skus))[0]!.n;
const controlText = async () =>
  Promise.all([send(server.url, 'GET', cartPath(controlCart)), send(server.url, 'GET', cartPath(controlCart), { headers: { 'accept-language': 'en' } })]).then(
    (answers) => answers.map((a) => a.text),
  );

it('survives a thousand malformed requests without a server error or a side effect', async () => {
  const stockBefore = await stockTotal();
  const controlBefore = await controlText();

  await fc.assert(
    fc.asyncProperty(fc.array(badRequest(), { minLength: 8, maxLength: 8 }), async (batch) => {
      // four at a time: some concurrency without flooding the single PGlite connection
      for (let i = 0; i < batch.length; i += 4) await Promise.all(batch.slice(i, i + 4).map(check));
    }),
    { numRuns: 130 },
  );

  expect(sent).toBeGreaterThanOrEqual(1000);
  expect(await controlText()).toEqual(controlBefore);
  expect(await stockTotal()).toBe(stockBefore);
}, 120_000);
