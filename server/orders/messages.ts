import { HttpError, notFound } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';
import type { OrderStatus } from '../db/schema.ts';

/** Why the customer cannot cancel the order themselves, by its status (only an unpaid order can be). */
const NOT_CANCELLABLE: Record<Exclude<OrderStatus, 'pendingPayment'>, Record<Lang, string>> = {
  paid: {
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว จึงยกเลิกเองไม่ได้ กรุณาติดต่อร้านค้าเพื่อขอยกเลิกและคืนเงิน',
    en: 'This order has been paid, so it cannot be cancelled here; please contact the shop to cancel it and get a refund',
  },
  preparing: {
    th: 'คำสั่งซื้อนี้กำลังจัดเตรียมสินค้า จึงยกเลิกเองไม่ได้ กรุณาติดต่อร้านค้าเพื่อขอยกเลิกและคืนเงิน',
    en: 'This order is being prepared, so it cannot be cancelled here; please contact the shop to cancel it and get a refund',
  },
  shipped: { th: 'คำสั่งซื้อนี้จัดส่งแล้ว จึงยกเลิกไม่ได้', en: 'This order has been shipped and can no longer be cancelled' },
  delivered: { th: 'คำสั่งซื้อนี้จัดส่งถึงแล้ว จึงยกเลิกไม่ได้', en: 'This order has been delivered and can no longer be cancelled' },
  cancelled: { th: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว', en: 'This order has already been cancelled' },
  expired: { th: 'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว จึงไม่ต้องยกเลิก', en: 'This order has expired unpaid; there is nothing to cancel' },
};

export const orderErrors = {
  orderNotFound: (lang: Lang) => notFound('ORDER', pick(lang, 'ไม่พบคำสั่งซื้อนี้', 'This order could not be found')),
  cartEmpty: (lang: Lang) => new HttpError(422, 'CART_EMPTY', pick(lang, 'ตะกร้าสินค้าว่างเปล่า', 'Your cart is empty')),
  cartChanged: (lang: Lang) =>
    new HttpError(409, 'CART_CHANGED', pick(lang, 'ตะกร้าสินค้ามีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง', 'Your cart has changed; please check it again')),
  priceChanged: (lang: Lang) =>
    new HttpError(
      409,
      'PRICE_CHANGED',
      pick(lang, 'ราคาสินค้าในตะกร้ามีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง', 'Prices in your cart have changed; please check them again'),
    ),
  cartOrdered: (lang: Lang) => new HttpError(409, 'CART_ORDERED', pick(lang, 'ตะกร้านี้ถูกสั่งซื้อแล้ว', 'This cart has already been ordered')),
  idempotencyReused: (lang: Lang) =>
    new HttpError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      pick(lang, 'Idempotency-Key นี้ถูกใช้กับคำสั่งซื้ออื่นแล้ว', 'This Idempotency-Key was already used for a different order request'),
    ),
  shippingAddressRequired: (lang: Lang) =>
    new HttpError(422, 'SHIPPING_ADDRESS_REQUIRED', pick(lang, 'กรุณาเพิ่มที่อยู่จัดส่งหลัก', 'Please add a default shipping address')),
  billingAddressRequired: (lang: Lang) =>
    new HttpError(422, 'BILLING_ADDRESS_REQUIRED', pick(lang, 'กรุณาเพิ่มที่อยู่สำหรับออกใบกำกับภาษีหลัก', 'Please add a default billing address')),
  outOfStock: (lang: Lang, name: string) => new HttpError(409, 'NOT_ENOUGH_STOCK', pick(lang, `สินค้าไม่เพียงพอ: ${name}`, `Not enough stock: ${name}`)),
  couponUnavailable: (message: string) => new HttpError(422, 'COUPON_NOT_APPLICABLE', message),
  couponUsedUp: (lang: Lang) => new HttpError(409, 'COUPON_USED_UP', pick(lang, 'คูปองนี้ถูกใช้ครบจำนวนแล้ว', 'This coupon has been fully redeemed')),
  couponCustomerLimit: (lang: Lang) =>
    new HttpError(422, 'COUPON_CUSTOMER_LIMIT', pick(lang, 'ท่านใช้คูปองนี้ครบจำนวนสิทธิ์แล้ว', 'You have already used this coupon as often as allowed')),
  educationCodeUnavailable: (lang: Lang) =>
    new HttpError(
      422,
      'ELIGIBILITY_CODE_UNAVAILABLE',
      pick(lang, 'รหัสสิทธิ์การศึกษาใช้ไม่ได้แล้ว กรุณาลบออกจากตะกร้า', 'The education code can no longer be used; please remove it from your cart'),
    ),
  educationYearlyLimit: (message: string) => new HttpError(422, 'EDUCATION_YEARLY_LIMIT', message),
  statusChange: (lang: Lang, from: string, to: string) =>
    new HttpError(409, 'STATUS_CHANGE_NOT_ALLOWED', pick(lang, `เปลี่ยนสถานะจาก ${from} เป็น ${to} ไม่ได้`, `An order cannot go from ${from} to ${to}`)),
  notCancellable: (lang: Lang, status: keyof typeof NOT_CANCELLABLE) => new HttpError(409, 'ORDER_NOT_CANCELLABLE', NOT_CANCELLABLE[status][lang]),
  forbidden: (lang: Lang) => new HttpError(403, 'FORBIDDEN', pick(lang, 'ไม่มีสิทธิ์เข้าถึง', 'Not allowed')),
};
