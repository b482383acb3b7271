import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CartData } from '../../contract/cart.ts';
import type { Db, Tx } from '../db/client.ts';
import { run } from '../db/prepared.ts';
import { cartItems, carts, couponRedemptions, eligibilityCodes, orders, productOptions, skus } from '../db/schema.ts';
import { unauthorized } from '../http/auth.ts';
import type { Lang } from '../http/lang.ts';
import { giftWrappingToday } from './gift-wrapping.ts';
import { cartErrors } from './messages.ts';
import { cartDataOf, findLine, findSku, loadPricedCart, lockCart, touchCart } from './repository.ts';
import { type CodeState, codeState, normaliseCode } from './rules.ts';
import { addToLine, cartStatementsReady, couponByCode, insertLine, lineOf, lockForWrite, removeLine, setCoupon, setLineQuantity } from './statements.ts';

/** A guest cart is reached by its id; a customer's cart only by that customer. Anyone else gets a 404. */
const canSee = (cart: { customerId: number | null } | undefined, viewer: number | null) =>
  cart !== undefined && (cart.customerId === null || cart.customerId === viewer);

/** The most a line may hold: the smaller of stock and the per-order limit. */
const lineLimit = (sku: { stock: number; limitQty: number }) => Math.min(sku.stock, sku.limitQty);

export interface LineRef {
  productId: number;
  bundleParentId: number | null;
}

type Sku = typeof skus.$inferSelect;

/**
 * Stock, the per-line limit and, while an education code is on (its price goes to one unit a line),
 * one unit of an education-priced line.
 */
function assertQuantityAllowed(sku: Sku | null | undefined, quantity: number, education: boolean) {
  if (!sku) throw cartErrors.productNotFound();
  if (sku.stock === 0) throw cartErrors.outOfStock();
  if (quantity > sku.limitQty) throw cartErrors.quantityLimit(sku.limitQty);
  if (quantity > sku.stock) throw cartErrors.notEnoughStock();
  if (education && sku.educationPrice !== null && quantity > 1) throw cartErrors.educationLimit();
}

/**
 * The education code a customer's new bag starts with: the one on the bag they ordered last, while it is valid. A
 * student who buys twice keeps the code, as the education pages promise ("it stays on your bag until you remove
 * it"); one who removed it before ordering starts without it.
 */
async function educationCodeToCarry(tx: Tx, customerId: number, now: Date): Promise<number | null> {
  const [last] = await tx
    .select({ codeId: carts.eligibilityCodeId, code: eligibilityCodes })
    .from(carts)
    .leftJoin(eligibilityCodes, eq(eligibilityCodes.id, carts.eligibilityCodeId))
    .where(and(eq(carts.customerId, customerId), sql`${carts.orderId} is not null`))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt))
    .limit(1);
  return last?.code && codeState(last.code, now) === 'ok' ? last.codeId : null;
}

/** The customer's open cart they touched last, locked for the merge when asked. */
async function latestOpenCart(db: Db | Tx, customerId: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), sql`${carts.orderId} is null`))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  const [cart] = await (lock ? query.for('update') : query);
  return cart;
}

/**
 * A merge of the customer's own cart (a second login, another tab): the cart itself while open; once ordered the
 * bag they use now, or CART_ORDERED when they have none, so the app never adopts an order as a bag.
 */
async function ownCartAgain(tx: Tx, customerId: number, cart: typeof carts.$inferSelect) {
  if (cart.orderId === null) return { cartId: cart.id };
  const open = await latestOpenCart(tx, customerId);
  if (!open) throw cartErrors.alreadyOrdered();
  return { cartId: open.id };
}

/** The line a write touches (if in the cart), its SKU, and whether the cart's education code is valid now. */
async function lineForWrite(tx: Tx, cartId: string, item: LineRef, now: Date) {
  const [found] = await run(tx, lineOf, [cartId, item.productId, item.bundleParentId]);
  const { line, sku, eligibility } = found!;
  return { line, sku, education: eligibility !== null && codeState(eligibility, now) === 'ok' };
}

