import * as v from 'valibot';
import { envelope } from './error.ts';

/** A reCAPTCHA token from the browser; the forms that ask for one send it as `captchaToken`. */
export const CaptchaToken = v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)));

/** GET /customer/api/captcha: how the forms get a token, or null when the shop runs without a captcha. */
export const CaptchaSetup = v.nullable(v.object({ siteKey: v.string(), version: v.picklist([2, 3]), scriptUrl: v.string() }));
export type CaptchaSetup = v.InferOutput<typeof CaptchaSetup>;
export const CaptchaSetupResponse = envelope(CaptchaSetup);

/** What Google's siteverify (or a stand-in) answers. */
export const SiteVerifyAnswer = v.object({
  success: v.boolean(),
  score: v.optional(v.number()),
  action: v.optional(v.string()),
  'error-codes': v.optional(v.array(v.string())),
});

export const CAPTCHA_TEXTS = {
  required: { th: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ', en: 'Please confirm you are not a robot' },
  failed: { th: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติไม่สำเร็จ กรุณาลองใหม่อีกครั้ง', en: 'The robot check did not pass. Please try again.' },
  unavailable: { th: 'ระบบตรวจสอบโปรแกรมอัตโนมัติขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง', en: 'The robot check is unavailable. Please try again shortly.' },
} as const;
