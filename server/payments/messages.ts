import type { OrderStatus } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';

/** Every refusal of the payment service, in Thai by default and English with accept-language en. */
export const paymentErrors = {
  paymentNotFound: (lang: Lang) => notFound('PAYMENT', pick(lang, 'ไม่พบรายการชำระเงินนี้', 'This payment could not be found')),
  /** the order cannot take a new payment: paid already, cancelled, or out of time */
  orderNotPayable: (lang: Lang, status: OrderStatus) => {
    if (status === 'cancelled') return new HttpError(409, 'ORDER_CANCELLED', pick(lang, 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว', 'This order has been cancelled'));
    if (status === 'pendingPayment' || status === 'expired')
      return new HttpError(
        409,
        'ORDER_EXPIRED',
        pick(lang, 'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว กรุณาสั่งซื้อใหม่อีกครั้ง', 'The time to pay for this order has run out; please place the order again'),
      );
    return new HttpError(409, 'ORDER_ALREADY_PAID', pick(lang, 'คำสั่งซื้อนี้ชำระเงินแล้ว', 'This order has already been paid'));
  },
  methodUnavailable: (lang: Lang) =>
    new HttpError(
      503,
      'PAYMENT_METHOD_UNAVAILABLE',
      pick(lang, 'ช่องทางชำระเงินนี้ยังไม่เปิดให้บริการ กรุณาเลือกช่องทางอื่น', 'This payment method is not available; please choose another one'),
    ),
  invalidSignature: (lang: Lang) =>
    new HttpError(401, 'INVALID_SIGNATURE', pick(lang, 'ลายเซ็นของการแจ้งผลชำระเงินไม่ถูกต้อง', 'The callback signature is missing or invalid')),
  amountMismatch: (lang: Lang) => new HttpError(422, 'AMOUNT_MISMATCH', pick(lang, 'ยอดเงินไม่ตรงกับยอดที่ต้องชำระ', 'The amount does not match the payment')),
  notPending: (lang: Lang) =>
    new HttpError(409, 'PAYMENT_NOT_PENDING', pick(lang, 'รายการชำระเงินนี้ไม่ได้รอการชำระแล้ว', 'This payment is no longer waiting to be paid')),
  notBankTransfer: (lang: Lang) =>
    new HttpError(409, 'NOT_BANK_TRANSFER', pick(lang, 'รายการนี้ไม่ใช่การโอนเงินผ่านธนาคาร', 'Only bank-transfer payments are checked by staff')),
  callbackRefused: (lang: Lang) =>
    new HttpError(
      502,
      'CALLBACK_FAILED',
      pick(lang, 'ร้านค้าไม่ได้รับผลการชำระเงิน กรุณาลองใหม่อีกครั้ง', 'The shop did not accept the payment result; please try again'),
    ),
};
