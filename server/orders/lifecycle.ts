import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { coupons, eligibilityCodes, type OrderStatus, orderItems, orders, orderStatusEvents, payments, preorderProducts, skus } from '../db/schema.ts';
import { issueCreditNote } from './receipts.ts';
import { canMove, RELEASING } from './status.ts';

/**
 * The failure reason of a succeeded payment whose money the shop owes back: it arrived for an order that could
 * no longer be paid (expired, cancelled, paid already), or staff cancelled the order after it was paid.
 */
export const REFUND_DUE = 'order not payable: refund due';

export class StatusChangeRefused extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`order cannot go from ${from} to ${to}`);
  }
}

/** Gives back what a live order held: stock (or pre-order allocation), its coupon use and its education-code use. */
async function release(tx: Tx, order: typeof orders.$inferSelect) {
  // the order placeOrder takes these rows in (coupon, education code, SKUs ascending), so the two never deadlock
  if (order.couponId !== null)
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
      .where(eq(coupons.id, order.couponId));
  if (order.eligibilityCodeId !== null)
    await tx
      .update(eligibilityCodes)
      .set({ uses: sql`greatest(${eligibilityCodes.uses} - 1, 0)` })
      .where(eq(eligibilityCodes.id, order.eligibilityCodeId));
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.skuId));
  for (const item of items) {
    if (order.preorderSessionId !== null)
      await tx
        .update(preorderProducts)
        .set({ allocation: sql`${preorderProducts.allocation} + ${item.quantity}` })
        .where(eq(preorderProducts.skuId, item.skuId));
    else
      await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} + ${item.quantity}` })
        .where(eq(skus.id, item.skuId));
  }
}

/**
 * Moves an order to a new status inside the caller's transaction, holding the order row's lock: a change
 * the lifecycle does not allow is refused, and cancelling or expiring gives back what the order held, once.
 * Money already taken for a cancelled order (staff cancel paid and preparing orders) is marked refund due, and its
 * receipt is taken back by a credit note.
 */
export async function moveOrder(tx: Tx, orderId: string, to: OrderStatus, at: Date, note: string | null = null) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  if (!canMove(order.status, to)) throw new StatusChangeRefused(order.status, to);
  if (RELEASING.includes(to)) await release(tx, order);
  const [moved] = await tx.update(orders).set({ status: to, updatedAt: at }).where(eq(orders.id, orderId)).returning();
  await tx.insert(orderStatusEvents).values({ orderId, status: to, note, createdAt: at });
  if (RELEASING.includes(to)) {
    await tx
      .update(payments)
      .set({ status: 'cancelled', completedAt: at })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    await tx
      .update(payments)
      .set({ failureReason: REFUND_DUE })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    // the receipt of money given back is taken back by a credit note
    if (order.receiptNumber && !order.creditNoteNumber) {
      const creditNoteNumber = await issueCreditNote(tx, orderId, at);
      return { ...moved!, creditNoteNumber, creditNoteIssuedAt: at };
    }
  }
  return moved!;
}

/** An unpaid order past its expiry, unless a bank-transfer slip waits for the shop to check it. */
const dueForExpiry = (at: Date) =>
  and(
    eq(orders.status, 'pendingPayment'),
    lt(orders.expiresAt, at),
    sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.method} = 'bank-transfer' and ${payments.status} = 'pending')`,
  );

/** Expires one order if it is due (read paths call it, so nobody sees an order that should have expired); answers whether it did. */
export async function expireIfDue(db: Db, orderId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), dueForExpiry(at)))
      .for('update');
    if (due) await moveOrder(tx, due.id, 'expired', at, 'payment time ran out');
    return Boolean(due);
  });
}

/** Expires every due order, one transaction each; answers how many it expired (a reader may have expired some first). */
export async function expireDueOrders(db: Db, at: Date): Promise<number> {
  const due = await db.select({ id: orders.id }).from(orders).where(dueForExpiry(at)).limit(500);
  let expired = 0;
  for (const { id } of due) if (await expireIfDue(db, id, at)) expired += 1;
  return expired;
}
