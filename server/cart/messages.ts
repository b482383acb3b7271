import { HttpError, notFound, say } from '../http/errors.ts';

const fmt = (satang: number) => (satang / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Every refusal of the cart service, in Thai and English (the answer picks by accept-language). */
export const cartErrors = {
  cartNotFound: () => notFound('CART', say('ไม่พบถุงช้อปปิ้งนี้', 'This bag could not be found')),
  productNotFound: () => notFound('PRODUCT', say('ไม่พบสินค้านี้', 'This product could not be found')),
  itemNotFound: () => notFound('ITEM', say('ไม่พบสินค้านี้ในถุงช้อปปิ้ง', 'This item is not in your bag')),
  outOfStock: () => new HttpError(422, 'OUT_OF_STOCK', say('สินค้าหมด', 'This product is out of stock')),
  notEnoughStock: () => new HttpError(422, 'NOT_ENOUGH_STOCK', say('สินค้าไม่เพียงพอ', 'Not enough stock')),
  quantityLimit: (limit: number) => new HttpError(422, 'QUANTITY_LIMIT', say(`สั่งซื้อได้สูงสุด ${limit} ชิ้นต่อรายการ`, `You can buy at most ${limit} of this item`)),
  educationLimit: () =>
    new HttpError(
      422,
      'EDUCATION_QUANTITY_LIMIT',
      say(
        'สินค้าราคาเพื่อการศึกษาซื้อได้ 1 ชิ้นต่อรายการตามเงื่อนไขของ Apple หากต้องการมากกว่า 1 ชิ้น โปรดลบรหัสสิทธิ์การศึกษาเพื่อซื้อในราคาปกติ',
        "An education-priced item is limited to 1 per line (Apple's rule). To buy more than 1, remove the education code and buy at the regular price.",
      ),
    ),
  optionWithoutItem: () => new HttpError(422, 'OPTION_WITHOUT_ITEM', say('กรุณาเพิ่มสินค้าหลักก่อนเลือกตัวเลือกนี้', 'Add the product this option belongs to first')),
  optionNotOffered: () => new HttpError(422, 'OPTION_NOT_OFFERED', say('ตัวเลือกนี้ไม่มีสำหรับสินค้านี้', 'This option is not offered with that product')),
  optionLimit: (limit: number) =>
    new HttpError(
      422,
      'OPTION_LIMIT',
      say(`เลือกตัวเลือกนี้ได้ไม่เกิน ${limit} ชิ้น ตามจำนวนสินค้าหลัก`, `You can add at most ${limit} of this option: one for each unit of its product`),
    ),
  alreadyOrdered: () =>
    new HttpError(
      409,
      'CART_ORDERED',
      say('สินค้าในถุงช้อปปิ้งนี้ถูกสั่งซื้อไปแล้ว กรุณาเลือกสินค้าใหม่อีกครั้ง', 'This bag has already been ordered; please choose your products again'),
    ),

  couponInvalid: () => new HttpError(422, 'COUPON_INVALID', say('ไม่พบคูปองนี้', 'This coupon code is not valid')),
  couponNotStarted: () => new HttpError(422, 'COUPON_NOT_STARTED', say('คูปองนี้ยังไม่เริ่มใช้งาน', 'This coupon cannot be used yet')),
  couponExpired: () => new HttpError(422, 'COUPON_EXPIRED', say('คูปองนี้หมดอายุแล้ว', 'This coupon has expired')),
  couponUsedUp: () => new HttpError(422, 'COUPON_USED_UP', say('คูปองนี้ถูกใช้ครบจำนวนแล้ว', 'This coupon has been fully redeemed')),
  couponCustomerLimit: () =>
    new HttpError(422, 'COUPON_CUSTOMER_LIMIT', say('ท่านใช้คูปองนี้ครบจำนวนสิทธิ์แล้ว', 'You have already used this coupon as often as allowed')),
  couponMinSpend: (minSpend: number) => say(`คูปองนี้ใช้ได้เมื่อยอดซื้อสินค้าที่ร่วมรายการครบ ฿${fmt(minSpend)}`, `This coupon needs ฿${fmt(minSpend)} of eligible items`),
  couponNoEligibleItems: () => say('ไม่มีสินค้าในถุงช้อปปิ้งที่ใช้คูปองนี้ได้', 'No item in your bag can use this coupon'),

  eligibilityInvalid: () =>
    new HttpError(422, 'ELIGIBILITY_CODE_INVALID', say('รหัสสิทธิ์การศึกษาไม่ถูกต้องสำหรับสถาบันนี้', 'This education code is not valid for this institution')),
  eligibilityNotStarted: () => new HttpError(422, 'ELIGIBILITY_CODE_NOT_STARTED', say('รหัสสิทธิ์การศึกษานี้ยังไม่เริ่มใช้งาน', 'This education code cannot be used yet')),
  eligibilityExpired: () => new HttpError(422, 'ELIGIBILITY_CODE_EXPIRED', say('รหัสสิทธิ์การศึกษานี้หมดอายุแล้ว', 'This education code has expired')),
  eligibilityUsedUp: () =>
    new HttpError(422, 'ELIGIBILITY_CODE_USED_UP', say('รหัสสิทธิ์การศึกษานี้ถูกใช้ครบจำนวนแล้ว', 'This education code has reached its use limit')),
};
