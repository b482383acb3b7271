import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderListResponse, OrderResponse, TrackingResponse } from '../../contract/order.ts';
import { orders, skus } from '../../server/db/schema.ts';
import { expireDueOrders } from '../../server/orders/lifecycle.ts';
import { createShopper, skuOf } from './checkout.ts';
import { expectedTotals } from './expected-totals.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { adminApiKey: 'test-admin-key' } });
});
afterAll(() => server?.close());

const IPHONE = skuOf('iphone-17', 0);
const AIRPODS = skuOf('airpods-4', 0);
const stockOf = async (skuId: number) => (await server.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
const admin = (orderId: string, status: string) =>
  send(server.url, 'POST', `/order/api/admin/orders/${orderId}/status`, { body: { status }, headers: { 'x-api-key': 'test-admin-key' } });

describe('placing an order', () => {
  it('freezes the cart’s server prices, takes the stock and closes the cart', async () => {
    const shopper = await createShopper(server);
    const before = { iphone: await stockOf(IPHONE), airpods: await stockOf(AIRPODS) };
    const cart = await shopper.cart([
      { productId: IPHONE, quantity: 1 },
      { productId: AIRPODS, quantity: 2 },
    ]);
    const order = await shopper.placed(cart);

    expect(order.orderId).toMatch(/^SO\d+$/);
    expect(order.status).toBe('pendingPayment');
    expect(order.preorder).toBe(false);
    const { totalQuantity, ...expected } = await expectedTotals(server.db, cart);
    expect(order).toMatchObject(expected);
    expect(order.items.reduce((n, i) => n + i.quantity, 0)).toBe(totalQuantity);
    expect(order.items.map((i) => [i.productId, i.quantity])).toEqual([
      [IPHONE, 1],
      [AIRPODS, 2],
    ]);
    expect(order.items[0]!.img[0]).toMatch(/^\/images\/p\/iphone-17\/[a-z-]+\/540\.webp$/);
    expect(order.items[1]!.netPrice).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,2})?$/);
    expect(new Date(order.expiredAt).getTime() - new Date(order.createdAt).getTime()).toBe(30 * 60_000);
    expect(order.statusHistory.map((s) => s.status)).toEqual(['pendingPayment']);
    expect(order.shippingAddress.postcode).toBe('10330');
    expect({ iphone: await stockOf(IPHONE), airpods: await stockOf(AIRPODS) }).toEqual({ iphone: before.iphone - 1, airpods: before.airpods - 2 });

    const closed = await shopper.readCart(cart.cartId);
    expect(closed.orderId).toBe(order.orderId);
    expectError(
      await send(server.url, 'POST', `/cart/api/cart/${cart.cartId}/items/add`, { body: { productId: AIRPODS, quantity: 1 }, headers: shopper.auth }),
      409,
      'CART_ORDERED',
    );
  });

  it('answers the same order for the same Idempotency-Key, and refuses the key for another cart', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const first = await shopper.order(cart, 'checkout-key-0001');
    const again = await shopper.order(cart, 'checkout-key-0001');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const other = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    expectError(await shopper.order(other, 'checkout-key-0001'), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await server.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toHaveLength(1);
  });

  it('turns one cart into one order only, whatever the key', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    await shopper.placed(cart);
    expectError(await shopper.order(cart), 409, 'CART_ORDERED');
  });

  it('refuses a cart that changed since the shopper saw it', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    await send(server.url, 'POST', `/cart/api/cart/${cart.cartId}/items/update`, { body: { productId: AIRPODS, quantity: 2 }, headers: shopper.auth });
    expectError(await shopper.order(cart), 409, 'CART_CHANGED');
  });

  it('needs default shipping and billing addresses, a non-empty cart, a login and a key', async () => {
    const homeless = await createShopper(server, { addresses: false });
    const cart = await homeless.cart([{ productId: AIRPODS, quantity: 1 }]);
    const refused = expectError(await homeless.order(cart), 422, 'SHIPPING_ADDRESS_REQUIRED');
    expect(refused.message).toBe('กรุณาเพิ่มที่อยู่จัดส่งหลัก');

    const shopper = await createShopper(server);
    expectError(await shopper.order(await shopper.cart([])), 422, 'CART_EMPTY');
    const body = { cartId: cart.cartId, cartVersion: cart.version };
    expectError(await send(server.url, 'POST', '/order/api/orders', { body, headers: { 'idempotency-key': 'guest-key-0001' } }), 401);
    expectError(await send(server.url, 'POST', '/order/api/orders', { body, headers: shopper.auth }), 400);
    expectError(await send(server.url, 'POST', '/order/api/orders', { body, headers: { ...shopper.auth, 'idempotency-key': 'short' } }), 400);
  });

  it('ignores nothing silently: prices or totals in the body are refused', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const answer = await send(server.url, 'POST', '/order/api/orders', {
      body: { cartId: cart.cartId, cartVersion: cart.version, totalPayable: 1 },
      headers: { ...shopper.auth, 'idempotency-key': 'priced-key-0001' },
    });
    expectError(answer, 400);
    expect((await shopper.readCart(cart.cartId)).orderId).toBeNull();
  });

  it('answers 404 for another customer’s cart and order', async () => {
    const owner = await createShopper(server);
    const other = await createShopper(server);
    const cart = await owner.cart([{ productId: AIRPODS, quantity: 1 }]);
    expectError(await other.order(cart), 404);
    const order = await owner.placed(cart);
    expectError(await send(server.url, 'GET', `/order/api/orders/${order.orderId}`, { headers: other.auth }), 404);
    expectError(await send(server.url, 'POST', `/order/api/orders/${order.orderId}/cancel`, { headers: other.auth }), 404);
    expectError(await send(server.url, 'GET', `/order/${order.orderId}`, { headers: { 'order-session-id': crypto.randomUUID() } }), 404);
  });
});

