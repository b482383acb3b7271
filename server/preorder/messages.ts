import { HttpError, type Localized, notFound, say } from '../http/errors.ts';

/** Every refusal of the pre-order flow, in Thai and English (the answer picks by accept-language). */
export const preorderErrors = {
  noCampaign: () => notFound('PREORDER_CAMPAIGN', say('ขณะนี้ไม่มีแคมเปญสั่งจองล่วงหน้าที่เปิดอยู่', 'No pre-order campaign is open right now')),
  sessionNotFound: () =>
    notFound('PREORDER_SESSION', say('ไม่พบรอบการสั่งจองนี้ กรุณาเริ่มสั่งจองใหม่อีกครั้ง', 'This pre-order session could not be found; please start again')),
  sessionExpired: () =>
    new HttpError(
      404,
      'PREORDER_SESSION_EXPIRED',
      say('รอบการสั่งจองของท่านหมดเวลาแล้ว กรุณาเริ่มสั่งจองใหม่อีกครั้ง', 'Your pre-order session has run out of time; please start again'),
    ),
  notInCampaign: () =>
    new HttpError(422, 'PREORDER_PRODUCT_NOT_IN_CAMPAIGN', say('สินค้านี้ไม่อยู่ในรายการสั่งจองล่วงหน้า', 'This product is not part of the pre-order campaign')),
  emailLimit: (limit: number, held: number) =>
    new HttpError(
      422,
      'PREORDER_EMAIL_LIMIT',
      say(
        `สั่งจองได้สูงสุด ${limit} ชิ้นต่ออีเมล (อีเมลนี้สั่งจองไปแล้ว ${held} ชิ้น)`,
        `You can pre-order at most ${limit} units per email address (this email already holds ${held})`,
      ),
    ),
  /** `name`: the product's name in both languages, each in its message */
  allocationShort: (name: Localized) =>
    new HttpError(409, 'PREORDER_ALLOCATION_EXHAUSTED', say(`สินค้าสั่งจองไม่เพียงพอ: ${name.th}`, `Not enough pre-order units left: ${name.en}`)),
};
