import { randomUUID } from 'node:crypto';
import { asc, count, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { malformedBody, printable, segmentOf } from './bad-input-arbitraries.ts';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/error.ts';
import * as schema from '../../server/db/schema.ts';
import { createShopper, type Shopper, skuOf } from './checkout.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Issue 5's bad-input property: malformed bodies, ids and headers sent to the coupon, education-code, wrapping,
 * order, payment, tracking, pre-order and staff endpoints never answer 5xx, every 4xx carries { message, code },
 * and nothing changes: no table grows or shrinks, stock, code uses, carts and the control customer's order stay.
 */
let server: TestServer;
let control: Shopper;
let intruder: Shopper;
let cartId: string;
let orderId: string;
let paymentId: string;

const TABLES = [
  schema.carts,
  schema.cartItems,
  schema.orders,
  schema.orderItems,
  schema.orderStatusEvents,
  schema.payments,
  schema.couponRedemptions,
  schema.preorderSessions,
];

async function snapshot() {
  const counts = await Promise.all(TABLES.map(async (t) => (await server.db.select({ n: count() }).from(t))[0]!.n));
  const [stock] = await server.db.select({ n: sum(schema.skus.stock) }).from(schema.skus);
  const codes = await server.db.select({ uses: schema.coupons.uses }).from(schema.coupons).orderBy(asc(schema.coupons.id));
  const eligibility = await server.db.select({ uses: schema.eligibilityCodes.uses }).from(schema.eligibilityCodes).orderBy(asc(schema.eligibilityCodes.id));
  const allocation = await server.db.select({ n: sum(schema.preorderProducts.allocation) }).from(schema.preorderProducts);
  const carts = await server.db.select().from(schema.carts).orderBy(asc(schema.carts.id));
  const orders = await server.db.select().from(schema.orders).orderBy(asc(schema.orders.id));
  return JSON.stringify({ counts, stock, codes, eligibility, allocation, carts, orders });
}

beforeAll(async () => {
  server = await startTestServer();
  [control, intruder] = [await createShopper(server), await createShopper(server)];
  const order = await control.placed(await control.cart([{ productId: skuOf('airpods-4'), quantity: 1 }]));
  orderId = order.orderId;
  const payment = await send(server.url, 'POST', `/order/api/orders/${orderId}/payments`, { body: { method: 'card' }, headers: control.auth });
  expect(payment.status, payment.text).toBe(201);
  paymentId = (payment.json as { data: { payment: { id: string } } }).data.payment.id;
  cartId = (await control.cart([{ productId: skuOf('ipad-pro-11-m5'), quantity: 1 }])).cartId;
}, 60_000);
afterAll(() => server?.close());

const junk = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', '..', '%2F', '%00', '0', '-1', 'SO1', 'SO99999999999', 'null', '<script>'),
);
const segment = segmentOf(junk);
const body = malformedBody(
  [
    'couponCode',
    'customerId',
    'eligibilityCode',
    'productId',
    'cartId',
    'cartVersion',
    'method',
    'slipReference',
    'gatewayRef',
    'status',
    'amount',
    'eventId',
    'orderId',
    'contact',
    'email',
    'items',
    'phone',
    'stock',
    'totalPayable',
    'price',
  ],
  ['{"amount":1e400}'],
  3,
);
const headers = fc
  .record({
    type: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'), { nil: undefined }),
    auth: fc.option(
      fc.oneof(
        fc.constant('intruder'),
        fc.constant('control-bad'),
        printable.map((s) => `Bearer ${s}`),
      ),
      { nil: undefined },
    ),
    key: fc.option(fc.oneof(printable, fc.constant('local-admin-ke')), { nil: undefined }),
    idempotency: fc.option(fc.oneof(printable, fc.constant('valid-key-123456')), { nil: undefined }),
    session: fc.option(fc.oneof(printable, fc.constant(randomUUID())), { nil: undefined }),
    signature: fc.option(printable, { nil: undefined }),
  })
  .map((h) => {
    const out: Record<string, string> = {};
    if (h.type) out['content-type'] = h.type;
    // the intruder is logged in for real: what is not theirs must stay out of reach
    if (h.auth) out.authorization = h.auth === 'intruder' ? intruder.auth.authorization : h.auth === 'control-bad' ? `${control.auth.authorization}x` : h.auth;
    if (h.key) out['x-api-key'] = h.key;
    if (h.idempotency) out['idempotency-key'] = h.idempotency;
    if (h.session) {
      out['order-session-id'] = h.session;
      out['session-id'] = h.session;
    }
    if (h.signature) out['x-signature'] = h.signature;
    return out;
  });

/** Paths on the control customer's own cart, order and payment, and with junk ids. */
const path = fc.oneof(
  fc.constantFrom(
    ['POST', () => `/cart/api/cart/${cartId}/apply-coupon`],
    ['POST', () => `/cart/api/cart/${cartId}/apply-eligibility-code`],
    ['DELETE', () => `/cart/api/cart/${cartId}/delete-eligibility-code`],
    ['DELETE', () => `/cart/api/cart/${cartId}/gift-wrapping/delete`],
    ['POST', () => '/order/api/orders'],
    ['GET', () => `/order/${orderId}`],
    ['GET', () => `/order/api/orders/${orderId}`],
    ['POST', () => `/order/api/orders/${orderId}/cancel`],
    ['POST', () => `/order/api/orders/${orderId}/payments`],
    ['GET', () => `/order/api/orders/${orderId}/payments/${paymentId}/qr.svg`],
    ['POST', () => '/order/api/payments/callback'],
    ['POST', () => `/order/api/admin/orders/${orderId}/status`],
    ['POST', () => `/order/api/admin/payments/${paymentId}/confirm`],
    ['POST', () => '/order/api/tracking'],
    ['POST', () => '/order/api/preorders'],
    ['POST', () => '/auth/session'],
    ['GET', () => '/auth/sessions'],
    ['GET', () => '/auth/session/products'],
    ['PUT', () => `/pim/api/admin/skus/${skuOf('airpods-4')}/stock`],
  ),
  fc
    .tuple(
      fc.constantFrom<[string, string, string]>(
        ['POST', '/cart/api/cart/', '/apply-coupon'],
        ['POST', '/cart/api/cart/', '/apply-eligibility-code'],
        ['GET', '/order/', ''],
        ['POST', '/order/api/orders/', '/payments'],
        ['POST', '/order/api/orders/', '/cancel'],
        ['PUT', '/pim/api/admin/skus/', '/stock'],
      ),
      segment,
    )
    .map(([[method, before, after], id]) => [method, () => `${before}${id}${after}`] as const),
);

it('survives malformed requests to the money path without a server error or a side effect', async () => {
  const before = await snapshot();
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(path, body, headers, async ([method, to], payload, h) => {
      const res = await fetch(server.url + to(), { method, headers: h, body: method === 'GET' ? undefined : payload });
      const text = await res.text();
      sent += 1;
      const where = `${method} ${to()} -> ${res.status} ${text.slice(0, 160)}`;
      expect(res.status, where).toBeLessThan(500);
      // a dot segment may normalise the address to a page of the app; every answer of the API refuses
      if (/json/.test(res.headers.get('content-type') ?? '')) {
        expect(res.status, where).toBeGreaterThanOrEqual(400);
        expect(v.safeParse(ErrorBody, JSON.parse(text)).success, where).toBe(true);
      }
    }),
    { numRuns: 800 },
  );
  expect(sent).toBeGreaterThanOrEqual(800);
  expect(await snapshot()).toBe(before);
});