describe('reading orders', () => {
  it('reads an order with its order-session-id, without logging in', async () => {
    const shopper = await createShopper(server);
    const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
    const answer = await send(server.url, 'GET', `/order/${order.orderId}`, { headers: { 'order-session-id': order.orderSessionId, 'accept-language': 'en' } });
    expect(answer.status, answer.text).toBe(200);
    const data = v.parse(OrderResponse, answer.json).data;
    expect(data.items[0]!.name).toBe('AirPods 4');
    expect(data.expiredAt).toBe(order.expiredAt);
    expectError(await send(server.url, 'GET', `/order/${order.orderId}`), 400);
  });

  it('lists the customer’s own orders, newest first', async () => {
    const shopper = await createShopper(server);
    const first = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
    const second = await shopper.placed(await shopper.cart([{ productId: IPHONE, quantity: 1 }]));
    const answer = await send(server.url, 'GET', '/order/api/orders?limit=10', { headers: shopper.auth });
    const list = v.parse(OrderListResponse, answer.json).data;
    expect(list.total).toBe(2);
    expect(list.items.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(list.items[0]!.firstImage).toMatch(/^\/images\/p\/iphone-17\//);
    expect(list.items[0]!.slipInReview).toBe(false);
    expectError(await send(server.url, 'GET', '/order/api/orders?limit=500', { headers: shopper.auth }), 400);
  });

  it('tracks an order for a guest by its number and the email or phone (the shopper’s or the recipient’s), and tells nothing otherwise', async () => {
    const shopper = await createShopper(server);
    const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
    // the shopper's phone as it may be typed (+66, Thai digits), and the phone of the delivery address
    for (const contact of [shopper.email.toUpperCase(), '081-234-5678', '+66 81 234 5678', '๐๘๑๒๓๔๕๖๗๘', '089-876-5432']) {
      const answer = await send(server.url, 'POST', '/order/api/tracking', { body: { orderId: order.orderId, contact } });
      expect(answer.status, answer.text).toBe(200);
      expect(v.parse(TrackingResponse, answer.json).data.statusHistory[0]!.status).toBe('pendingPayment');
    }
    expectError(await send(server.url, 'POST', '/order/api/tracking', { body: { orderId: order.orderId, contact: 'someone@example.com' } }), 404);
    expectError(await send(server.url, 'POST', '/order/api/tracking', { body: { orderId: order.orderId, contact: '089-876-5433' } }), 404);
    expectError(await send(server.url, 'POST', '/order/api/tracking', { body: { orderId: 'SO999999999', contact: shopper.email } }), 404);
    expectError(await send(server.url, 'POST', '/order/api/tracking', { body: { orderId: 'nope', contact: shopper.email } }), 400);
  });
});

describe('order lifecycle', () => {
  it('expires an unpaid order after its time and gives the stock back, once', async () => {
    const shopper = await createShopper(server);
    const AIRTAG = skuOf('airtag', 0);
    const before = await stockOf(AIRTAG);
    const order = await shopper.placed(await shopper.cart([{ productId: AIRTAG, quantity: 3 }]));
    expect(await stockOf(AIRTAG)).toBe(before - 3);
    const later = new Date(new Date(order.expiredAt).getTime() + 1000);
    expect(await expireDueOrders(server.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireDueOrders(server.db, later)).toBe(0);
    expect(await stockOf(AIRTAG)).toBe(before);
    const read = v.parse(
      OrderResponse,
      (await send(server.url, 'GET', `/order/${order.orderId}`, { headers: { 'order-session-id': order.orderSessionId } })).json,
    ).data;
    expect(read.status).toBe('expired');
    expect(read.statusHistory.map((s) => s.status)).toEqual(['pendingPayment', 'expired']);
    expectError(await admin(order.orderId, 'paid'), 409, 'STATUS_CHANGE_NOT_ALLOWED');
  });

  it('lets the customer cancel an unpaid order, giving the stock back', async () => {
    const shopper = await createShopper(server);
    const before = await stockOf(AIRPODS);
    const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
    const cancelled = await send(server.url, 'POST', `/order/api/orders/${order.orderId}/cancel`, { headers: shopper.auth });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(v.parse(OrderResponse, cancelled.json).data.status).toBe('cancelled');
    expect(await stockOf(AIRPODS)).toBe(before);
    expectError(await send(server.url, 'POST', `/order/api/orders/${order.orderId}/cancel`, { headers: shopper.auth }), 409);
    expect(await stockOf(AIRPODS)).toBe(before);
  });

  it('moves along pendingPayment, paid, preparing, shipped, delivered with a time for each, and refuses skips', async () => {
    const shopper = await createShopper(server);
    const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
    expectError(await admin(order.orderId, 'shipped'), 409, 'STATUS_CHANGE_NOT_ALLOWED');
    for (const status of ['paid', 'preparing', 'shipped', 'delivered']) expect((await admin(order.orderId, status)).status).toBe(200);
    const read = v.parse(OrderResponse, (await send(server.url, 'GET', `/order/api/orders/${order.orderId}`, { headers: shopper.auth })).json).data;
    expect(read.statusHistory.map((s) => s.status)).toEqual(['pendingPayment', 'paid', 'preparing', 'shipped', 'delivered']);
    expect(read.statusHistory.every((s) => !Number.isNaN(Date.parse(s.at)))).toBe(true);
    expectError(await admin(order.orderId, 'cancelled'), 409);
  });

  it('keeps the staff endpoint closed without the key', async () => {
    expectError(await send(server.url, 'POST', '/order/api/admin/orders/SO100001/status', { body: { status: 'paid' } }), 403);
    expectError(
      await send(server.url, 'POST', '/order/api/admin/orders/SO100001/status', { body: { status: 'paid' }, headers: { 'x-api-key': 'wrong' } }),
      403,
    );
  });
});

describe('staff stock', () => {
  it('sets a SKU’s stock with the staff key only', async () => {
    const path = `/pim/api/admin/skus/${AIRPODS}/stock`;
    expectError(await send(server.url, 'PUT', path, { body: { stock: 40 } }), 403);
    expectError(await send(server.url, 'PUT', path, { body: { stock: -1 }, headers: { 'x-api-key': 'test-admin-key' } }), 400);
    const answer = await send(server.url, 'PUT', path, { body: { stock: 40 }, headers: { 'x-api-key': 'test-admin-key' } });
    expect(answer.status, answer.text).toBe(200);
    expect(await stockOf(AIRPODS)).toBe(40);
  });
});
