import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import generatePayload from 'promptpay-qr';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderListResponse, OrderResponse } from '../../contract/order.ts';
import { CreatePaymentResponse, PaymentData, StaffPaymentResponse } from '../../contract/payment.ts';
import { orders, payments } from '../../server/db/schema.ts';
import { expireDueOrders } from '../../server/orders/lifecycle.ts';
import { signCallback } from '../../server/payments/signature.ts';
import { createShopper, type Shopper, skuOf } from './checkout.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const PROMPTPAY_ID = '0812345678';
const ADMIN_KEY = 'test-admin-key';
const GATEWAY_SECRET = 'test-gateway-secret';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { adminApiKey: ADMIN_KEY, payment: { gatewayUrl: null, gatewaySecret: GATEWAY_SECRET, promptPayId: PROMPTPAY_ID, sandbox: true } },
  });
});
afterAll(() => server?.close());

const AIRPODS = skuOf('airpods-4', 0);

async function orderOf(shopper: Shopper) {
  return shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
}

const pay = (orderId: string, body: unknown, headers: Record<string, string>) =>
  send(server.url, 'POST', `/order/api/orders/${orderId}/payments`, { body, headers });

async function started(orderId: string, body: unknown, headers: Record<string, string>) {
  const answer = await pay(orderId, body, headers);
  expect(answer.status, answer.text).toBe(201);
  return v.parse(CreatePaymentResponse, answer.json).data;
}

async function readOrder(order: { orderId: string; orderSessionId: string }) {
  const answer = await send(server.url, 'GET', `/order/${order.orderId}`, { headers: { 'order-session-id': order.orderSessionId } });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(OrderResponse, answer.json).data;
}

/** The hosted page's buttons, as a browser posts them (redirects are not followed). */
const submit = (redirectUrl: string, decision: 'pay' | 'decline') =>
  fetch(server.url + redirectUrl, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });

const staff = (paymentId: string, action: 'confirm' | 'reject', body?: unknown) =>
  send(server.url, 'POST', `/order/api/admin/payments/${paymentId}/${action}`, { body, headers: { 'x-api-key': ADMIN_KEY } });

/** The gateway's server-to-server callback, signed as a real gateway signs it. */
function callback(event: Record<string, unknown>) {
  const raw = JSON.stringify(event);
  return send(server.url, 'POST', '/order/api/payments/callback', {
    raw,
    headers: { 'content-type': 'application/json', 'x-signature': signCallback(raw, GATEWAY_SECRET) },
  });
}

