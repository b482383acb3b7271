import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreatePaymentResponse } from '../../contract/payment.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { signCallback } from '../../server/payments/signature.ts';
import { createShopper, type Shopper, skuOf } from './checkout.ts';
import { send } from './http.ts';
import { expectMailCount, mailsTo, waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const ADMIN_KEY = 'test-admin-key';
const GATEWAY_SECRET = 'test-gateway-secret';
const config = { adminApiKey: ADMIN_KEY, payment: { gatewayUrl: null, gatewaySecret: GATEWAY_SECRET, promptPayId: '0812345678', sandbox: true } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config });
});
afterAll(() => server?.close());

const IPHONE = skuOf('iphone-17', 0);

/** The payment deadline as the mail must write it: 'dd MM yyyy HH:mm:ss' in Bangkok (the Buddhist year in Thai), worked out here with Intl. */
function bangkok(iso: string, lang: 'th' | 'en') {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const year = Number(part('year')) + (lang === 'th' ? 543 : 0);
  return `${part('day')} ${part('month')} ${year} ${part('hour')}:${part('minute')}:${part('second')}`;
}

const baht = (amount: number) => `฿${amount.toLocaleString('en-US')}`;

async function startPayment(shopper: Shopper, orderId: string, body: unknown) {
  const answer = await send(server.url, 'POST', `/order/api/orders/${orderId}/payments`, { body, headers: shopper.auth });
  expect(answer.status, answer.text).toBe(201);
  return v.parse(CreatePaymentResponse, answer.json).data.payment;
}

/** The gateway's signed callback reporting the card charge as paid. */
function cardPaid(payment: { gatewayRef: string | null; amount: number }, eventId: string) {
  const raw = JSON.stringify({ gatewayRef: payment.gatewayRef, status: 'succeeded', amount: Math.round(payment.amount * 100), eventId });
  return send(server.url, 'POST', '/order/api/payments/callback', {
    raw,
    headers: { 'content-type': 'application/json', 'x-signature': signCallback(raw, GATEWAY_SECRET) },
  });
}

