import { and, asc, eq, gte } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse } from '../../contract/cart.ts';
import { skus } from '../../server/db/schema.ts';
import { cartClient, cartPath, expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let cart: ReturnType<typeof cartClient>;
beforeAll(async () => {
  server = await startTestServer();
  cart = cartClient(server.url);
});
afterAll(() => server?.close());

const post = (cartId: string, action: 'add' | 'update', productId: number, quantity: number) =>
  send(server.url, 'POST', cartPath(cartId, action), { body: { productId, quantity } });

/** An SKU whose per-line limit is at most its stock, so the limit is what stops a shopper. */
async function skuLimitedBy(limitQty: number) {
  const [sku] = await server.db
    .select()
    .from(skus)
    .where(and(eq(skus.limitQty, limitQty), gte(skus.stock, limitQty)))
    .orderBy(asc(skus.id))
    .limit(1);
  expect(sku, `an SKU with limit ${limitQty}`).toBeDefined();
  return sku!;
}

describe('concurrent cart writes', () => {
  it('keeps every one of 40 simultaneous adds of different items', async () => {
    const rows = await server.db.select({ id: skus.id }).from(skus).where(gte(skus.stock, 1)).orderBy(asc(skus.id)).limit(40);
    expect(rows).toHaveLength(40);
    const id = await cart.create();
    const answers = await Promise.all(rows.map((s) => post(id, 'add', s.id, 1)));
    expect(answers.map((a) => a.status)).toEqual(rows.map(() => 200));
    const data = await cart.get(id);
    expect(data.items).toHaveLength(40);
    expect(new Set(data.items.map((i) => i.productId))).toEqual(new Set(rows.map((s) => s.id)));
    expect(data.totalQuantity).toBe(40);
    expect(data.version).toBe(40);
  });

  it('applies 30 simultaneous quantity changes one after another', async () => {
    const sku = await skuLimitedBy(10);
    const id = await cart.create([{ productId: sku.id, quantity: 1 }]);
    const start = await cart.get(id);
    const sent = Array.from({ length: 30 }, (_, i) => (i % sku.limitQty) + 1);
    const answers = await Promise.all(sent.map((q) => post(id, 'update', sku.id, q)));
    const succeeded = answers.filter((a) => a.status === 200).map((a) => v.parse(CartResponse, a.json).data);
    expect(succeeded).toHaveLength(30);

    const end = await cart.get(id);
    expect(end.version - start.version).toBe(succeeded.length);
    expect(sent).toContain(end.items[0]!.quantity);
    // each write saw its own version; the one that wrote last set the final quantity
    expect(new Set(succeeded.map((d) => d.version)).size).toBe(succeeded.length);
    const last = succeeded.find((d) => d.version === end.version)!;
    expect(last.items[0]!.quantity).toBe(end.items[0]!.quantity);
  });

  it.each([2, 5])('lets exactly L of many simultaneous adds through for an item limited to L = %i a line', async (limit) => {
    const sku = await skuLimitedBy(limit);
    const id = await cart.create();
    const answers = await Promise.all(Array.from({ length: limit + 10 }, () => post(id, 'add', sku.id, 1)));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(limit);
    for (const answer of refused) expectError(answer, 422, 'QUANTITY_LIMIT');
    const data = await cart.get(id);
    expect(data.items).toHaveLength(1);
    expect(data.items[0]!.quantity).toBe(limit);
    expect(data.version).toBe(limit);
  });
});