const paymentRow = async (id: string) => (await server.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('card payments through the hosted page', () => {
  it('shows the amount on the gateway page, pays the order and sends the shopper back to the confirmation page', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const { payment, redirectUrl, promptPay } = await started(order.orderId, { method: 'card' }, shopper.auth);
    expect(payment).toMatchObject({ method: 'card', status: 'pending', amount: order.totalPayable, orderId: order.orderId });
    expect(redirectUrl).toBe(`/sandbox-gateway/pay/${payment.gatewayRef}`);
    expect(promptPay).toBeUndefined();

    const page = await send(server.url, 'GET', redirectUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const shown = order.totalPayable.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(shown).toContain(',');
    expect(page.text).toContain(shown);
    expect(page.text).toContain(order.orderId);
    expect(page.text).toContain('Apple Premium Reseller');
    expect(page.text).not.toMatch(/<script|src=["']https?:/i);

    const back = await submit(redirectUrl!, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/confirmation/pay/${order.orderId}`);

    const paid = await readOrder(order);
    expect(paid.status).toBe('paid');
    expect(paid.statusHistory.map((e) => [e.status, e.note])).toEqual([
      ['pendingPayment', null],
      ['paid', 'paid by card'],
    ]);
    expect(paid.payments).toEqual([expect.objectContaining({ id: payment.id, status: 'succeeded', amount: order.totalPayable })]);
    expect(paid.payments[0]!.completedAt).not.toBeNull();

    const again = await send(server.url, 'GET', redirectUrl!);
    expect(again.text).not.toContain('<form');
    expectError(await pay(order.orderId, { method: 'card' }, shopper.auth), 409, 'ORDER_ALREADY_PAID');
  });

  it('keeps the order open after a declined card, and a second attempt pays it', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const first = await started(order.orderId, { method: 'card' }, shopper.auth);
    const declined = await submit(first.redirectUrl!, 'decline');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/confirmation/pay/${order.orderId}?status=failed`);
    expect(await paymentRow(first.payment.id)).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('declined') });
    expect((await readOrder(order)).status).toBe('pendingPayment');

    const second = await started(order.orderId, { method: 'card' }, shopper.auth);
    expect(second.payment.gatewayRef).not.toBe(first.payment.gatewayRef);
    expect((await submit(second.redirectUrl!, 'pay')).status).toBe(303);
    const paid = await readOrder(order);
    expect(paid.status).toBe('paid');
    expect(paid.payments.map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });

  it('sends an English shopper back to the English confirmation page', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const placed = await send(server.url, 'POST', '/order/api/orders', {
      body: { cartId: cart.cartId, cartVersion: cart.version },
      headers: { ...shopper.auth, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
    });
    const order = v.parse(OrderResponse, placed.json).data;
    const { redirectUrl } = await started(order.orderId, { method: 'card' }, shopper.auth);
    expect((await send(server.url, 'GET', redirectUrl!)).text).toContain('Order number');
    expect((await submit(redirectUrl!, 'pay')).headers.get('location')).toBe(`/en/confirmation/pay/${order.orderId}`);
  });

  it('cancels the earlier attempt when the shopper switches method, yet money that still arrives for it pays the order', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const card = await started(order.orderId, { method: 'card' }, shopper.auth);
    const qr = await started(order.orderId, { method: 'promptpay' }, shopper.auth);
    expect((await paymentRow(card.payment.id)).status).toBe('cancelled');

    expect((await submit(card.redirectUrl!, 'pay')).headers.get('location')).toBe(`/confirmation/pay/${order.orderId}`);
    expect((await readOrder(order)).status).toBe('pendingPayment');
    // the shopper paid in the tab they had left open: the gateway's callback still counts
    const answer = await callback({
      gatewayRef: card.payment.gatewayRef,
      status: 'succeeded',
      amount: Math.round(order.totalPayable * 100),
      eventId: 'evt_late_1',
    });
    expect(answer.status, answer.text).toBe(200);
    const paid = await readOrder(order);
    expect(paid.status).toBe('paid');
    expect(paid.payments.map((p) => [p.method, p.status])).toEqual([
      ['card', 'succeeded'],
      ['promptpay', 'cancelled'],
    ]);
    expect((await paymentRow(card.payment.id)).failureReason).toBeNull();
    expectError(await send(server.url, 'GET', qr.promptPay!.qrUrl, { headers: shopper.auth }), 409, 'PAYMENT_NOT_PENDING');
  });
});

describe('PromptPay', () => {
  it('answers the Thai QR payload of the order total and draws it as SVG', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const { payment, promptPay, redirectUrl } = await started(order.orderId, { method: 'promptpay' }, shopper.auth);
    expect(redirectUrl).toBeUndefined();
    expect(payment.gatewayRef).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(promptPay).toEqual({
      payload: generatePayload(PROMPTPAY_ID, { amount: order.totalPayable }),
      qrUrl: `/order/api/orders/${order.orderId}/payments/${payment.id}/qr.svg`,
      amount: order.totalPayable,
      expiresAt: order.expiredAt,
    });
    const { payload } = promptPay!;
    expect(payload.startsWith('000201')).toBe(true);
    expect(payload).toContain(`54${String(order.totalPayable.toFixed(2).length).padStart(2, '0')}${order.totalPayable.toFixed(2)}`);
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);

    for (const headers of [shopper.auth, { 'order-session-id': order.orderSessionId }]) {
      const qr = await send(server.url, 'GET', promptPay!.qrUrl, { headers });
      expect(qr.status, qr.text).toBe(200);
      expect(qr.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(qr.headers.get('cache-control')).toBe('no-store');
      expect(qr.text).toMatch(/^<svg[\s>]/);
    }
    expectError(await send(server.url, 'GET', promptPay!.qrUrl), 404);
    expectError(await send(server.url, 'GET', `/order/api/orders/${order.orderId}/payments/${randomUUID()}/qr.svg`, { headers: shopper.auth }), 404);
  });

  it('pays the order when the bank confirms the transfer (sandbox), and the QR is then spent', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const { payment, promptPay } = await started(order.orderId, { method: 'promptpay' }, { 'order-session-id': order.orderSessionId });
    const confirmed = await send(server.url, 'POST', `/sandbox-gateway/promptpay/${payment.gatewayRef}/paid`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(v.parse(v.object({ data: v.object({ payment: PaymentData }) }), confirmed.json).data.payment.status).toBe('succeeded');
    const paid = await readOrder(order);
    expect(paid.status).toBe('paid');
    expect(paid.statusHistory.at(-1)).toMatchObject({ status: 'paid', note: 'paid by PromptPay' });
    expectError(await send(server.url, 'GET', promptPay!.qrUrl, { headers: shopper.auth }), 409, 'PAYMENT_NOT_PENDING');
  });
});