/** An option (a case with an iPhone) needs its item in the cart, offered with it, and at most one a unit of it. */
async function assertOptionAllowed(tx: Tx, cartId: string, optionSkuId: number, parentSkuId: number, quantity: number) {
  const parent = await findLine(tx, cartId, parentSkuId, null);
  if (!parent) throw cartErrors.optionWithoutItem();
  const parentSku = await findSku(tx, parentSkuId);
  const optionSku = await findSku(tx, optionSkuId);
  const [offered] = await tx
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.productId, parentSku!.productId), eq(productOptions.optionProductId, optionSku?.productId ?? 0)));
  if (!offered) throw cartErrors.optionNotOffered();
  if (quantity > parent.quantity) throw cartErrors.optionLimit(parent.quantity);
}

/** After a merge, each option is cut back to its item's quantity, and goes if its item did not come along. */
async function fitOptionsToItems(tx: Tx, cartId: string) {
  const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, cartId));
  const items = new Map(lines.filter((l) => l.bundleParentId === null).map((l) => [l.skuId, l.quantity]));
  for (const option of lines.filter((l) => l.bundleParentId !== null)) {
    const most = items.get(option.bundleParentId!) ?? 0;
    if (most === 0) await tx.delete(cartItems).where(eq(cartItems.id, option.id));
    else if (option.quantity > most) await tx.update(cartItems).set({ quantity: most }).where(eq(cartItems.id, option.id));
  }
}

function refuseCode<E>(state: CodeState, errors: { notStarted: E; expired: E; usedUp: E }): E | null {
  if (state === 'not-started') return errors.notStarted;
  if (state === 'expired') return errors.expired;
  if (state === 'used-up') return errors.usedUp;
  return null;
}

/** Orders that count against a coupon's per-customer limit: every one not cancelled or expired. */
export async function customerCouponUses(tx: Tx, couponId: number, customerId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.customerId, customerId),
        inArray(orders.status, ['pendingPayment', 'paid', 'preparing', 'shipped', 'delivered']),
      ),
    );
  return row?.n ?? 0;
}

