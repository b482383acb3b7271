import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderData, OrderResponse, type OrderStatus } from '../../contract/order.ts';
import { CreatePaymentResponse } from '../../contract/payment.ts';
import { orders, payments, skus } from '../../server/db/schema.ts';
import { REFUND_DUE } from '../../server/orders/lifecycle.ts';
import { createShopper, type Shopper, skuOf } from './checkout.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const ADMIN_KEY = 'test-admin-key';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { adminApiKey: ADMIN_KEY } });
});
afterAll(() => server?.close());

const AIRTAG = skuOf('airtag', 0);
const stockOf = async () => (await server.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, AIRTAG)))[0]!.stock;
const staff = (path: string, body?: unknown) => send(server.url, 'POST', path, { body, headers: { 'x-api-key': ADMIN_KEY } });
const setStatus = (orderId: string, status: OrderStatus) => staff(`/order/api/admin/orders/${orderId}/status`, { status });
const cancelAsCustomer = (shopper: Shopper, orderId: string, lang?: 'en') =>
  send(server.url, 'POST', `/order/api/orders/${orderId}/cancel`, { headers: { ...shopper.auth, ...(lang ? { 'accept-language': lang } : {}) } });

async function readOrder(shopper: Shopper, orderId: string) {
  const answer = await send(server.url, 'GET', `/order/api/orders/${orderId}`, { headers: shopper.auth });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(OrderResponse, answer.json).data;
}

/** Pays by bank transfer, confirmed by staff: a payment that took the money. */
async function pay(shopper: Shopper, orderId: string) {
  const started = await send(server.url, 'POST', `/order/api/orders/${orderId}/payments`, {
    body: { method: 'bank-transfer', slipReference: 'SLIP20261121' },
    headers: shopper.auth,
  });
  expect(started.status, started.text).toBe(201);
  const { payment } = v.parse(CreatePaymentResponse, started.json).data;
  expect((await staff(`/order/api/admin/payments/${payment.id}/confirm`)).status).toBe(200);
}

/** An order of two AirTags of a fresh shopper, brought to `status` the way it gets there in the shop. */
async function orderIn(status: OrderStatus) {
  const shopper = await createShopper(server);
  const order = await shopper.placed(await shopper.cart([{ productId: AIRTAG, quantity: 2 }]));
  const { orderId } = order;
  if (status === 'cancelled') expect((await cancelAsCustomer(shopper, orderId)).status).toBe(200);
  if (status === 'expired') {
    await server.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
  }
  const afterPaying = ['paid', 'preparing', 'shipped', 'delivered'] as const;
  const steps = afterPaying.indexOf(status as (typeof afterPaying)[number]);
  if (steps >= 0) await pay(shopper, orderId);
  for (const next of afterPaying.slice(1, steps + 1)) expect((await setStatus(orderId, next)).status).toBe(200);
  const read = await readOrder(shopper, orderId);
  expect(read.status).toBe(status);
  return { shopper, order: read };
}

/** What a refused cancel must leave alone: the order, its payments and the stock. */
async function stateOf(shopper: Shopper, order: OrderData) {
  const { statusHistory, payments: paid, status, creditNote } = await readOrder(shopper, order.orderId);
  const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.orderId));
  return { status, statusHistory, paid, creditNote, rows, stock: await stockOf() };
}

