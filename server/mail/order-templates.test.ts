import { describe, expect, it } from 'vitest';
import { orderCancelledMail, type OrderMailFacts, orderRefundedMail, paymentReceivedMail } from './order-templates.ts';

const facts = (preorder: boolean): OrderMailFacts => ({
  firstName: 'Somchai',
  orderId: 'SO100001',
  lines: [{ name: 'Apple Watch Ultra 3', quantity: 1, amount: '฿31,900' }],
  discount: null,
  educationDiscount: null,
  deliveryFee: null,
  total: '฿31,900',
  link: 'https://shop.example/order-tracking/SO100001',
  preorder,
});

describe('paymentReceivedMail', () => {
  it('tells a pre-order that it is reserved and ships with the product, an order that it is being prepared', () => {
    const preorder = paymentReceivedMail('en', { ...facts(true), method: 'card', receiptNumber: 'RC2569-000001' });
    expect(preorder.subject).toBe('Payment received for pre-order SO100001');
    expect(preorder.text).toContain('as soon as the product ships in Thailand');
    expect(preorder.text).not.toContain('prepare your items');
    expect(preorder.text).toContain('Your receipt and tax invoice is number RC2569-000001.');
    const order = paymentReceivedMail('th', { ...facts(false), method: 'card', receiptNumber: 'RC2569-000002' });
    expect(order.subject).toBe('ได้รับการชำระเงินสำหรับคำสั่งซื้อหมายเลข SO100001 แล้ว');
    expect(order.text).toContain('จะจัดเตรียมสินค้าเพื่อจัดส่งให้ท่านต่อไป');
    expect(order.text).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษีของท่านคือเลขที่ RC2569-000002 ท่านพิมพ์ได้จากหน้าคำสั่งซื้อ');
  });
});

describe('orderCancelledMail', () => {
  it('says the order is cancelled and nothing is owed, with its lines, in the order’s language', () => {
    const th = orderCancelledMail('th', { ...facts(false), educationDiscount: '฿3,000', discount: '฿500' });
    expect(th.subject).toBe('ยกเลิกคำสั่งซื้อหมายเลข SO100001 แล้ว');
    expect(th.text).toContain('ท่านไม่ต้องชำระเงินสำหรับคำสั่งซื้อนี้');
    expect(th.text).toContain('Apple Watch Ultra 3 × 1   ฿31,900');
    expect(th.text).toContain('ส่วนลดเพื่อการศึกษา   -฿3,000');
    expect(th.text).toContain('ส่วนลด   -฿500');
    const en = orderCancelledMail('en', facts(false));
    expect(en.subject).toBe('Order SO100001 is cancelled');
    expect(en.text).toContain('There is nothing to pay for it.');
    expect(en.text).not.toContain('Discount');
  });
});

describe('orderRefundedMail', () => {
  const numbers = { receiptNumber: 'RC2569-000004', creditNoteNumber: 'CN2569-000001' };

  it('says how much comes back, by the way it was paid and when, and which credit note takes back which receipt', () => {
    const en = orderRefundedMail('en', { ...facts(false), method: 'bank-transfer', ...numbers });
    expect(en.subject).toBe('Order SO100001 is cancelled and refunded');
    expect(en.text).toContain('We refund the ฿31,900 you paid by bank transfer in full, to your bank account within 14 working days');
    expect(en.text).toContain("Credit note CN2569-000001 takes back your receipt and tax invoice RC2569-000004: you can print it from the order's page.");
    const th = orderRefundedMail('th', { ...facts(false), method: 'promptpay', ...numbers });
    expect(th.subject).toBe('ยกเลิกคำสั่งซื้อหมายเลข SO100001 และคืนเงินแล้ว');
    expect(th.text).toContain('จะคืนเงิน ฿31,900 ที่ท่านชำระด้วยพร้อมเพย์เต็มจำนวน โดยโอนคืนเข้าบัญชีพร้อมเพย์ที่ใช้ชำระภายใน 7 วันทำการ');
  });

  it('does not send a pre-order’s buyer, who has no account page, to print it', () => {
    const preorder = orderRefundedMail('en', { ...facts(true), method: 'card', ...numbers });
    expect(preorder.text).toContain('Credit note CN2569-000001 takes back your receipt and tax invoice RC2569-000004.');
    expect(preorder.text).not.toContain('print it');
  });
});
