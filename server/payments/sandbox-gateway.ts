import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { GatewayRefParams, SandboxDecision } from '../../contract/payment.ts';
import { orders, payments } from '../db/schema.ts';
import { parse, valid } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { paymentErrors } from './messages.ts';
import { type PaymentRow, paymentDataOf } from './read.ts';
import { sandboxPaymentPage } from './sandbox-page.ts';
import { signCallback } from './signature.ts';

type SandboxEnv = { Bindings: Partial<HttpBindings> };

/** Where the browser returns to: the order's confirmation page, in the order's language. */
const confirmationPath = (order: { id: string; locale: 'th' | 'en' }, failed: boolean) =>
  `${order.locale === 'en' ? '/en' : ''}/confirmation/pay/${order.id}${failed ? '?status=failed' : ''}`;

/**
 * The server itself, at the local address and port the browser's request came in on, so the callback never
 * leaves the machine whatever Host header the request carried.
 */
function selfOrigin(c: Context<SandboxEnv>) {
  const socket = c.env?.incoming?.socket;
  if (!socket?.localPort || !socket.localAddress) return new URL(c.req.url).origin;
  const address = socket.localAddress.replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * A local stand-in for a Thai card gateway's hosted payment page and for the bank behind a PromptPay QR
 * (PAYMENT_SANDBOX, never in production, only without PAYMENT_GATEWAY_URL). It reports results the way a real
 * gateway does: a callback signed with the shared secret, posted over HTTP to the shop.
 */
export function sandboxGatewayRoutes({ db, config }: Services) {
  async function chargeOf(gatewayRef: string, method: PaymentRow['method']) {
    const [found] = await db
      .select({ payment: payments, order: { id: orders.id, locale: orders.locale } })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.gatewayRef, gatewayRef), eq(payments.method, method)));
    if (!found) throw paymentErrors.paymentNotFound();
    return found;
  }

  async function sendCallback(c: Context<SandboxEnv>, payment: PaymentRow, status: 'succeeded' | 'failed') {
    const body = JSON.stringify({
      gatewayRef: payment.gatewayRef,
      status,
      amount: payment.amount,
      eventId: `evt_${randomUUID()}`,
      ...(status === 'failed' ? { failureReason: 'declined by the card holder (sandbox)' } : {}),
    });
    const answer = await fetch(`${selfOrigin(c)}/order/api/payments/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signCallback(body, config.payment.gatewaySecret) },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (!answer?.ok) throw paymentErrors.callbackRefused();
  }

  return new Hono<SandboxEnv>()
    .get('/pay/:gatewayRef', valid.param(GatewayRefParams), async (c) => {
      const { gatewayRef } = c.req.valid('param');
      const { payment, order } = await chargeOf(gatewayRef, 'card');
      const page = sandboxPaymentPage({
        lang: order.locale,
        orderId: order.id,
        satang: payment.amount,
        payable: payment.status === 'pending',
        returnPath: confirmationPath(order, false),
      });
      return c.html(page, 200, { 'cache-control': 'no-store' });
    })
    .post('/pay/:gatewayRef', valid.param(GatewayRefParams), async (c) => {
      const { gatewayRef } = c.req.valid('param');
      // a body that is not a form reads as an empty one, which the schema refuses
      const { decision } = parse(SandboxDecision, await c.req.parseBody().catch(() => ({})));
      const { payment, order } = await chargeOf(gatewayRef, 'card');
      // a page left open after its result (back button, second tab) only returns to the shop
      if (payment.status !== 'pending') return c.redirect(confirmationPath(order, false), 303);
      await sendCallback(c, payment, decision === 'pay' ? 'succeeded' : 'failed');
      return c.redirect(confirmationPath(order, decision === 'decline'), 303);
    })
    .post('/promptpay/:gatewayRef/paid', valid.param(GatewayRefParams), async (c) => {
      const { gatewayRef } = c.req.valid('param');
      const { payment } = await chargeOf(gatewayRef, 'promptpay');
      if (payment.status === 'pending') await sendCallback(c, payment, 'succeeded');
      const [after] = await db.select().from(payments).where(eq(payments.id, payment.id));
      return c.json({ data: { payment: paymentDataOf(after!) } });
    });
}