describe('bank transfer', () => {
  it('waits for staff to confirm the slip, without expiring meanwhile, then the order is paid', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const { payment, redirectUrl, promptPay } = await started(order.orderId, { method: 'bank-transfer', slipReference: ' KBANK20250315A1B2 ' }, shopper.auth);
    expect(payment).toMatchObject({ method: 'bank-transfer', status: 'pending', slipReference: 'KBANK20250315A1B2', gatewayRef: null });
    expect(redirectUrl ?? promptPay).toBeUndefined();

    await expireDueOrders(server.db, new Date(new Date(order.expiredAt).getTime() + 60_000));
    expect((await readOrder(order)).status).toBe('pendingPayment');
    // the order list tells this order from one still to be paid
    const listed = async () =>
      v
        .parse(OrderListResponse, (await send(server.url, 'GET', '/order/api/orders', { headers: shopper.auth })).json)
        .data.items.find((o) => o.orderId === order.orderId);
    expect(await listed()).toMatchObject({ status: 'pendingPayment', slipInReview: true });

    const confirmed = await staff(payment.id, 'confirm');
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(v.parse(StaffPaymentResponse, confirmed.json).data).toMatchObject({ orderStatus: 'paid', payment: { status: 'succeeded' } });
    expect((await staff(payment.id, 'confirm')).status).toBe(200);
    const paid = await readOrder(order);
    expect(paid.statusHistory.filter((e) => e.status === 'paid')).toEqual([expect.objectContaining({ note: 'paid by bank transfer' })]);
    expectError(await staff(payment.id, 'reject'), 409, 'PAYMENT_NOT_PENDING');
    expect(await listed()).toMatchObject({ status: 'paid', slipInReview: false });
  });

  it('needs a slip reference of 6 to 40 letters or digits, and nothing is created without one', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    for (const body of [
      { method: 'bank-transfer' },
      { method: 'bank-transfer', slipReference: 'ab12' },
      { method: 'bank-transfer', slipReference: 'slip-with-dashes' },
      { method: 'cash' },
      { method: 'card', amount: 1 },
    ])
      expectError(await pay(order.orderId, body, shopper.auth), 400, 'INVALID_INPUT');
    expect(await server.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toEqual([]);
  });

  it('lets staff reject a slip: the order stays open for another way to pay', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const { payment } = await started(order.orderId, { method: 'bank-transfer', slipReference: 'SCB0001234567' }, shopper.auth);
    const rejected = await staff(payment.id, 'reject', { reason: 'no such transfer on the statement' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(v.parse(StaffPaymentResponse, rejected.json).data).toMatchObject({
      orderStatus: 'pendingPayment',
      payment: { status: 'failed', failureReason: 'no such transfer on the statement' },
    });
    expect((await staff(payment.id, 'reject')).status).toBe(200);
    const card = await started(order.orderId, { method: 'card' }, shopper.auth);
    await submit(card.redirectUrl!, 'pay');
    expect((await readOrder(order)).status).toBe('paid');
  });

  it('keeps the staff endpoints closed without the key, and for card payments', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    const { payment } = await started(order.orderId, { method: 'card' }, shopper.auth);
    for (const headers of [{}, { 'x-api-key': 'wrong-key' }] as Record<string, string>[])
      expectError(await send(server.url, 'POST', `/order/api/admin/payments/${payment.id}/confirm`, { headers }), 403, 'FORBIDDEN');
    expectError(await staff(payment.id, 'confirm'), 409, 'NOT_BANK_TRANSFER');
    expectError(await staff(randomUUID(), 'confirm'), 404, 'PAYMENT_NOT_FOUND');
    expectError(await staff('not-a-uuid', 'reject'), 400);
    expect((await readOrder(order)).status).toBe('pendingPayment');
  });
});

