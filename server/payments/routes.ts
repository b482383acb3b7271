import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { CreatePaymentBody, OrderPaymentParams, OrderPaymentsParams, PaymentCallbackBody, PaymentParams, RejectPaymentBody } from '../../contract/payment.ts';
import type { Tx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { parse, valid } from '../http/validate.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import { mailPaymentReceived } from '../orders/order-mails.ts';
import type { Services } from '../services.ts';
import { requireStaff } from '../http/auth.ts';
import { requireOrderAccess } from './access.ts';
import { paymentErrors } from './messages.ts';
import { promptPayPayload, promptPaySvg } from './promptpay.ts';
import { type PaymentRow, paymentDataOf } from './read.ts';
import { settlePayment } from './settle.ts';
import { signatureMatches } from './signature.ts';
import { startPayment } from './start.ts';

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The body is not valid JSON');
  }
};

/**
 * Payments of orders (mounted at /order/api): the shopper starts one by card (the gateway's hosted page),
 * PromptPay (a Thai QR) or bank transfer (a slip staff check); the gateway reports card and PromptPay results
 * through a signed server-to-server callback.
 */
export function paymentRoutes(services: Services) {
  const { db, config, now } = services;

  /** The payment-received mail, for the one settlement that pays the order. */
  const mailWhenPaid = (c: Context) => (tx: Tx, payment: PaymentRow) =>
    mailPaymentReceived(services, tx, linkOrigin(c, config), payment.orderId, payment.method);

  const staff = requireStaff(services);

  async function bankTransfer(paymentId: string) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw paymentErrors.paymentNotFound();
    if (payment.method !== 'bank-transfer') throw paymentErrors.notBankTransfer();
    return payment;
  }

  return new Hono()
    .post(
      '/orders/:orderId/payments',
      valid.param(OrderPaymentsParams),
      // only someone who may see the order learns whether their body is valid
      async (c, next) => {
        await requireOrderAccess(services, c, c.req.valid('param').orderId);
        await next();
      },
      valid.json(CreatePaymentBody),
      async (c) => {
        const { orderId } = c.req.valid('param');
        return c.json({ data: await startPayment(services, orderId, c.req.valid('json')) }, 201);
      },
    )
    .get('/orders/:orderId/payments/:paymentId/qr.svg', valid.param(OrderPaymentParams), async (c) => {
      const { orderId, paymentId } = c.req.valid('param');
      await requireOrderAccess(services, c, orderId);
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId), eq(payments.method, 'promptpay')));
      if (!payment) throw paymentErrors.paymentNotFound();
      // a QR left on screen must not take money twice
      if (payment.status !== 'pending') throw paymentErrors.notPending();
      const svg = await promptPaySvg(promptPayPayload(config.payment.promptPayId, payment.amount));
      return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' });
    })
    .post('/payments/callback', async (c) => {
      const raw = await c.req.text();
      if (!signatureMatches(raw, c.req.header('x-signature'), config.payment.gatewaySecret)) throw paymentErrors.invalidSignature();
      const event = parse(PaymentCallbackBody, parseJson(raw));
      const [payment] = await db.select().from(payments).where(eq(payments.gatewayRef, event.gatewayRef));
      if (!payment) throw paymentErrors.paymentNotFound();
      if (event.amount !== payment.amount) throw paymentErrors.amountMismatch();
      const outcome =
        event.status === 'succeeded'
          ? ({ status: 'succeeded' } as const)
          : ({ status: 'failed', reason: event.failureReason ?? 'declined by the gateway' } as const);
      const settled = await settlePayment(db, payment.id, outcome, now(), mailWhenPaid(c));
      return c.json({ data: { gatewayRef: event.gatewayRef, status: settled.payment.status } });
    })
    .post('/admin/payments/:paymentId/confirm', staff, valid.param(PaymentParams), async (c) => {
      const { paymentId } = c.req.valid('param');
      await bankTransfer(paymentId);
      const settled = await settlePayment(db, paymentId, { status: 'succeeded' }, now(), mailWhenPaid(c));
      return c.json({ data: { payment: paymentDataOf(settled.payment), orderStatus: settled.orderStatus } });
    })
    .post('/admin/payments/:paymentId/reject', staff, valid.param(PaymentParams), valid.optionalJson(RejectPaymentBody), async (c) => {
      // the reason is optional, and so is the body that carries it
      const { paymentId } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      await bankTransfer(paymentId);
      const settled = await settlePayment(db, paymentId, { status: 'failed', reason: reason ?? 'transfer slip rejected by staff' }, now());
      // money that was confirmed (or a slip the shopper replaced) is not turned down afterwards
      if (settled.payment.status !== 'failed') throw paymentErrors.notPending();
      return c.json({ data: { payment: paymentDataOf(settled.payment), orderStatus: settled.orderStatus } });
    });
}
