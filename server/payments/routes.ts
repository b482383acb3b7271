import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { CreatePaymentBody, OrderPaymentParams, OrderPaymentsParams, PaymentCallbackBody, PaymentParams, RejectPaymentBody } from '../../contract/payment.ts';
import type { Tx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody, parse } from '../http/validate.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import { orderErrors } from '../orders/messages.ts';
import { mailPaymentReceived } from '../orders/order-mails.ts';
import { apiKeyMatches } from '../http/api-key.ts';
import type { Services } from '../services.ts';
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

  const requireStaff = (c: Context) => {
    const key = config.adminApiKey;
    if (!key || !apiKeyMatches(c.req.header('x-api-key'), key)) throw orderErrors.forbidden();
  };

  /** The payment-received mail, for the one settlement that pays the order. */
  const mailWhenPaid = (c: Context) => (tx: Tx, payment: PaymentRow) =>
    mailPaymentReceived(services, tx, linkOrigin(c, config), payment.orderId, payment.method);

  async function bankTransfer(paymentId: string) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw paymentErrors.paymentNotFound();
    if (payment.method !== 'bank-transfer') throw paymentErrors.notBankTransfer();
    return payment;
  }

  return new Hono()
    .post('/orders/:orderId/payments', async (c) => {
      const { orderId } = parse(OrderPaymentsParams, c.req.param());
      await requireOrderAccess(services, c, orderId);
      const body = parse(CreatePaymentBody, await jsonBody(c));
      return c.json({ data: await startPayment(services, orderId, body) }, 201);
    })
    .get('/orders/:orderId/payments/:paymentId/qr.svg', async (c) => {
      const { orderId, paymentId } = parse(OrderPaymentParams, c.req.param());
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
    .post('/admin/payments/:paymentId/confirm', async (c) => {
      requireStaff(c);
      const { paymentId } = parse(PaymentParams, c.req.param());
      await bankTransfer(paymentId);
      const settled = await settlePayment(db, paymentId, { status: 'succeeded' }, now(), mailWhenPaid(c));
      return c.json({ data: { payment: paymentDataOf(settled.payment), orderStatus: settled.orderStatus } });
    })
    .post('/admin/payments/:paymentId/reject', async (c) => {
      requireStaff(c);
      const { paymentId } = parse(PaymentParams, c.req.param());
      const empty = c.req.header('content-length') === '0' || !c.req.header('content-type');
      const { reason } = parse(RejectPaymentBody, empty ? {} : await jsonBody(c));
      await bankTransfer(paymentId);
      const settled = await settlePayment(db, paymentId, { status: 'failed', reason: reason ?? 'transfer slip rejected by staff' }, now());
      // money that was confirmed (or a slip the shopper replaced) is not turned down afterwards
      if (settled.payment.status !== 'failed') throw paymentErrors.notPending();
      return c.json({ data: { payment: paymentDataOf(settled.payment), orderStatus: settled.orderStatus } });
    });
}