/** Every cart write is one transaction holding the cart row's lock, so concurrent writes apply one after another. */
export function cartService(db: Db, now: () => Date) {
  /**
   * Today's wrapping price is read before a transaction opens (the embedded database has one connection);
   * the statements are prepared once, before the first cart call.
   */
  async function before() {
    await cartStatementsReady(db);
    return giftWrappingToday(db, now());
  }

  async function write(lang: Lang, viewer: number | null, cartId: string, change: (tx: Tx) => Promise<void>): Promise<CartData> {
    const wrapping = await before();
    return db.transaction(async (tx) => {
      // counting the version up first takes the row lock: one statement instead of a lock and a later touch
      const [locked] = await run(tx, lockForWrite, [cartId, now()]);
      if (!canSee(locked?.cart, viewer)) throw cartErrors.cartNotFound();
      if (locked!.cart.orderId !== null) throw cartErrors.alreadyOrdered();
      await change(tx);
      return cartDataOf(lang, (await loadPricedCart(tx, cartId, now(), wrapping))!);
    });
  }

  return {
    async get(lang: Lang, viewer: number | null, cartId: string) {
      const wrapping = await before();
      const priced = await loadPricedCart(db, cartId, now(), wrapping);
      if (!canSee(priced?.cart, viewer)) throw cartErrors.cartNotFound();
      return cartDataOf(lang, priced!);
    },

    /** A cart made while logged in belongs to the customer from the start, with the education code they ordered with last. */
    async create(viewer: number | null, items: { productId: number; quantity: number }[]) {
      return db.transaction(async (tx) => {
        const eligibilityCodeId = viewer === null ? null : await educationCodeToCarry(tx, viewer, now());
        const [cart] = await tx.insert(carts).values({ customerId: viewer, eligibilityCodeId }).returning({ id: carts.id });
        const merged = new Map<number, number>();
        for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
        for (const [skuId, quantity] of merged) {
          assertQuantityAllowed(await findSku(tx, skuId), quantity, false);
          await tx.insert(cartItems).values({ cartId: cart!.id, skuId, quantity });
        }
        return { cartId: cart!.id };
      });
    },

    add(
      lang: Lang,
      viewer: number | null,
      cartId: string,
      item: LineRef & { quantity: number; giftWrappingFlag: boolean; giftWrappingMessage: string | null },
    ) {
      return write(lang, viewer, cartId, async (tx) => {
        const { line, sku, education } = await lineForWrite(tx, cartId, item, now());
        const quantity = (line?.quantity ?? 0) + item.quantity;
        assertQuantityAllowed(sku, quantity, education);
        if (item.bundleParentId !== null) await assertOptionAllowed(tx, cartId, item.productId, item.bundleParentId, quantity);
        const message = item.giftWrappingFlag ? (item.giftWrappingMessage ?? line?.giftWrappingMessage ?? null) : null;
        if (line) await run(tx, addToLine, [line.id, quantity, item.giftWrappingFlag, message]);
        else await run(tx, insertLine, [cartId, item.productId, item.bundleParentId, quantity, item.giftWrappingFlag, message]);
      });
    },

    /** An item's options follow its quantity down. */
    update(lang: Lang, viewer: number | null, cartId: string, item: LineRef & { quantity: number }) {
      return write(lang, viewer, cartId, async (tx) => {
        const { line, sku, education } = await lineForWrite(tx, cartId, item, now());
        if (!line) throw cartErrors.itemNotFound();
        // a line may always shrink: one left with more than the shop has (sold meanwhile) is mended a unit at a time
        if (item.quantity > line.quantity) assertQuantityAllowed(sku, item.quantity, education);
        if (item.bundleParentId !== null) await assertOptionAllowed(tx, cartId, item.productId, item.bundleParentId, item.quantity);
        await run(tx, setLineQuantity, [cartId, line.id, item.quantity, item.bundleParentId === null ? item.productId : null]);
      });
    },

    /** Removing an item removes its options. A line already gone is not an error: two tabs may both remove it. */
    remove(lang: Lang, viewer: number | null, cartId: string, item: LineRef) {
      return write(lang, viewer, cartId, async (tx) => {
        await run(tx, removeLine, [cartId, item.productId, item.bundleParentId]);
      });
    },

    /** Wraps the product's lines with the message (a new one replaces the old); a product not in the cart changes nothing. */
    addGiftWrapping(lang: Lang, viewer: number | null, cartId: string, productId: number, message: string | null) {
      return write(lang, viewer, cartId, async (tx) => {
        await tx
          .update(cartItems)
          .set({ giftWrappingFlag: true, giftWrappingMessage: message })
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, productId)));
      });
    },

    deleteGiftWrapping(lang: Lang, viewer: number | null, cartId: string, productId: number) {
      return write(lang, viewer, cartId, async (tx) => {
        await tx
          .update(cartItems)
          .set({ giftWrappingFlag: false, giftWrappingMessage: null })
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, productId)));
      });
    },

    /** An empty code takes the coupon off. */
    applyCoupon(lang: Lang, viewer: number | null, cartId: string, couponCode: string) {
      return write(lang, viewer, cartId, async (tx) => {
        const code = normaliseCode(couponCode);
        if (code === '') {
          await run(tx, setCoupon, [cartId, null]);
          return;
        }
        const [found] = await run(tx, couponByCode, [code]);
        if (!found) throw cartErrors.couponInvalid();
        const { coupon } = found;
        const refusal = refuseCode(codeState(coupon, now()), {
          notStarted: cartErrors.couponNotStarted(),
          expired: cartErrors.couponExpired(),
          usedUp: cartErrors.couponUsedUp(),
        });
        if (refusal) throw refusal;
        if (viewer !== null && coupon.maxUsesPerCustomer !== null && (await customerCouponUses(tx, coupon.id, viewer)) >= coupon.maxUsesPerCustomer)
          throw cartErrors.couponCustomerLimit();
        await run(tx, setCoupon, [cartId, coupon.id]);
      });
    },

    /** Education prices need a logged-in shopper and a code of the institution they chose. */
    applyEligibilityCode(lang: Lang, viewer: number | null, cartId: string, body: { customerId: string; eligibilityCode: string }) {
      if (viewer === null) throw unauthorized();
      return write(lang, viewer, cartId, async (tx) => {
        const [code] = await tx
          .select()
          .from(eligibilityCodes)
          .where(eq(eligibilityCodes.code, normaliseCode(body.eligibilityCode)));
        if (!code || code.schoolCustomerId !== body.customerId) throw cartErrors.eligibilityInvalid();
        const refusal = refuseCode(codeState(code, now()), {
          notStarted: cartErrors.eligibilityNotStarted(),
          expired: cartErrors.eligibilityExpired(),
          usedUp: cartErrors.eligibilityUsedUp(),
        });
        if (refusal) throw refusal;
        // education prices belong to the person: a guest cart they apply a code to becomes theirs
        await tx.update(carts).set({ eligibilityCodeId: code.id, customerId: viewer }).where(eq(carts.id, cartId));
      });
    },

    deleteEligibilityCode(lang: Lang, viewer: number | null, cartId: string) {
      return write(lang, viewer, cartId, async (tx) => {
        await tx.update(carts).set({ eligibilityCodeId: null }).where(eq(carts.id, cartId));
      });
    },

    /** The logged-in customer's latest open cart, if any: their bag on a new device. */
    async customerCart(customerId: number) {
      const cart = await latestOpenCart(db, customerId);
      // no bag is an answer, not an error: a browser asks on every visit of a customer who has none
      return { cartId: cart?.id ?? null };
    },

    /**
     * Merges a guest cart into the customer's cart on login: lines add up, capped at each line's limit;
     * the guest cart is then deleted. Without an open cart of their own, the guest cart becomes theirs.
     * Their own cart again answers itself, or once ordered their open cart (409 when they have none).
     */
    async merge(customerId: number, guestCartId: string) {
      return db.transaction(async (tx) => {
        const guest = await lockCart(tx, guestCartId);
        if (!canSee(guest, customerId)) throw cartErrors.cartNotFound();
        if (guest!.customerId === customerId) return ownCartAgain(tx, customerId, guest!);
        if (guest!.orderId !== null) throw cartErrors.alreadyOrdered();
        const own = await latestOpenCart(tx, customerId, { lock: true });
        if (!own) {
          const eligibilityCodeId = guest!.eligibilityCodeId ?? (await educationCodeToCarry(tx, customerId, now()));
          await tx.update(carts).set({ customerId, eligibilityCodeId, updatedAt: new Date() }).where(eq(carts.id, guestCartId));
          await touchCart(tx, guestCartId);
          return { cartId: guestCartId };
        }
        const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guestCartId));
        for (const line of lines) {
          const [sku] = await tx.select().from(skus).where(eq(skus.id, line.skuId));
          const existing = await findLine(tx, own.id, line.skuId, line.bundleParentId);
          const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, Math.max(lineLimit(sku!), existing?.quantity ?? 0));
          if (quantity <= 0) continue;
          if (existing) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id));
          else await tx.insert(cartItems).values({ ...line, id: undefined, cartId: own.id, quantity });
        }
        await fitOptionsToItems(tx, own.id);
        if (own.couponId === null && guest!.couponId !== null) await tx.update(carts).set({ couponId: guest!.couponId }).where(eq(carts.id, own.id));
        await tx.delete(carts).where(eq(carts.id, guestCartId));
        await touchCart(tx, own.id);
        return { cartId: own.id };
      });
    },
  };
}
