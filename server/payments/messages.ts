import type { OrderStatus } from '../db/schema.ts';
import { HttpError, notFound, say } from '../http/errors.ts';

/** Every refusal of the payment service, in Thai and English (the answer picks by accept-language). */
export const paymentErrors = {
  paymentNotFound: () => notFound('PAYMENT', say('ไม่พบรายการชำระเงินนี้', 'This payment could not be found')),
  /** the order cannot take a new payment: paid already, cancelled, or out of time */
  orderNotPayable: (status: OrderStatus) => {
    if (status === 'cancelled') return new HttpError(409, 'ORDER_CANCELLED', say('คำสั่งซื้อนี้ถูกยกเลิกแล้ว', 'This order has been cancelled'));
    if (status === 'pendingPayment' || status === 'expired')
      return new HttpError(
        409,
        'ORDER_EXPIRED',
        say('คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว กรุณาสั่งซื้อใหม่อีกครั้ง', 'The time to pay for this order has run out; please place the order again'),
      );
    return new HttpError(409, 'ORDER_ALREADY_PAID', say('คำสั่งซื้อนี้ชำระเงินแล้ว', 'This order has already been paid'));
  },
  methodUnavailable: () =>
    new HttpError(
      503,
      'PAYMENT_METHOD_UNAVAILABLE',
      say('ช่องทางชำระเงินนี้ยังไม่เปิดให้บริการ กรุณาเลือกช่องทางอื่น', 'This payment method is not available; please choose another one'),
    ),
  invalidSignature: () => new HttpError(401, 'INVALID_SIGNATURE', say('ลายเซ็นของการแจ้งผลชำระเงินไม่ถูกต้อง', 'The callback signature is missing or invalid')),
  amountMismatch: () => new HttpError(422, 'AMOUNT_MISMATCH', say('ยอดเงินไม่ตรงกับยอดที่ต้องชำระ', 'The amount does not match the payment')),
  notPending: () => new HttpError(409, 'PAYMENT_NOT_PENDING', say('รายการชำระเงินนี้ไม่ได้รอการชำระแล้ว', 'This payment is no longer waiting to be paid')),
  notBankTransfer: () => new HttpError(409, 'NOT_BANK_TRANSFER', say('รายการนี้ไม่ใช่การโอนเงินผ่านธนาคาร', 'Only bank-transfer payments are checked by staff')),
  callbackRefused: () =>
    new HttpError(502, 'CALLBACK_FAILED', say('ร้านค้าไม่ได้รับผลการชำระเงิน กรุณาลองใหม่อีกครั้ง', 'The shop did not accept the payment result; please try again')),
};
