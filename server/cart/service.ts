import { and, eq } from 'drizzle-orm';
import type { CartData } from '../../contract/cart.ts';
import type { Db } from '../db/client.ts';
import { cartItems, carts } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';
import { bundleIs, findLine, findSku, lockCart, readCart, touchCart, type Tx } from './repository.ts';

const cartNotFound = (lang: Lang) => notFound('CART', pick(lang, 'ไม่พบตะกร้าสินค้า', 'This cart could not be found'));

/** The most a line may hold: the smaller of stock and the per-order limit. */
async function assertQuantityAllowed(tx: Tx, lang: Lang, skuId: number, quantity: number) {
  const sku = await findSku(tx, skuId);
  if (!sku) throw notFound('PRODUCT', pick(lang, 'ไม่พบสินค้านี้', 'This product could not be found'));
  if (sku.stock === 0) throw new HttpError(422, 'OUT_OF_STOCK', pick(lang, 'สินค้าหมด', 'This product is out of stock'));
  if (quantity > sku.limitQty)
    throw new HttpError(
      422,
      'QUANTITY_LIMIT',
      pick(lang, `สั่งซื้อได้สูงสุด ${sku.limitQty} ชิ้นต่อรายการ`, `You can buy at most ${sku.limitQty} of this item`),
    );
  if (quantity > sku.stock) throw new HttpError(422, 'NOT_ENOUGH_STOCK', pick(lang, 'สินค้าไม่เพียงพอ', 'Not enough stock'));
}

export interface LineRef {
  productId: number;
  bundleParentId: number | null;
}

/** Every cart write is one transaction holding the cart row's lock, so concurrent writes apply one after another. */
export function cartService(db: Db) {
  async function write(lang: Lang, cartId: string, change: (tx: Tx) => Promise<void>): Promise<CartData> {
    return db.transaction(async (tx) => {
      if (!(await lockCart(tx, cartId))) throw cartNotFound(lang);
      await change(tx);
      await touchCart(tx, cartId);
      return (await readCart(tx, lang, cartId))!;
    });
  }

  return {
    async get(lang: Lang, cartId: string) {
      const cart = await readCart(db, lang, cartId);
      if (!cart) throw cartNotFound(lang);
      return cart;
    },

    async create(lang: Lang, items: { productId: number; quantity: number }[]) {
      return db.transaction(async (tx) => {
        const [cart] = await tx.insert(carts).values({}).returning({ id: carts.id });
        const merged = new Map<number, number>();
        for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
        for (const [skuId, quantity] of merged) {
          await assertQuantityAllowed(tx, lang, skuId, quantity);
          await tx.insert(cartItems).values({ cartId: cart!.id, skuId, quantity });
        }
        return { cartId: cart!.id };
      });
    },

    add(lang: Lang, cartId: string, item: LineRef & { quantity: number; giftWrappingFlag: boolean; giftWrappingMessage: string | null }) {
      return write(lang, cartId, async (tx) => {
        const line = await findLine(tx, cartId, item.productId, item.bundleParentId);
        const quantity = (line?.quantity ?? 0) + item.quantity;
        await assertQuantityAllowed(tx, lang, item.productId, quantity);
        const wrapping = { giftWrappingFlag: item.giftWrappingFlag, giftWrappingMessage: item.giftWrappingFlag ? item.giftWrappingMessage : null };
        if (line) await tx.update(cartItems).set({ quantity, ...(item.giftWrappingFlag ? wrapping : {}) }).where(eq(cartItems.id, line.id));
        else await tx.insert(cartItems).values({ cartId, skuId: item.productId, bundleParentId: item.bundleParentId, quantity, ...wrapping });
      });
    },

    update(lang: Lang, cartId: string, item: LineRef & { quantity: number }) {
      return write(lang, cartId, async (tx) => {
        const line = await findLine(tx, cartId, item.productId, item.bundleParentId);
        if (!line) throw notFound('ITEM', pick(lang, 'ไม่พบสินค้านี้ในตะกร้า', 'This item is not in the cart'));
        await assertQuantityAllowed(tx, lang, item.productId, item.quantity);
        await tx.update(cartItems).set({ quantity: item.quantity }).where(eq(cartItems.id, line.id));
      });
    },

    /** Removing a line that is already gone is not an error: two tabs may both remove it. */
    remove(lang: Lang, cartId: string, item: LineRef) {
      return write(lang, cartId, async (tx) => {
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, item.productId), bundleIs(item.bundleParentId)));
      });
    },
  };
}
