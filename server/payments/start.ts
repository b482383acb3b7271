import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreatePaymentBody, PaymentData, PromptPayData } from '../../contract/payment.ts';
import { orders, payments } from '../db/schema.ts';
import { baht } from '../money.ts';
import type { Services } from '../services.ts';
import { paymentErrors } from './messages.ts';
import { promptPayPayload } from './promptpay.ts';
import { paymentDataOf } from './read.ts';

export interface StartedPayment {
  payment: PaymentData;
  redirectUrl?: string;
  promptPay?: PromptPayData;
}

/** The built-in sandbox's hosted page when no gateway is configured. */
const hostedPage = (gatewayUrl: string | null, gatewayRef: string) => `${gatewayUrl ? gatewayUrl.replace(/\/+$/, '') : '/sandbox-gateway'}/pay/${gatewayRef}`;

/** Card and PromptPay settle through the signed callback, so they need the shared secret (and a hosted page for cards). */
function available({ payment }: Services['config'], method: CreatePaymentBody['method']) {
  if (method === 'bank-transfer') return true;
  if (!payment.gatewaySecret) return false;
  return method === 'promptpay' ? payment.promptPayId !== '' : payment.gatewayUrl !== null || payment.sandbox;
}

/**
 * Starts a payment of the order's total (never an amount from the client) while the order waits for payment
 * and is in time. The order's row lock orders it against expiry, cancelling and callbacks; the shopper's
 * earlier pending attempts are cancelled, as they switched method or started again.
 */
export async function startPayment({ db, config, now }: Services, orderId: string, body: CreatePaymentBody): Promise<StartedPayment> {
  if (!available(config, body.method)) throw paymentErrors.methodUnavailable();
  const at = now();
  const gatewayRef = body.method === 'bank-transfer' ? null : `pay_${randomBytes(16).toString('hex')}`;
  const { payment, expiresAt } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'pendingPayment' || at > order.expiresAt) throw paymentErrors.orderNotPayable(order?.status ?? 'expired');
    await tx
      .update(payments)
      .set({ status: 'cancelled', failureReason: 'replaced by a new payment', completedAt: at })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    const [created] = await tx
      .insert(payments)
      .values({
        orderId,
        method: body.method,
        status: 'pending',
        amount: order.totalPayable,
        gatewayRef,
        slipReference: body.method === 'bank-transfer' ? body.slipReference : null,
        createdAt: at,
      })
      .returning();
    return { payment: created!, expiresAt: order.expiresAt };
  });

  const data = paymentDataOf(payment);
  if (body.method === 'card') return { payment: data, redirectUrl: hostedPage(config.payment.gatewayUrl, gatewayRef!) };
  if (body.method === 'promptpay')
    return {
      payment: data,
      promptPay: {
        payload: promptPayPayload(config.payment.promptPayId, payment.amount),
        qrUrl: `/order/api/orders/${orderId}/payments/${payment.id}/qr.svg`,
        amount: baht(payment.amount),
        expiresAt: expiresAt.toISOString(),
      },
    };
  return { payment: data };
}
