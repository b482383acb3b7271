import type { OrderStatus } from '../db/schema.ts';
import { HttpError, type Localized, notFound, say } from '../http/errors.ts';
import { baht, MAX_ORDER_TOTAL } from '../money.ts';

const MAX_ORDER_BAHT = baht(MAX_ORDER_TOTAL).toLocaleString('en-US');

/** Why the customer cannot cancel the order themselves, by its status (only an unpaid order can be). */
const NOT_CANCELLABLE: Record<Exclude<OrderStatus, 'pendingPayment'>, Localized> = {
  paid: say(
    'คำสั่งซื้อนี้ชำระเงินแล้ว จึงยกเลิกเองไม่ได้ กรุณาติดต่อร้านค้าเพื่อขอยกเลิกและคืนเงิน',
    'This order has been paid, so it cannot be cancelled here; please contact the shop to cancel it and get a refund',
  ),
  preparing: say(
    'คำสั่งซื้อนี้กำลังจัดเตรียมสินค้า จึงยกเลิกเองไม่ได้ กรุณาติดต่อร้านค้าเพื่อขอยกเลิกและคืนเงิน',
    'This order is being prepared, so it cannot be cancelled here; please contact the shop to cancel it and get a refund',
  ),
  shipped: say('คำสั่งซื้อนี้จัดส่งแล้ว จึงยกเลิกไม่ได้', 'This order has been shipped and can no longer be cancelled'),
  delivered: say('คำสั่งซื้อนี้จัดส่งถึงแล้ว จึงยกเลิกไม่ได้', 'This order has been delivered and can no longer be cancelled'),
  cancelled: say('คำสั่งซื้อนี้ถูกยกเลิกแล้ว', 'This order has already been cancelled'),
  expired: say('คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว จึงไม่ต้องยกเลิก', 'This order has expired unpaid; there is nothing to cancel'),
};

/** Every refusal about orders, in Thai and English (the answer picks by accept-language). */
export const orderErrors = {
  orderNotFound: () => notFound('ORDER', say('ไม่พบคำสั่งซื้อนี้', 'This order could not be found')),
  cartEmpty: () => new HttpError(422, 'CART_EMPTY', say('ถุงช้อปปิ้งของคุณว่างอยู่', 'Your bag is empty')),
  cartChanged: () => new HttpError(409, 'CART_CHANGED', say('สินค้าในถุงช้อปปิ้งมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง', 'Your bag has changed; please check it again')),
  priceChanged: () =>
    new HttpError(409, 'PRICE_CHANGED', say('ราคาสินค้าในถุงช้อปปิ้งมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง', 'Prices in your bag have changed; please check them again')),
  cartOrdered: () => new HttpError(409, 'CART_ORDERED', say('สินค้าในถุงช้อปปิ้งนี้ถูกสั่งซื้อไปแล้ว', 'This bag has already been ordered')),
  orderTooLarge: () =>
    new HttpError(
      422,
      'ORDER_TOO_LARGE',
      say(
        `ยอดสั่งซื้อต่อครั้งต้องไม่เกิน ${MAX_ORDER_BAHT} บาท กรุณาแบ่งสั่งซื้อเป็นหลายครั้ง หรือติดต่อร้านค้าเพื่อขอใบเสนอราคา`,
        `One order can total at most ${MAX_ORDER_BAHT} baht; please split it into several orders, or contact the shop for a quotation`,
      ),
    ),
  idempotencyReused: () =>
    new HttpError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      say('Idempotency-Key นี้ถูกใช้กับคำสั่งซื้ออื่นแล้ว', 'This Idempotency-Key was already used for a different order request'),
    ),
  shippingAddressRequired: () => new HttpError(422, 'SHIPPING_ADDRESS_REQUIRED', say('กรุณาเพิ่มที่อยู่จัดส่งหลัก', 'Please add a default shipping address')),
  billingAddressRequired: () => new HttpError(422, 'BILLING_ADDRESS_REQUIRED', say('กรุณาเพิ่มที่อยู่สำหรับออกใบกำกับภาษีหลัก', 'Please add a default billing address')),
  /** `name`: the product's name in both languages */
  outOfStock: (name: Localized) => new HttpError(409, 'NOT_ENOUGH_STOCK', say(`สินค้าไม่เพียงพอ: ${name.th}`, `Not enough stock: ${name.en}`)),
  /** `text`: why the cart's coupon cannot be used, as the cart tells it */
  couponUnavailable: (text: Localized) => new HttpError(422, 'COUPON_NOT_APPLICABLE', text),
  couponUsedUp: () => new HttpError(409, 'COUPON_USED_UP', say('คูปองนี้ถูกใช้ครบจำนวนแล้ว', 'This coupon has been fully redeemed')),
  couponCustomerLimit: () =>
    new HttpError(422, 'COUPON_CUSTOMER_LIMIT', say('ท่านใช้คูปองนี้ครบจำนวนสิทธิ์แล้ว', 'You have already used this coupon as often as allowed')),
  educationCodeUnavailable: () =>
    new HttpError(
      422,
      'ELIGIBILITY_CODE_UNAVAILABLE',
      say('รหัสสิทธิ์การศึกษาใช้ไม่ได้แล้ว กรุณาลบออกจากถุงช้อปปิ้ง', 'The education code can no longer be used; please remove it from your bag'),
    ),
  educationYearlyLimit: (text: Localized) => new HttpError(422, 'EDUCATION_YEARLY_LIMIT', text),
  statusChange: (from: string, to: string) =>
    new HttpError(409, 'STATUS_CHANGE_NOT_ALLOWED', say(`เปลี่ยนสถานะจาก ${from} เป็น ${to} ไม่ได้`, `An order cannot go from ${from} to ${to}`)),
  notCancellable: (status: keyof typeof NOT_CANCELLABLE) => new HttpError(409, 'ORDER_NOT_CANCELLABLE', NOT_CANCELLABLE[status]),
};