describe('a customer cancelling their order', () => {
  it('cancels an unpaid order and gives the stock back', async () => {
    const { shopper, order } = await orderIn('pendingPayment');
    const before = await stockOf();
    const answer = await cancelAsCustomer(shopper, order.orderId);
    expect(answer.status, answer.text).toBe(200);
    expect(v.parse(OrderResponse, answer.json).data.status).toBe('cancelled');
    expect(await stockOf()).toBe(before + 2);
  });

  const refusals: [OrderStatus, string, string][] = [
    [
      'paid',
      'คำสั่งซื้อนี้ชำระเงินแล้ว จึงยกเลิกเองไม่ได้ กรุณาติดต่อร้านค้าเพื่อขอยกเลิกและคืนเงิน',
      'This order has been paid, so it cannot be cancelled here; please contact the shop to cancel it and get a refund',
    ],
    [
      'preparing',
      'คำสั่งซื้อนี้กำลังจัดเตรียมสินค้า จึงยกเลิกเองไม่ได้ กรุณาติดต่อร้านค้าเพื่อขอยกเลิกและคืนเงิน',
      'This order is being prepared, so it cannot be cancelled here; please contact the shop to cancel it and get a refund',
    ],
    ['shipped', 'คำสั่งซื้อนี้จัดส่งแล้ว จึงยกเลิกไม่ได้', 'This order has been shipped and can no longer be cancelled'],
    ['delivered', 'คำสั่งซื้อนี้จัดส่งถึงแล้ว จึงยกเลิกไม่ได้', 'This order has been delivered and can no longer be cancelled'],
    ['cancelled', 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว', 'This order has already been cancelled'],
    ['expired', 'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว จึงไม่ต้องยกเลิก', 'This order has expired unpaid; there is nothing to cancel'],
  ];
  for (const [status, thai, english] of refusals)
    it(`refuses to cancel the order once it is ${status}, with 409 and a message in the shopper's language, changing nothing`, async () => {
      const { shopper, order } = await orderIn(status);
      const before = await stateOf(shopper, order);
      expect(expectError(await cancelAsCustomer(shopper, order.orderId), 409, 'ORDER_NOT_CANCELLABLE').message).toBe(thai);
      expect(expectError(await cancelAsCustomer(shopper, order.orderId, 'en'), 409, 'ORDER_NOT_CANCELLABLE').message).toBe(english);
      expect(await stateOf(shopper, order)).toEqual(before);
    });
});

describe('staff cancelling an order', () => {
  it('cancels an unpaid order: stock back, nothing to refund', async () => {
    const { shopper, order } = await orderIn('pendingPayment');
    const before = await stockOf();
    expect((await setStatus(order.orderId, 'cancelled')).status).toBe(200);
    expect(await stockOf()).toBe(before + 2);
    const read = await readOrder(shopper, order.orderId);
    expect(read.payments).toEqual([]);
    // nothing was received, so there is no receipt to take back
    expect([read.receipt, read.creditNote]).toEqual([null, null]);
  });

  for (const status of ['paid', 'preparing'] as const)
    it(`cancels the order once it is ${status}, gives the stock back and shows the shopper the payment as refund due`, async () => {
      const { shopper, order } = await orderIn(status);
      expect(order.payments.map((p) => [p.status, p.refundDue])).toEqual([['succeeded', false]]);
      const before = await stockOf();
      const answer = await setStatus(order.orderId, 'cancelled');
      expect(answer.status, answer.text).toBe(200);
      expect(await stockOf()).toBe(before + 2);

      const read = await readOrder(shopper, order.orderId);
      expect(read.status).toBe('cancelled');
      expect(read.payments.map((p) => [p.status, p.refundDue])).toEqual([['succeeded', true]]);
      const [row] = await server.db.select().from(payments).where(eq(payments.orderId, order.orderId));
      expect(row).toMatchObject({ status: 'succeeded', failureReason: REFUND_DUE });
      // the receipt stays what it was; a credit note of this year's series takes it back, dated when it was cancelled
      expect(read.receipt).toEqual(order.receipt);
      expect(read.creditNote?.number).toMatch(/^CN25\d\d-\d{6}$/);
      const cancelledAt = read.statusHistory.find((event) => event.status === 'cancelled')!.at;
      expect(read.creditNote?.issuedAt).toBe(cancelledAt);
    });

  it('numbers the credit notes of a year one after another, apart from the receipts', async () => {
    const [first, second] = await Promise.all([orderIn('paid'), orderIn('paid')]);
    for (const { order } of [first!, second!]) expect((await setStatus(order.orderId, 'cancelled')).status).toBe(200);
    const [a, b] = await Promise.all([first!, second!].map(({ shopper, order }) => readOrder(shopper, order.orderId)));
    const place = (number: string) => Number(number.split('-')[1]);
    expect(place(b!.creditNote!.number) - place(a!.creditNote!.number)).toBe(1);
    expect(a!.creditNote!.number.slice(2, 6)).toBe(a!.receipt!.number.slice(2, 6));
  });

  for (const status of ['shipped', 'delivered', 'cancelled', 'expired'] as const)
    it(`refuses to cancel the order once it is ${status}, changing nothing`, async () => {
      const { shopper, order } = await orderIn(status);
      const before = await stateOf(shopper, order);
      expectError(await setStatus(order.orderId, 'cancelled'), 409, 'STATUS_CHANGE_NOT_ALLOWED');
      expect(await stateOf(shopper, order)).toEqual(before);
    });
});
