import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse } from '../../contract/order.ts';
import { CreatePaymentResponse, PaymentCallbackResponse } from '../../contract/payment.ts';
import { orders, orderStatusEvents, payments } from '../../server/db/schema.ts';
import { expireDueOrders } from '../../server/orders/lifecycle.ts';
import { REFUND_DUE } from '../../server/orders/lifecycle.ts';
import { signCallback } from '../../server/payments/signature.ts';
import { createShopper, skuOf } from './checkout.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const SECRET = 'safety-gateway-secret';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { payment: { gatewayUrl: null, gatewaySecret: SECRET, promptPayId: '0105536000000', sandbox: true } } });
});
afterAll(() => server?.close());

const AIRPODS = skuOf('airpods-4', 0);

/** A shopper's order with a pending card or PromptPay payment; amounts in satang, as the gateway sends them. */
async function pendingPayment(method: 'card' | 'promptpay' = 'card') {
  const shopper = await createShopper(server);
  const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
  const answer = await send(server.url, 'POST', `/order/api/orders/${order.orderId}/payments`, { body: { method }, headers: shopper.auth });
  expect(answer.status, answer.text).toBe(201);
  const { payment } = v.parse(CreatePaymentResponse, answer.json).data;
  return { shopper, order, paymentId: payment.id, gatewayRef: payment.gatewayRef!, satang: Math.round(payment.amount * 100) };
}

const postCallback = (raw: string, signature?: string) =>
  send(server.url, 'POST', '/order/api/payments/callback', {
    raw,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
  });
const signed = (event: Record<string, unknown>) => {
  const raw = JSON.stringify(event);
  return postCallback(raw, signCallback(raw, SECRET));
};

/** Everything a callback could change: the payment row, the order row and the order's status events. */
async function snapshot(orderId: string) {
  const [paymentRows, orderRows, events] = await Promise.all([
    server.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    server.db.select().from(orders).where(eq(orders.id, orderId)),
    server.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(asc(orderStatusEvents.id)),
  ]);
  return { paymentRows, orderRows, events };
}

const paidEvents = async (orderId: string) =>
  server.db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'paid')));

