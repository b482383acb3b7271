import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '../../contract/cart.ts';
import { OrderResponse } from '../../contract/order.ts';
import { coupons, orders, skus } from '../../server/db/schema.ts';
import { createShopper, skuOf } from './checkout.ts';
import { expectedTotals } from './expected-totals.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const stockOf = async (skuId: number) => (await server.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;

describe('checkout under races', () => {
  it('makes exactly one order of 20 parallel checkouts with one Idempotency-Key, with identical answers', async () => {
    const shopper = await createShopper(server);
    const sku = skuOf('magsafe-charger', 0);
    const before = await stockOf(sku);
    const cart = await shopper.cart([{ productId: sku, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopper.order(cart, 'same-key-for-all-20')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    expect(await server.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toHaveLength(1);
    expect(await stockOf(sku)).toBe(before - 2);
    const order = v.parse(OrderResponse, answers[0]!.json).data;
    const { totalQuantity: _quantity, ...totals } = await expectedTotals(server.db, cart);
    expect(order).toMatchObject(totals);
  });

  it('sells the last unit once when several shoppers check out at the same moment', async () => {
    const sku = skuOf('airtag-4-pack', 0);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(server)));
    const carts = await Promise.all(shoppers.map((s) => s.cart([{ productId: sku, quantity: 1 }])));
    await server.db.update(skus).set({ stock: 1 }).where(eq(skus.id, sku));
    const answers = await Promise.all(shoppers.map((s, i) => s.order(carts[i]!)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201)) {
      expect(lost.status).toBe(409);
      expect((lost.json as { code: string }).code).toBe('NOT_ENOUGH_STOCK');
    }
    expect(await stockOf(sku)).toBe(0);
    expect(await server.db.select().from(skus).where(lt(skus.stock, 0))).toHaveLength(0);
  });

  it('keeps a single-use coupon single-use when 50 checkouts race for it', async () => {
    const code = `ONCE-${randomUUID().slice(0, 8)}`.toUpperCase();
    await server.db.insert(coupons).values({
      code,
      kind: 'fixed',
      value: 100_00,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      maxUses: 1,
    });
    const sku = skuOf('usb-c-charge-cable', 0);
    await server.db.update(skus).set({ stock: 500 }).where(eq(skus.id, sku));
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => createShopper(server)));
    const carts: CartData[] = [];
    for (const shopper of shoppers) {
      const cart = await shopper.cart([{ productId: sku, quantity: 1 }]);
      const applied = await send(server.url, 'POST', `/cart/api/cart/${cart.cartId}/apply-coupon`, { body: { couponCode: code }, headers: shopper.auth });
      expect(applied.status, applied.text).toBe(200);
      carts.push(await shopper.readCart(cart.cartId));
    }
    const answers = await Promise.all(shoppers.map((s, i) => s.order(carts[i]!)));
    const won = answers.filter((a) => a.status === 201).map((a) => v.parse(OrderResponse, a.json).data);
    expect(won).toHaveLength(1);
    expect(won[0]!.couponCode).toBe(code);
    expect(won[0]!.totalDiscount).toBe(100);
    for (const lost of answers.filter((a) => a.status !== 201)) expect((lost.json as { code: string }).code).toBe('COUPON_USED_UP');
    const [row] = await server.db.select().from(coupons).where(eq(coupons.code, code));
    expect(row!.uses).toBe(1);
  });
});
