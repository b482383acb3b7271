import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, skus } from '../../server/db/schema.ts';
import { createShopper, skuOf } from './checkout.ts';
import { expectError } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const CASE = skuOf('airpods-4', 0);
/** a price and quantity limit that let one line of the bag reach the totals a 32-bit column of satang cannot hold */
const FIVE_MILLION_BAHT = 5_000_000_00;
const stockOf = async () => (await server.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, CASE)))[0]!.stock;

describe('an order above 20,000,000 baht', () => {
  let before: typeof skus.$inferSelect;
  beforeAll(async () => {
    before = (await server.db.select().from(skus).where(eq(skus.id, CASE)))[0]!;
    await server.db.update(skus).set({ price: FIVE_MILLION_BAHT, specialPrice: null, stock: 100, limitQty: 10 }).where(eq(skus.id, CASE));
  });
  afterAll(() => server.db.update(skus).set(before).where(eq(skus.id, CASE)));

  it('is refused with ORDER_TOO_LARGE in the shopper’s language, taking no stock and writing no order', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: CASE, quantity: 5 }]);
    expect(cart.totalPayable).toBe(25_000_000);

    const thai = expectError(await shopper.order(cart), 422, 'ORDER_TOO_LARGE');
    expect(thai.message).toBe('ยอดสั่งซื้อต่อครั้งต้องไม่เกิน 20,000,000 บาท กรุณาแบ่งสั่งซื้อเป็นหลายครั้ง หรือติดต่อร้านค้าเพื่อขอใบเสนอราคา');
    const english = expectError(await shopper.order(cart, undefined, { lang: 'en' }), 422, 'ORDER_TOO_LARGE');
    expect(english.message).toBe('One order can total at most 20,000,000 baht; please split it into several orders, or contact the shop for a quotation');

    expect(await stockOf()).toBe(100);
    expect(await server.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);
    // the bag is still open: the shopper can make it smaller and order it
    expect((await shopper.readCart(cart.cartId)).items).toHaveLength(1);
  });

  it('takes an order of exactly 20,000,000 baht', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: CASE, quantity: 4 }]);
    const order = await shopper.placed(cart);
    expect(order.totalPayable).toBe(20_000_000);
    expect(await stockOf()).toBe(96);
  });
});
