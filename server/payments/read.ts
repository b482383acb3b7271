import type { PaymentData } from '../../contract/payment.ts';
import type { payments } from '../db/schema.ts';
import { baht } from '../money.ts';
import { REFUND_DUE } from '../orders/lifecycle.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment as the shopper's app and staff see it; money in baht. */
export const paymentDataOf = (p: PaymentRow): PaymentData => ({
  id: p.id,
  orderId: p.orderId,
  method: p.method,
  status: p.status,
  amount: baht(p.amount),
  gatewayRef: p.gatewayRef,
  slipReference: p.slipReference,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  completedAt: p.completedAt?.toISOString() ?? null,
  refundDue: p.failureReason === REFUND_DUE,
});
