import { HttpError, notFound } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';

const fmt = (satang: number) => (satang / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Every refusal of the cart service, in Thai by default and English with accept-language en. */
export const cartErrors = {
  cartNotFound: (lang: Lang) => notFound('CART', pick(lang, 'ไม่พบตะกร้าสินค้า', 'This cart could not be found')),
  productNotFound: (lang: Lang) => notFound('PRODUCT', pick(lang, 'ไม่พบสินค้านี้', 'This product could not be found')),
  itemNotFound: (lang: Lang) => notFound('ITEM', pick(lang, 'ไม่พบสินค้านี้ในตะกร้า', 'This item is not in the cart')),
  outOfStock: (lang: Lang) => new HttpError(422, 'OUT_OF_STOCK', pick(lang, 'สินค้าหมด', 'This product is out of stock')),
  notEnoughStock: (lang: Lang) => new HttpError(422, 'NOT_ENOUGH_STOCK', pick(lang, 'สินค้าไม่เพียงพอ', 'Not enough stock')),
  quantityLimit: (lang: Lang, limit: number) =>
    new HttpError(422, 'QUANTITY_LIMIT', pick(lang, `สั่งซื้อได้สูงสุด ${limit} ชิ้นต่อรายการ`, `You can buy at most ${limit} of this item`)),
  educationLimit: (lang: Lang) =>
    new HttpError(
      422,
      'EDUCATION_QUANTITY_LIMIT',
      pick(
        lang,
        'สินค้าราคาการศึกษาซื้อได้ 1 ชิ้นต่อรายการตามเงื่อนไขของ Apple หากต้องการมากกว่า 1 ชิ้น โปรดนำรหัสการศึกษาออกเพื่อซื้อในราคาปกติ',
        "An education-priced item is limited to 1 per line (Apple's rule). To buy more than 1, remove the education code and buy at the regular price.",
      ),
    ),
  optionWithoutItem: (lang: Lang) =>
    new HttpError(422, 'OPTION_WITHOUT_ITEM', pick(lang, 'กรุณาเพิ่มสินค้าหลักก่อนเลือกตัวเลือกนี้', 'Add the product this option belongs to first')),
  optionNotOffered: (lang: Lang) =>
    new HttpError(422, 'OPTION_NOT_OFFERED', pick(lang, 'ตัวเลือกนี้ไม่มีสำหรับสินค้านี้', 'This option is not offered with that product')),
  optionLimit: (lang: Lang, limit: number) =>
    new HttpError(
      422,
      'OPTION_LIMIT',
      pick(lang, `เลือกตัวเลือกนี้ได้ไม่เกิน ${limit} ชิ้น ตามจำนวนสินค้าหลัก`, `You can add at most ${limit} of this option: one for each of its product`),
    ),
  alreadyOrdered: (lang: Lang) =>
    new HttpError(409, 'CART_ORDERED', pick(lang, 'ตะกร้านี้ถูกสั่งซื้อแล้ว กรุณาเริ่มตะกร้าใหม่', 'This cart has already been ordered; please start a new one')),
  loginRequired: (lang: Lang) => new HttpError(401, 'UNAUTHORIZED', pick(lang, 'กรุณาเข้าสู่ระบบ', 'Please log in')),

  couponInvalid: (lang: Lang) => new HttpError(422, 'COUPON_INVALID', pick(lang, 'ไม่พบคูปองนี้', 'This coupon code is not valid')),
  couponNotStarted: (lang: Lang) => new HttpError(422, 'COUPON_NOT_STARTED', pick(lang, 'คูปองนี้ยังไม่เริ่มใช้งาน', 'This coupon cannot be used yet')),
  couponExpired: (lang: Lang) => new HttpError(422, 'COUPON_EXPIRED', pick(lang, 'คูปองนี้หมดอายุแล้ว', 'This coupon has expired')),
  couponUsedUp: (lang: Lang) => new HttpError(422, 'COUPON_USED_UP', pick(lang, 'คูปองนี้ถูกใช้ครบจำนวนแล้ว', 'This coupon has been fully redeemed')),
  couponCustomerLimit: (lang: Lang) =>
    new HttpError(422, 'COUPON_CUSTOMER_LIMIT', pick(lang, 'ท่านใช้คูปองนี้ครบจำนวนสิทธิ์แล้ว', 'You have already used this coupon as often as allowed')),
  couponMinSpend: (lang: Lang, minSpend: number) =>
    pick(lang, `คูปองนี้ใช้ได้เมื่อยอดซื้อสินค้าที่ร่วมรายการครบ ฿${fmt(minSpend)}`, `This coupon needs ฿${fmt(minSpend)} of eligible items`),
  couponNoEligibleItems: (lang: Lang) => pick(lang, 'ไม่มีสินค้าในตะกร้าที่ใช้คูปองนี้ได้', 'No item in your cart can use this coupon'),

  eligibilityInvalid: (lang: Lang) =>
    new HttpError(422, 'ELIGIBILITY_CODE_INVALID', pick(lang, 'รหัสสิทธิ์การศึกษาไม่ถูกต้องสำหรับสถาบันนี้', 'This education code is not valid for this institution')),
  eligibilityNotStarted: (lang: Lang) =>
    new HttpError(422, 'ELIGIBILITY_CODE_NOT_STARTED', pick(lang, 'รหัสสิทธิ์การศึกษานี้ยังไม่เริ่มใช้งาน', 'This education code cannot be used yet')),
  eligibilityExpired: (lang: Lang) => new HttpError(422, 'ELIGIBILITY_CODE_EXPIRED', pick(lang, 'รหัสสิทธิ์การศึกษานี้หมดอายุแล้ว', 'This education code has expired')),
  eligibilityUsedUp: (lang: Lang) =>
    new HttpError(422, 'ELIGIBILITY_CODE_USED_UP', pick(lang, 'รหัสสิทธิ์การศึกษานี้ถูกใช้ครบจำนวนแล้ว', 'This education code has reached its use limit')),
};
