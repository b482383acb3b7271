import { and, desc, eq } from 'drizzle-orm';
import type { CartData } from '../../contract/cart.ts';
import type { Db } from '../db/client.ts';
import { cartItems, carts } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';
import { bundleIs, findLine, findSku, lockCart, readCart, touchCart, type Tx } from './repository.ts';

const cartNotFound = (lang: Lang) => notFound('CART', pick(lang, 'ไม่พบตะกร้าสินค้า', 'This cart could not be found'));

/** A guest cart is reached by its id; a customer's cart only by that customer. Anyone else gets a 404. */
const canSee = (cart: { customerId: number | null } | undefined, viewer: number | null) =>
  cart !== undefined && (cart.customerId === null || cart.customerId === viewer);

/** The most a line may hold: the smaller of stock and the per-order limit. */
const lineLimit = (sku: { stock: number; limitQty: number }) => Math.min(sku.stock, sku.limitQty);


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
  async function write(lang: Lang, viewer: number | null, cartId: string, change: (tx: Tx) => Promise<void>): Promise<CartData> {
    return db.transaction(async (tx) => {
      if (!canSee(await lockCart(tx, cartId), viewer)) throw cartNotFound(lang);
      await change(tx);
      await touchCart(tx, cartId);
      return (await readCart(tx, lang, cartId))!;
    });
  }

  return {
    async get(lang: Lang, viewer: number | null, cartId: string) {
      const [owner] = await db.select({ customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId));
      if (!canSee(owner, viewer)) throw cartNotFound(lang);
      return (await readCart(db, lang, cartId))!;
    },

    /** A cart made while logged in belongs to the customer from the start. */
    async create(lang: Lang, viewer: number | null, items: { productId: number; quantity: number }[]) {
      return db.transaction(async (tx) => {
        const [cart] = await tx.insert(carts).values({ customerId: viewer }).returning({ id: carts.id });
        const merged = new Map<number, number>();
        for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
        for (const [skuId, quantity] of merged) {
          await assertQuantityAllowed(tx, lang, skuId, quantity);
          await tx.insert(cartItems).values({ cartId: cart!.id, skuId, quantity });
        }
        return { cartId: cart!.id };
      });
    },

    add(lang: Lang, viewer: number | null, cartId: string, item: LineRef & { quantity: number; giftWrappingFlag: boolean; giftWrappingMessage: string | null }) {
      return write(lang, viewer, cartId, async (tx) => {
        const line = await findLine(tx, cartId, item.productId, item.bundleParentId);
        const quantity = (line?.quantity ?? 0) + item.quantity;
        await assertQuantityAllowed(tx, lang, item.productId, quantity);
        const wrapping = { giftWrappingFlag: item.giftWrappingFlag, giftWrappingMessage: item.giftWrappingFlag ? item.giftWrappingMessage : null };
        if (line) await tx.update(cartItems).set({ quantity, ...(item.giftWrappingFlag ? wrapping : {}) }).where(eq(cartItems.id, line.id));
        else await tx.insert(cartItems).values({ cartId, skuId: item.productId, bundleParentId: item.bundleParentId, quantity, ...wrapping });
      });
    },

    update(lang: Lang, viewer: number | null, cartId: string, item: LineRef & { quantity: number }) {
      return write(lang, viewer, cartId, async (tx) => {
        const line = await findLine(tx, cartId, item.productId, item.bundleParentId);
        if (!line) throw notFound('ITEM', pick(lang, 'ไม่พบสินค้านี้ในตะกร้า', 'This item is not in the cart'));
        await assertQuantityAllowed(tx, lang, item.productId, item.quantity);
        await tx.update(cartItems).set({ quantity: item.quantity }).where(eq(cartItems.id, line.id));
      });
    },

    /** Removing a line that is already gone is not an error: two tabs may both remove it. */
    remove(lang: Lang, viewer: number | null, cartId: string, item: LineRef) {
      return write(lang, viewer, cartId, async (tx) => {
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, item.productId), bundleIs(item.bundleParentId)));
      });
    },

    /** The logged-in customer's latest cart, if any: their bag on a new device. */
    async customerCart(lang: Lang, customerId: number) {
      const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)).orderBy(desc(carts.updatedAt)).limit(1);
      if (!cart) throw cartNotFound(lang);
      return { cartId: cart.id };
    },

    /**
     * Merges a guest cart into the customer's cart on login: lines add up, capped at each line's limit;
     * the guest cart is then deleted. Without a cart of their own, the guest cart becomes theirs.
     */
    async merge(lang: Lang, customerId: number, guestCartId: string) {
      return db.transaction(async (tx) => {
        const guest = await lockCart(tx, guestCartId);
        if (!canSee(guest, customerId)) throw cartNotFound(lang);
        if (guest!.customerId === customerId) return { cartId: guest!.id };
        const [own] = await tx
          .select()
          .from(carts)
          .where(eq(carts.customerId, customerId))
          .orderBy(desc(carts.updatedAt))
          .limit(1)
          .for('update');
        if (!own) {
          await tx.update(carts).set({ customerId, updatedAt: new Date() }).where(eq(carts.id, guestCartId));
          await touchCart(tx, guestCartId);
          return { cartId: guestCartId };
        }
        const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guestCartId));
        for (const line of lines) {
          const sku = await findSku(tx, line.skuId);
          const existing = await findLine(tx, own.id, line.skuId, line.bundleParentId);
          const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, Math.max(lineLimit(sku!), existing?.quantity ?? 0));
          if (quantity <= 0) continue;
          if (existing) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id));
          else await tx.insert(cartItems).values({ ...line, id: undefined, cartId: own.id, quantity });
        }
        await tx.delete(carts).where(eq(carts.id, guestCartId));
        await touchCart(tx, own.id);
        return { cartId: own.id };
      });
    },
  };
}