describe('order mails', () => {
  it('mails a Thai order’s confirmation once, even when the request is replayed, and the payment once', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: IPHONE, quantity: 1 }]);
    const order = await shopper.placed(cart, 'mail-order-key-01');
    await shopper.placed(cart, 'mail-order-key-01');

    const confirmation = await waitForMail(server, shopper.email);
    expect(confirmation.subject).toBe(`ได้รับคำสั่งซื้อหมายเลข ${order.orderId} แล้ว`);
    const item = order.items[0]!;
    expect(item.netPrice).toMatch(/^\d{1,3}(,\d{3})+$/);
    for (const text of [
      'เรียน คุณสมชาย',
      `คำสั่งซื้อหมายเลข ${order.orderId}`,
      `${item.name} (${item.description}) × 1   ฿${item.netPrice}`,
      `ยอดชำระทั้งหมด (รวมภาษีมูลค่าเพิ่ม)   ${baht(order.totalPayable)}`,
      `กรุณาชำระเงินภายใน ${bangkok(order.expiredAt, 'th')} (เวลาประเทศไทย)`,
      `${server.url}/my-account/order/${order.orderId}`,
    ])
      expect(confirmation.text).toContain(text);
    expect(confirmation.html).toContain(`href="${server.url}/my-account/order/${order.orderId}"`);
    await expectMailCount(server, shopper.email, 1);

    const payment = await startPayment(shopper, order.orderId, { method: 'bank-transfer', slipReference: 'SLIP20261121' });
    const confirm = () => send(server.url, 'POST', `/order/api/admin/payments/${payment.id}/confirm`, { headers: { 'x-api-key': ADMIN_KEY } });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    const paid = await waitForMail(server, shopper.email, 2);
    expect(paid.subject).toBe(`ได้รับการชำระเงินสำหรับคำสั่งซื้อหมายเลข ${order.orderId} แล้ว`);
    expect(paid.text).toContain(`เราได้รับการชำระเงินด้วยการโอนเงินผ่านธนาคารสำหรับคำสั่งซื้อหมายเลข ${order.orderId}`);
    expect(paid.text).toContain(`${item.name} (${item.description}) × 1   ฿${item.netPrice}`);
    expect(paid.text).toContain(`${server.url}/my-account/order/${order.orderId}`);
    expect(paid.text).toMatch(/ใบเสร็จรับเงิน\/ใบกำกับภาษีของท่านคือเลขที่ RC25\d{2}-\d{6} ท่านพิมพ์ได้จากหน้าคำสั่งซื้อ/);
    await expectMailCount(server, shopper.email, 2);
  });

  it('writes an English order’s mails in English, and a repeated gateway callback mails the payment once', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: IPHONE, quantity: 2 }]);
    const order = await shopper.placed(cart, undefined, { lang: 'en' });

    const confirmation = await waitForMail(server, shopper.email);
    expect(confirmation.subject).toBe(`We have received your order ${order.orderId}`);
    expect(confirmation.html).toContain('<html lang="en">');
    for (const text of [
      'Hello สมชาย,',
      `${order.items[0]!.name} (${order.items[0]!.description}) × 2   ฿${order.items[0]!.netPrice}`,
      `Total (VAT included)   ${baht(order.totalPayable)}`,
      `Please pay by ${bangkok(order.expiredAt, 'en')} (Thailand time)`,
      `${server.url}/en/my-account/order/${order.orderId}`,
    ])
      expect(confirmation.text).toContain(text);

    const payment = await startPayment(shopper, order.orderId, { method: 'card' });
    for (const eventId of ['evt_mail_1', 'evt_mail_2']) expect((await cardPaid(payment, eventId)).status).toBe(200);
    const paid = await waitForMail(server, shopper.email, 2);
    expect(paid.subject).toBe(`Payment received for order ${order.orderId}`);
    expect(paid.text).toContain(`We have received your card payment for order ${order.orderId}`);
    expect(paid.text).toMatch(/Your receipt and tax invoice is number RC25\d{2}-\d{6}: you can print it from the order's page\./);
    expect(paid.text).toContain(`${server.url}/en/my-account/order/${order.orderId}`);
    await expectMailCount(server, shopper.email, 2);
  });

  it('shows an education-priced line at its regular price and takes the education discount off once, so the rows add up', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: skuOf('ipad-pro-11-m5', 0), quantity: 1 }]);
    const applied = await send(server.url, 'POST', `/cart/api/cart/${cart.cartId}/apply-eligibility-code`, {
      body: { customerId: 'EDU-TH-0001', eligibilityCode: 'CU-EDU-2026' },
      headers: shopper.auth,
    });
    expect(applied.status, applied.text).toBe(200);
    const order = await shopper.placed(await shopper.readCart(cart.cartId));
    const item = order.items[0]!;
    expect(item.eduDiscount).toBeGreaterThan(0);

    const confirmation = await waitForMail(server, shopper.email);
    expect(confirmation.text).toContain(`${item.name} (${item.description}) × 1   ${baht(item.totalPrice + item.eduDiscount)}`);
    expect(confirmation.text).toContain(`ส่วนลดเพื่อการศึกษา   -${baht(order.totalEduDiscount)}`);
    expect(item.totalPrice + item.eduDiscount - order.totalEduDiscount + order.totalDeliveryFee).toBe(order.totalPayable);
  });

  it('mails the cancellation once when the customer cancels an unpaid order', async () => {
    const shopper = await createShopper(server);
    const order = await shopper.placed(await shopper.cart([{ productId: IPHONE, quantity: 1 }]), undefined, { lang: 'en' });
    await waitForMail(server, shopper.email);
    const cancel = () => send(server.url, 'POST', `/order/api/orders/${order.orderId}/cancel`, { headers: shopper.auth });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    const cancelled = await waitForMail(server, shopper.email, 2);
    expect(cancelled.subject).toBe(`Order ${order.orderId} is cancelled`);
    expect(cancelled.text).toContain(`As you asked, we have cancelled order ${order.orderId}. There is nothing to pay for it.`);
    expect(cancelled.text).toContain(`${server.url}/en/my-account/order/${order.orderId}`);
    await expectMailCount(server, shopper.email, 2);
  });

  it('mails the refund once, with the credit note taking back the receipt, when staff cancel a paid order; nothing for an unpaid one', async () => {
    const staffCancels = (orderId: string) =>
      send(server.url, 'POST', `/order/api/admin/orders/${orderId}/status`, { body: { status: 'cancelled' }, headers: { 'x-api-key': ADMIN_KEY } });
    const shopper = await createShopper(server);
    const order = await shopper.placed(await shopper.cart([{ productId: IPHONE, quantity: 1 }]));
    const payment = await startPayment(shopper, order.orderId, { method: 'card' });
    expect((await cardPaid(payment, 'evt_refund_1')).status).toBe(200);
    await waitForMail(server, shopper.email, 2);
    expect((await staffCancels(order.orderId)).status).toBe(200);
    expect((await staffCancels(order.orderId)).status).toBe(409);

    const refunded = await waitForMail(server, shopper.email, 3);
    const read = await send(server.url, 'GET', `/order/api/orders/${order.orderId}`, { headers: shopper.auth });
    const { receipt, creditNote } = (read.json as { data: { receipt: { number: string }; creditNote: { number: string } } }).data;
    expect(refunded.subject).toBe(`ยกเลิกคำสั่งซื้อหมายเลข ${order.orderId} และคืนเงินแล้ว`);
    expect(refunded.text).toContain(
      `เราได้ยกเลิกคำสั่งซื้อหมายเลข ${order.orderId} แล้ว และจะคืนเงิน ${baht(order.totalPayable)} ที่ท่านชำระด้วยบัตรเครดิต/เดบิตเต็มจำนวน โดยยกเลิกรายการบนบัตรภายใน 7 วันทำการ`,
    );
    expect(refunded.text).toContain(`ใบลดหนี้เลขที่ ${creditNote.number} ยกเลิกใบเสร็จรับเงิน/ใบกำกับภาษีเลขที่ ${receipt.number} ของท่าน`);
    await expectMailCount(server, shopper.email, 3);

    const unpaid = await createShopper(server);
    const unpaidOrder = await unpaid.placed(await unpaid.cart([{ productId: IPHONE, quantity: 1 }]));
    await waitForMail(server, unpaid.email);
    expect((await staffCancels(unpaidOrder.orderId)).status).toBe(200);
    await expectMailCount(server, unpaid.email, 1);
  });

  it('sends nothing for a refused order', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: IPHONE, quantity: 1 }]);
    expect((await shopper.order(cart, undefined, { body: { taxInvoice: { type: 'person', name: 'ก', taxId: '1' } } })).status).toBe(400);
    await expectMailCount(server, shopper.email, 0);
  });
});

