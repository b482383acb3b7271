import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type OrderStatus, orderItems, orders, orderStatusEvents } from '../db/schema.ts';
import type { Lang } from '../http/lang.ts';
import { imageUrl, orderDataOf } from './read.ts';
import { expireIfDue, moveOrder, StatusChangeRefused } from './lifecycle.ts';
import { orderErrors } from './messages.ts';
import { customerMayCancel } from './status.ts';

type OrderRow = typeof orders.$inferSelect;

/** A Thai phone as its digits from 0: 081-234-5678, +66 81 234 5678 and Thai digits all read 0812345678. */
const phoneDigits = (text: string) => {
  const digits = text.replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50)).replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('66') ? `0${digits.slice(2)}` : digits;
};

/** The email or a phone the order was placed with: the shopper's, or the recipient's on the delivery address. */
const sameContact = (given: string, order: { email: string; phone: string; shippingAddress: unknown }) => {
  const text = given.trim().toLowerCase();
  if (text === order.email.toLowerCase()) return true;
  const digits = phoneDigits(text);
  const recipient = (order.shippingAddress as { phone?: unknown }).phone;
  const phones = [order.phone, typeof recipient === 'string' ? recipient : ''].map(phoneDigits);
  return digits.length >= 9 && phones.includes(digits);
};

/** Reading, listing, tracking and moving orders; placing one is place.ts. */
export function orderService(db: Db, now: () => Date) {
  async function fresh(orderId: string) {
    await expireIfDue(db, orderId, now());
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return order;
  }

  /**
   * `allowed` sees the order under its row lock, so no payment can slip in between the check and the move; `moved`
   * runs in the same transaction (a mail into the outbox leaves if and only if the move commits).
   */
  async function move(
    lang: Lang,
    orderId: string,
    to: OrderStatus,
    note: string | null,
    { allowed, moved: after }: { allowed?: (order: OrderRow) => void; moved?: (tx: Tx, orderId: string) => Promise<void> } = {},
  ) {
    try {
      const moved = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (order && allowed) allowed(order);
        const row = await moveOrder(tx, orderId, to, now(), note);
        if (row && after) await after(tx, orderId);
        return row;
      });
      if (!moved) throw orderErrors.orderNotFound();
      return orderDataOf(db, lang, moved);
    } catch (error) {
      if (error instanceof StatusChangeRefused) throw orderErrors.statusChange(error.from, error.to);
      throw error;
    }
  }

  return {
    /** The confirmation and thank-you pages read an order with its order-session-id, logged in or not. */
    async bySession(lang: Lang, orderId: string, sessionId: string) {
      const order = await fresh(orderId);
      if (!order || order.sessionId !== sessionId) throw orderErrors.orderNotFound();
      return orderDataOf(db, lang, order);
    },

    async ofCustomer(lang: Lang, customerId: number, orderId: string) {
      const order = await fresh(orderId);
      if (!order || order.customerId !== customerId) throw orderErrors.orderNotFound();
      return orderDataOf(db, lang, order);
    },

    async list(customerId: number, offset: number, limit: number) {
      const mine = eq(orders.customerId, customerId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            order: orders,
            totalQuantity: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
            first: sql<string | null>`(select oi.slug || '/' || oi.colour_code from order_items oi where oi.order_id = "orders"."id" order by oi.id limit 1)`,
            slipInReview: sql<boolean>`exists (select 1 from payments p where p.order_id = "orders"."id" and p.method = 'bank-transfer' and p.status = 'pending')`,
          })
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(orders).where(mine),
      ]);
      return {
        items: rows.map(({ order, totalQuantity, first, slipInReview }) => ({
          orderId: order.id,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          totalPayable: order.totalPayable / 100,
          totalQuantity,
          firstImage: first ? imageUrl(first.split('/')[0]!, first.split('/')[1]!) : null,
          slipInReview: order.status === 'pendingPayment' && slipInReview,
        })),
        total: total?.n ?? 0,
        offset,
        limit,
      };
    },

    /** Guests track an order by its number and the email or phone it was placed with; anything else is 404. */
    async track(orderId: string, contact: string) {
      const order = await fresh(orderId);
      if (!order || !sameContact(contact, order)) throw orderErrors.orderNotFound();
      const history = await db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(orderStatusEvents.id);
      const [quantity] = await db
        .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return {
        orderId: order.id,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        statusHistory: history.map((e) => ({ status: e.status, at: e.createdAt.toISOString(), note: e.note })),
        totalQuantity: quantity?.n ?? 0,
      };
    },

    /** A customer may cancel an order they have not paid yet (`cancelled` mails them); staff cancel (and refund) paid ones. */
    async cancelByCustomer(lang: Lang, customerId: number, orderId: string, cancelled?: (tx: Tx, orderId: string) => Promise<void>) {
      const order = await fresh(orderId);
      if (!order || order.customerId !== customerId) throw orderErrors.orderNotFound();
      return move(lang, orderId, 'cancelled', 'cancelled by the customer', {
        allowed: ({ status }) => {
          if (!customerMayCancel(status)) throw orderErrors.notCancellable(status);
        },
        moved: cancelled,
      });
    },

    /** Staff move orders along the lifecycle (status.ts); `moved` runs in the moving transaction (the refund mail). */
    async changeStatus(lang: Lang, orderId: string, to: OrderStatus, note: string | null, moved?: (tx: Tx, orderId: string) => Promise<void>) {
      const [exists] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId)));
      if (!exists) throw orderErrors.orderNotFound();
      return move(lang, orderId, to, note, { moved });
    },
  };
}
