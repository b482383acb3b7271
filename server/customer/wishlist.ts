import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS, type WishlistItem } from '../../contract/customer.ts';
import type { Db, Tx } from '../db/client.ts';
import { products, wishlistItems } from '../db/schema.ts';
import { HttpError, say } from '../http/errors.ts';
import { lockActiveCustomer } from './membership.ts';

/** Newest first. */
async function readItems(tx: Tx, customerId: number): Promise<WishlistItem[]> {
  const rows = await tx
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.productId));
  return rows.map((r) => ({ productId: r.productId, addedAt: r.addedAt.toISOString() }));
}

/** The message of the answer to unknown model ids: a 404 naming them, so the app can drop them from its list. */
export const unknownProductsText = (productIds: number[]) =>
  say(`ไม่พบสินค้า: ${productIds.join(', ')}`, `These products could not be found: ${productIds.join(', ')}`);

export function wishlistService(db: Db) {
  return {
    list: (customerId: number) => readItems(db, customerId),

    /** All or nothing: one unknown id adds none of them (and names them). Ids already on the list are left as they are. */
    add(customerId: number, productIds: number[]): Promise<{ items: WishlistItem[] } | { unknown: number[] }> {
      const ids = [...new Set(productIds)];
      return db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customerId);
        const known = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((p) => p.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length) return { unknown };
        const listed = await tx.select({ productId: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId));
        const present = new Set(listed.map((r) => r.productId));
        const fresh = ids.filter((id) => !present.has(id));
        if (present.size + fresh.length > MAX_WISHLIST_ITEMS)
          throw new HttpError(
            422,
            'WISHLIST_FULL',
            say(`รายการโปรดเก็บได้สูงสุด ${MAX_WISHLIST_ITEMS} รายการ`, `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products`),
          );
        if (fresh.length) await tx.insert(wishlistItems).values(fresh.map((productId) => ({ customerId, productId })));
        return { items: await readItems(tx, customerId) };
      });
    },

    async remove(customerId: number, productId: number) {
      await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
      return readItems(db, customerId);
    },
  };
}