describe('who may pay, and when', () => {
  it('answers 404 for another customer’s order or a wrong order-session-id; the order-session-id alone is enough', async () => {
    const owner = await createShopper(server);
    const other = await createShopper(server);
    const order = await orderOf(owner);
    expectError(await pay(order.orderId, { method: 'card' }, other.auth), 404, 'ORDER_NOT_FOUND');
    expectError(await pay(order.orderId, { method: 'card' }, { 'order-session-id': randomUUID() }), 404, 'ORDER_NOT_FOUND');
    expectError(await pay(order.orderId, { method: 'card' }, {}), 404, 'ORDER_NOT_FOUND');
    expectError(await pay('SO999999999', { method: 'card' }, owner.auth), 404, 'ORDER_NOT_FOUND');
    expectError(await pay(order.orderId, { method: 'card' }, { 'order-session-id': 'not-a-uuid' }), 400);
    expect(await server.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toEqual([]);
    await started(order.orderId, { method: 'card' }, { 'order-session-id': order.orderSessionId });
  });

  it('refuses an order past its time, cancelled or paid with 409 and a message the shopper can read', async () => {
    const shopper = await createShopper(server);
    const late = await orderOf(shopper);
    await server.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late.orderId));
    const expired = expectError(await pay(late.orderId, { method: 'card' }, shopper.auth), 409, 'ORDER_EXPIRED');
    expect(expired.message).toBe('คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว กรุณาสั่งซื้อใหม่อีกครั้ง');
    expect((await readOrder(late)).status).toBe('expired');

    const cancelled = await orderOf(shopper);
    expect((await send(server.url, 'POST', `/order/api/orders/${cancelled.orderId}/cancel`, { headers: shopper.auth })).status).toBe(200);
    const refused = expectError(await pay(cancelled.orderId, { method: 'promptpay' }, { ...shopper.auth, 'accept-language': 'en' }), 409, 'ORDER_CANCELLED');
    expect(refused.message).toBe('This order has been cancelled');
    expect(await server.db.select().from(payments).where(eq(payments.orderId, cancelled.orderId))).toEqual([]);
  });

  it('charges the order total whatever the client sends, and only JSON bodies', async () => {
    const shopper = await createShopper(server);
    const order = await orderOf(shopper);
    expectError(await pay(order.orderId, { method: 'card', amount: 1 }, shopper.auth), 400);
    const form = await send(server.url, 'POST', `/order/api/orders/${order.orderId}/payments`, {
      raw: 'method=card',
      headers: { ...shopper.auth, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(form, 415);
    const { payment } = await started(order.orderId, { method: 'card' }, shopper.auth);
    expect((await paymentRow(payment.id)).amount).toBe(Math.round(order.totalPayable * 100));
  });
});
