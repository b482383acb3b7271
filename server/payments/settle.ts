import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type OrderStatus, orders, payments } from '../db/schema.ts';
import { moveOrder, REFUND_DUE } from '../orders/lifecycle.ts';
import { issueReceipt } from '../orders/receipts.ts';
import type { PaymentRow } from './read.ts';

const PAID_NOTE: Record<PaymentRow['method'], string> = { card: 'paid by card', promptpay: 'paid by PromptPay', 'bank-transfer': 'paid by bank transfer' };

export type Outcome = { status: 'succeeded' } | { status: 'failed'; reason: string };

export interface Settled {
  payment: PaymentRow;
  orderStatus: OrderStatus;
  /** false when the payment already had this result (a repeated callback) or a success already stood */
  changed: boolean;
  /** true only for the settlement that moved the order to `paid` */
  orderPaid: boolean;
}

/**
 * Records what the gateway (or staff) says became of a payment, in one transaction. The order row is locked
 * before the payment row, the order in which expiry and cancelling take them, so a callback racing an expiry
 * waits instead of deadlocking. Money taken always counts: a success pays the order while it waits for payment
 * (and closes the shopper's other attempts), otherwise it is kept as a refund due and the order stays as it is.
 * A success is final; a failure only ends a pending payment. The payment that pays the order issues its
 * receipt's number. `onPaid` runs in the transaction of the one settlement that pays the order (the
 * payment-received mail goes into the outbox there).
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  outcome: Outcome,
  at: Date,
  onPaid?: (tx: Tx, payment: PaymentRow) => Promise<void>,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!owner) throw new Error(`payment ${paymentId} does not exist`);
    const [order] = await tx.select().from(orders).where(eq(orders.id, owner.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!order || !payment) throw new Error(`payment ${paymentId} does not exist`);
    const unchanged = { payment, orderStatus: order.status, changed: false, orderPaid: false };

    if (outcome.status === 'failed') {
      if (payment.status !== 'pending') return unchanged;
      const [failed] = await tx
        .update(payments)
        .set({ status: 'failed', failureReason: outcome.reason, completedAt: at })
        .where(eq(payments.id, paymentId))
        .returning();
      return { payment: failed!, orderStatus: order.status, changed: true, orderPaid: false };
    }

    if (payment.status === 'succeeded') return unchanged;
    const payable = order.status === 'pendingPayment';
    const [paid] = await tx
      .update(payments)
      .set({ status: 'succeeded', failureReason: payable ? null : REFUND_DUE, completedAt: at })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!payable) return { payment: paid!, orderStatus: order.status, changed: true, orderPaid: false };
    const moved = await moveOrder(tx, order.id, 'paid', at, PAID_NOTE[payment.method]);
    await issueReceipt(tx, order.id, at);
    await tx
      .update(payments)
      .set({ status: 'cancelled', failureReason: 'the order was paid by another payment', completedAt: at })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'), ne(payments.id, paymentId)));
    await onPaid?.(tx, paid!);
    return { payment: paid!, orderStatus: moved!.status, changed: true, orderPaid: true };
  });
}