describe('a mail server that fails', () => {
  let broken: TestServer;
  beforeAll(async () => {
    const mailer = { mode: 'smtp' as const, send: () => Promise.reject(new Error('SMTP server unreachable')) };
    broken = await startTestServer({ config: { ...config, logLevel: 'error' }, mailer });
  });
  afterAll(() => broken?.close());

  it('never fails the order or the payment; the mails wait in the outbox for another attempt, and the failure is logged without the address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const shopper = await createShopper(broken);
      const order = await shopper.placed(await shopper.cart([{ productId: IPHONE, quantity: 1 }]));
      const started = await send(broken.url, 'POST', `/order/api/orders/${order.orderId}/payments`, {
        body: { method: 'bank-transfer', slipReference: 'SLIP20261122' },
        headers: shopper.auth,
      });
      const { payment } = v.parse(CreatePaymentResponse, started.json).data;
      const confirmed = await send(broken.url, 'POST', `/order/api/admin/payments/${payment.id}/confirm`, { headers: { 'x-api-key': ADMIN_KEY } });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect((confirmed.json as { data: { orderStatus: string } }).data.orderStatus).toBe('paid');
      const waiting = await vi.waitFor(async () => {
        const rows = await broken.db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.email)).orderBy(mailOutbox.id);
        expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
          ['pending', 1, 'SMTP server unreachable'],
          ['pending', 1, 'SMTP server unreachable'],
        ]);
        return rows;
      });
      expect(waiting[0]!.subject).toContain(order.orderId);
      const lines = logged.mock.calls.map((call) => String(call[0]));
      const failures = lines
        .map((line) => JSON.parse(line) as { msg: string; outboxId: number })
        .filter((line) => line.msg === 'mail not sent; it will be tried again');
      expect(failures.map((line) => line.outboxId)).toEqual(expect.arrayContaining(waiting.map((row) => row.id)));
      expect(lines.join('\n')).not.toContain(shopper.email);
      expect(await mailsTo(broken, shopper.email)).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});