describe('the gateway callback', () => {
  it('refuses a missing, wrong or foreign signature with 401 and changes nothing', async () => {
    const { order, gatewayRef, satang } = await pendingPayment();
    const before = await snapshot(order.orderId);
    const raw = JSON.stringify({ gatewayRef, status: 'succeeded', amount: satang, eventId: 'evt_forged' });
    for (const signature of [
      undefined,
      '0'.repeat(64),
      'not-hex',
      signCallback(raw, 'another-secret'),
      signCallback(`${raw} `, SECRET),
      signCallback(raw, SECRET).slice(1),
    ])
      expectError(await postCallback(raw, signature), 401, 'INVALID_SIGNATURE');
    expect(await snapshot(order.orderId)).toEqual(before);
  });

  it('answers 404 for an unknown reference and 400 for a signed body that is not a callback', async () => {
    expectError(await signed({ gatewayRef: 'pay_unknown_reference', status: 'succeeded', amount: 100, eventId: 'evt_1' }), 404, 'PAYMENT_NOT_FOUND');
    expectError(await signed({ gatewayRef: 'pay_unknown_reference', status: 'maybe', amount: 100, eventId: 'evt_2' }), 400);
    expectError(await signed({ gatewayRef: 'pay_unknown_reference', status: 'succeeded', amount: 1.5, eventId: 'evt_3' }), 400);
    expectError(await postCallback('{not json', signCallback('{not json', SECRET)), 400, 'INVALID_JSON');
  });

  it('refuses an amount other than the payment’s with 422 and changes nothing', async () => {
    const { order, gatewayRef, satang } = await pendingPayment();
    const before = await snapshot(order.orderId);
    for (const amount of [satang - 1, satang + 100, 0])
      expectError(await signed({ gatewayRef, status: 'succeeded', amount, eventId: `evt_amount_${amount}` }), 422, 'AMOUNT_MISMATCH');
    expect(await snapshot(order.orderId)).toEqual(before);
  });

  it('pays the order once when the same callback arrives twice', async () => {
    const { order, paymentId, gatewayRef, satang } = await pendingPayment('promptpay');
    const event = { gatewayRef, status: 'succeeded', amount: satang, eventId: 'evt_twice' };
    const first = await signed(event);
    expect(first.status, first.text).toBe(200);
    expect(v.parse(PaymentCallbackResponse, first.json).data).toEqual({ gatewayRef, status: 'succeeded' });
    const after = await snapshot(order.orderId);
    const second = await signed(event);
    expect(second.status, second.text).toBe(200);
    expect(await snapshot(order.orderId)).toEqual(after);
    expect(after.orderRows[0]!.status).toBe('paid');
    expect(after.paymentRows).toEqual([expect.objectContaining({ id: paymentId, status: 'succeeded', failureReason: null })]);
    expect(await paidEvents(order.orderId)).toHaveLength(1);
  });

  it('marks a failed payment and leaves the order waiting; a later failure does not undo a success', async () => {
    const { order, paymentId, gatewayRef, satang } = await pendingPayment();
    const failed = await signed({ gatewayRef, status: 'failed', amount: satang, eventId: 'evt_fail', failureReason: 'insufficient funds' });
    expect(v.parse(PaymentCallbackResponse, failed.json).data.status).toBe('failed');
    const state = await snapshot(order.orderId);
    expect(state.paymentRows[0]).toMatchObject({ id: paymentId, status: 'failed', failureReason: 'insufficient funds' });
    expect(state.orderRows[0]!.status).toBe('pendingPayment');

    const retry = await pendingPayment();
    await signed({ gatewayRef: retry.gatewayRef, status: 'succeeded', amount: retry.satang, eventId: 'evt_ok' });
    const late = await signed({ gatewayRef: retry.gatewayRef, status: 'failed', amount: retry.satang, eventId: 'evt_late_fail' });
    expect(v.parse(PaymentCallbackResponse, late.json).data.status).toBe('succeeded');
    expect((await snapshot(retry.order.orderId)).orderRows[0]!.status).toBe('paid');
  });

  it('keeps money taken for an expired or cancelled order as a refund due, and leaves the order as it is', async () => {
    const expired = await pendingPayment();
    await server.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expired.order.orderId));
    await expireDueOrders(server.db, new Date());
    const cancelled = await pendingPayment('promptpay');
    expect((await send(server.url, 'POST', `/order/api/orders/${cancelled.order.orderId}/cancel`, { headers: cancelled.shopper.auth })).status).toBe(200);

    for (const [{ order, gatewayRef, satang }, status] of [
      [expired, 'expired'],
      [cancelled, 'cancelled'],
    ] as const) {
      expect((await snapshot(order.orderId)).paymentRows[0]!.status).toBe('cancelled');
      const answer = await signed({ gatewayRef, status: 'succeeded', amount: satang, eventId: `evt_refund_${status}` });
      expect(answer.status, answer.text).toBe(200);
      const after = await snapshot(order.orderId);
      expect(after.paymentRows[0]).toMatchObject({ status: 'succeeded', failureReason: REFUND_DUE });
      expect(after.orderRows[0]!.status).toBe(status);
      expect(after.events.map((e) => e.status)).toEqual(['pendingPayment', status]);
    }
  });

  it('pays the order exactly once for 20 identical callbacks at the same time', async () => {
    const { order, paymentId, gatewayRef, satang } = await pendingPayment();
    const event = { gatewayRef, status: 'succeeded', amount: satang, eventId: 'evt_parallel' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => signed(event)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await paidEvents(order.orderId)).toHaveLength(1);
    const state = await snapshot(order.orderId);
    expect(state.orderRows[0]!.status).toBe('paid');
    expect(state.paymentRows).toEqual([expect.objectContaining({ id: paymentId, status: 'succeeded', failureReason: null })]);
  });

  it('either pays or refunds a success that races the expiry, never both', async () => {
    const { order, gatewayRef, satang } = await pendingPayment();
    await server.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.orderId));
    const [answer] = await Promise.all([
      signed({ gatewayRef, status: 'succeeded', amount: satang, eventId: 'evt_race' }),
      expireDueOrders(server.db, new Date()),
    ]);
    expect(answer.status, answer.text).toBe(200);
    const { orderRows, paymentRows, events } = await snapshot(order.orderId);
    const ending = events.map((e) => e.status).slice(1);
    if (orderRows[0]!.status === 'paid') {
      expect(ending).toEqual(['paid']);
      expect(paymentRows[0]).toMatchObject({ status: 'succeeded', failureReason: null });
    } else {
      expect(ending).toEqual(['expired']);
      expect(paymentRows[0]).toMatchObject({ status: 'succeeded', failureReason: REFUND_DUE });
    }
  });
});

