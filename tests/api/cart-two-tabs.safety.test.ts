import { asc, gte, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartData, CartResponse } from '../../contract/cart.ts';
import { skus } from '../../server/db/schema.ts';
import { cartClient, cartPath, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Write = { action: 'add' | 'update' | 'delete'; productId: number; quantity: number };

/** A deterministic mix of writes a shopper makes in one tab. */
function tabWrites(seed: number, ids: number[], count: number): Write[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () => {
    const productId = ids[next() % ids.length]!;
    const roll = next() % 10;
    if (roll < 5) return { action: 'add', productId, quantity: 1 };
    if (roll < 8) return { action: 'update', productId, quantity: (next() % 3) + 1 };
    return { action: 'delete', productId, quantity: 0 };
  });
}

/** What the cart holds after a write, applied to a model: the server's own rules (limits never reached here). */
function apply(model: Map<number, number>, write: Write) {
  if (write.action === 'add') model.set(write.productId, (model.get(write.productId) ?? 0) + write.quantity);
  else if (write.action === 'update') model.set(write.productId, write.quantity);
  else model.delete(write.productId);
}

const quantities = (data: CartData) => new Map(data.items.map((i) => [i.productId, i.quantity]));

describe('two tabs writing to one cart at once', () => {
  it('loses nothing of 200 concurrent writes: the cart equals the accepted writes applied in the order the server took them', async () => {
    const rows = await server.db.select({ id: skus.id }).from(skus).where(gte(skus.stock, 1)).orderBy(asc(skus.id)).limit(4);
    const productIds = rows.map((r) => r.id);
    expect(productIds).toHaveLength(4);
    // stock and the line limit are not what this test is about: 200 adds must never reach them
    await server.db.update(skus).set({ stock: 1000, limitQty: 999 }).where(inArray(skus.id, productIds));
    const cartId = await cartClient(server.url).create([{ productId: productIds[0]!, quantity: 1 }]);

    const writes = [...tabWrites(7, productIds, 100), ...tabWrites(11, productIds, 100)];
    const answers = await Promise.all(
      writes.map(async (write) => {
        const answer =
          write.action === 'delete'
            ? await send(server.url, 'DELETE', cartPath(cartId, 'delete'), { body: { productId: write.productId } })
            : await send(server.url, 'POST', cartPath(cartId, write.action), { body: { productId: write.productId, quantity: write.quantity } });
        return { write, answer };
      }),
    );
    const accepted = answers
      .filter((a) => a.answer.status === 200)
      .map((a) => ({ write: a.write, data: v.parse(CartResponse, a.answer.json).data }))
      .sort((a, b) => a.data.version - b.data.version);
    // an update of a line another write removed is refused (404); nothing else may be
    for (const refused of answers.filter((a) => a.answer.status !== 200)) {
      expect(refused.answer.status, refused.answer.text).toBe(404);
      expect(refused.write.action).toBe('update');
    }
    expect(new Set(accepted.map((a) => a.data.version)).size).toBe(accepted.length);

    const model = new Map([[productIds[0]!, 1]]);
    for (const { write, data } of accepted) {
      apply(model, write);
      expect(quantities(data)).toEqual(model);
    }
    const final = await cartClient(server.url).get(cartId);
    expect(quantities(final)).toEqual(model);
    expect(final.version).toBe(accepted.length);
  });
});
