import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse } from '../../contract/cart.ts';
import { orders, skus } from '../../server/db/schema.ts';
import { createShopper, skuOf } from './checkout.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const ADMIN_KEY = 'test-admin-key';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { adminApiKey: ADMIN_KEY } });
});
afterAll(() => server?.close());

const CASE = skuOf('airpods-4', 0);
const setPrice = (skuId: number, body: unknown, key = ADMIN_KEY) =>
  send(server.url, 'PUT', `/pim/api/admin/skus/${skuId}/price`, { body, headers: { 'x-api-key': key } });
const priceOf = async (skuId: number) =>
  (await server.db.select({ price: skus.price, specialPrice: skus.specialPrice }).from(skus).where(eq(skus.id, skuId)))[0]!;

describe('a price changed while the shopper checks out', () => {
  it('is refused with PRICE_CHANGED when the total shown is no longer the total, and ordered once the new total is seen', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: CASE, quantity: 1 }]);
    const shown = cart.totalPayable;
    const before = await priceOf(CASE);
    try {
      expect((await setPrice(CASE, { price: before.price / 100 + 500, specialPrice: null })).status).toBe(200);
      const refused = expectError(await shopper.order(cart, undefined, { body: { expectedTotal: shown } }), 409, 'PRICE_CHANGED');
      expect(refused.message).toBe('ราคาสินค้าในถุงช้อปปิ้งมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง');
      expect(await server.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);

      // the bag shows the new price; with that total the order goes through, at the server's price
      const repriced = v.parse(CartResponse, (await send(server.url, 'GET', `/cart/api/cart/${cart.cartId}`, { headers: shopper.auth })).json).data;
      expect(repriced.totalPayable).toBeGreaterThan(shown);
      const order = await shopper.placed(repriced, undefined, { body: { expectedTotal: repriced.totalPayable } });
      expect(order.totalPayable).toBe(repriced.totalPayable);
    } finally {
      await server.db.update(skus).set(before).where(eq(skus.id, CASE));
    }
  });

  it('changes nothing for an order that names no total', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: CASE, quantity: 1 }]);
    const order = await shopper.placed(cart);
    expect(order.totalPayable).toBe(cart.totalPayable);
  });
});

describe('PUT /pim/api/admin/skus/{skuId}/price (staff)', () => {
  it('refuses without the staff key, and bad prices with 400, changing nothing', async () => {
    const before = await priceOf(CASE);
    expectError(await setPrice(CASE, { price: 100 }, 'wrong-key'), 403, 'FORBIDDEN');
    for (const body of [{ price: 0 }, { price: -5 }, { price: 12.345 }, { price: '100' }, { price: 100, specialPrice: 150 }, { price: 100, total: 1 }, {}])
      expectError(await setPrice(CASE, body), 400);
    expectError(await setPrice(999_999_999, { price: 100 }), 404);
    expect(await priceOf(CASE)).toEqual(before);
  });
});