describe('receipts', () => {
  const placeOf = (number: string) => Number(/^RC(\d{4})-(\d{6,})$/.exec(number)?.[2]);

  it('numbers the receipts of orders paid at the same time one after another, with no gap and no number twice', async () => {
    const pending = [];
    for (let i = 0; i < 6; i++) pending.push(await pendingPayment(i % 2 ? 'card' : 'promptpay'));
    const failing = await pendingPayment();
    const answers = await Promise.all([
      ...pending.map(({ gatewayRef, satang }, i) => signed({ gatewayRef, status: 'succeeded', amount: satang, eventId: `evt_receipt_${i}` })),
      signed({ gatewayRef: failing.gatewayRef, status: 'failed', amount: failing.satang, eventId: 'evt_receipt_failed', failureReason: 'declined' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear() + 543;
    const numbers = [];
    for (const { order, shopper } of pending) {
      const answer = await send(server.url, 'GET', `/order/api/orders/${order.orderId}`, { headers: shopper.auth });
      const { receipt, payments: paid } = v.parse(OrderResponse, answer.json).data;
      expect(receipt?.number).toMatch(new RegExp(`^RC${year}-\\d{6}$`));
      expect(receipt?.issuedAt).toBe(paid[0]!.completedAt);
      numbers.push(placeOf(receipt!.number));
    }
    const sorted = numbers.toSorted((a, b) => a - b);
    expect(sorted).toEqual(sorted.map((_, i) => sorted[0]! + i));

    // an order not paid has no receipt
    const unpaid = await send(server.url, 'GET', `/order/api/orders/${failing.order.orderId}`, { headers: failing.shopper.auth });
    expect(v.parse(OrderResponse, unpaid.json).data.receipt).toBeNull();
    // the next one paid takes the next number
    const next = await pendingPayment();
    await signed({ gatewayRef: next.gatewayRef, status: 'succeeded', amount: next.satang, eventId: 'evt_receipt_next' });
    const [row] = await server.db.select({ receiptNumber: orders.receiptNumber }).from(orders).where(eq(orders.id, next.order.orderId));
    expect(placeOf(row!.receiptNumber!)).toBe(sorted.at(-1)! + 1);
  });
});

describe('starting payments at the same time', () => {
  it('leaves exactly one pending payment of the order total when the shopper taps 10 times', async () => {
    const shopper = await createShopper(server);
    const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(server.url, 'POST', `/order/api/orders/${order.orderId}/payments`, { body: { method: i % 2 ? 'card' : 'promptpay' }, headers: shopper.auth }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(rows).toHaveLength(10);
    expect(rows.filter((p) => p.status === 'pending')).toHaveLength(1);
    expect(new Set(rows.map((p) => p.amount))).toEqual(new Set([Math.round(order.totalPayable * 100)]));
  });
});
