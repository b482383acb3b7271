import { HttpError, notFound } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';

/** Every refusal of the pre-order flow, in Thai by default and English with accept-language en. */
export const preorderErrors = {
  noCampaign: (lang: Lang) => notFound('PREORDER_CAMPAIGN', pick(lang, 'ขณะนี้ไม่มีแคมเปญสั่งจองล่วงหน้าที่เปิดอยู่', 'No pre-order campaign is open right now')),
  sessionNotFound: (lang: Lang) =>
    notFound('PREORDER_SESSION', pick(lang, 'ไม่พบรอบการสั่งจองนี้ กรุณาเริ่มสั่งจองใหม่อีกครั้ง', 'This pre-order session could not be found; please start again')),
  sessionExpired: (lang: Lang) =>
    new HttpError(
      404,
      'PREORDER_SESSION_EXPIRED',
      pick(lang, 'รอบการสั่งจองของท่านหมดเวลาแล้ว กรุณาเริ่มสั่งจองใหม่อีกครั้ง', 'Your pre-order session has run out of time; please start again'),
    ),
  notInCampaign: (lang: Lang) =>
    new HttpError(422, 'PREORDER_PRODUCT_NOT_IN_CAMPAIGN', pick(lang, 'สินค้านี้ไม่อยู่ในรายการสั่งจองล่วงหน้า', 'This product is not part of the pre-order campaign')),
  emailLimit: (lang: Lang, limit: number, held: number) =>
    new HttpError(
      422,
      'PREORDER_EMAIL_LIMIT',
      pick(
        lang,
        `สั่งจองได้สูงสุด ${limit} ชิ้นต่ออีเมล (อีเมลนี้สั่งจองไปแล้ว ${held} ชิ้น)`,
        `You can pre-order at most ${limit} units per email address (this email already holds ${held})`,
      ),
    ),
  allocationShort: (lang: Lang, name: string) =>
    new HttpError(409, 'PREORDER_ALLOCATION_EXHAUSTED', pick(lang, `สินค้าสั่งจองไม่เพียงพอ: ${name}`, `Not enough pre-order units left: ${name}`)),
};
