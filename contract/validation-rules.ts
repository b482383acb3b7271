import * as v from 'valibot';

/**
 * The form rules of spec section 5 as valibot pieces, shared by the server and the app. Messages follow
 * the language given to valibot (`v.safeParse(schema, input, { lang: 'en' })`); Thai otherwise.
 */
export interface Text {
  th: string;
  en: string;
}

export const localized =
  (text: Text) =>
  (issue: v.BaseIssue<unknown>): string =>
    issue.lang === 'en' ? text.en : text.th;

const LABELS = {
  email: { th: 'อีเมล', en: 'email address' },
  password: { th: 'รหัสผ่าน', en: 'password' },
  confirmPassword: { th: 'ยืนยันรหัสผ่าน', en: 'password confirmation' },
  firstName: { th: 'ชื่อ', en: 'first name' },
  lastName: { th: 'นามสกุล', en: 'last name' },
  phone: { th: 'เบอร์โทรศัพท์มือถือ', en: 'mobile phone number' },
} satisfies Record<string, Text>;
export type FieldLabel = keyof typeof LABELS;

/** 'Required: message uses the field label'. */
export const requiredText = (field: FieldLabel): Text => ({ th: `กรุณากรอก${LABELS[field].th}`, en: `Please enter your ${LABELS[field].en}` });

export const RULE_TEXTS = {
  email: { th: 'อีเมลของท่านไม่ถูกต้อง', en: 'Your email address is not valid' },
  // the spec's spelling, kept as it is
  phone: { th: 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง', en: 'Your phone number is not valid' },
  nationalId: { th: 'เลขบัตรประชาชนของท่านไม่ถูกต้อง', en: 'Your national ID number is not valid' },
  password: {
    th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร ประกอบด้วยตัวพิมพ์เล็ก (a-z) ตัวพิมพ์ใหญ่ (A-Z) ตัวเลข และอักขระพิเศษ (!@#$%^&*)',
    en: 'Your password needs at least 8 characters with a lower-case letter (a-z), an upper-case letter (A-Z), a digit and one of !@#$%^&*',
  },
  passwordTooLong: { th: 'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร', en: 'Your password may have at most 128 characters' },
  passwordMismatch: { th: 'รหัสผ่านไม่ตรงกัน', en: 'The passwords do not match' },
  passwordUnchanged: { th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน', en: 'The new password must differ from the current one' },
  name: { th: 'กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น', en: 'Please use Thai or English letters only' },
  consent: {
    th: 'กรุณายอมรับเงื่อนไขการขายและนโยบายการคืนเงิน และนโยบายความเป็นส่วนตัว',
    en: 'Please accept the terms of sale and refund policy and the privacy policy',
  },
} satisfies Record<string, Text>;

const m = (key: keyof typeof RULE_TEXTS) => localized(RULE_TEXTS[key]);
const required = (field: FieldLabel) => localized(requiredText(field));

/** gmail must be exactly gmail.com and without a plus tag; hotmail must be hotmail.com or hotmail.co.th. */
export function emailDomainAllowed(email: string): boolean {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (/(^|\.)gmail(\.|$)/.test(domain)) return domain === 'gmail.com' && !local.includes('+');
  if (/(^|\.)hotmail(\.|$)/.test(domain)) return domain === 'hotmail.com' || domain === 'hotmail.co.th';
  return true;
}

/** 13 digits; weights 13 down to 2 over the first 12; (11 - sum mod 11) mod 10 is the last digit. */
export function isThaiNationalId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

export const PASSWORD_SPECIALS = '!@#$%^&*';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** An email as typed into a login or reset form: well formed, compared lower-cased. */
export const Username = v.pipe(
  v.string(required('email')),
  v.trim(),
  v.nonEmpty(required('email')),
  v.maxLength(254, m('email')),
  v.email(m('email')),
  v.toLowerCase(),
);

/** An email for a new account: also the gmail and hotmail rules. */
export const Email = v.pipe(Username, v.check(emailDomainAllowed, m('email')));

/** Exactly 10 digits starting with 0. */
export const Phone = v.pipe(v.string(required('phone')), v.trim(), v.nonEmpty(required('phone')), v.regex(/^0\d{9}$/, m('phone')));

export const NationalId = v.pipe(v.string(m('nationalId')), v.trim(), v.check(isThaiNationalId, m('nationalId')));

/** Optional national ID (for tax invoices): an empty field is no ID. */
export const OptionalNationalId = v.optional(
  v.nullable(
    v.pipe(
      v.string(m('nationalId')),
      v.trim(),
      v.check((s) => s === '' || isThaiNationalId(s), m('nationalId')),
      v.transform((s) => s || null),
    ),
  ),
  null,
);

/** A new password: a digit, one of !@#$%^&*, a-z and A-Z, at least 8 characters. */
export const Password = v.pipe(
  v.string(required('password')),
  v.nonEmpty(required('password')),
  v.maxLength(PASSWORD_MAX_LENGTH, m('passwordTooLong')),
  v.minLength(PASSWORD_MIN_LENGTH, m('password')),
  v.regex(/\d/, m('password')),
  v.regex(/[!@#$%^&*]/, m('password')),
  v.regex(/[a-z]/, m('password')),
  v.regex(/[A-Z]/, m('password')),
);

/** A password as typed to prove who one is (login, change-password): any text, bounded. */
export const CurrentPassword = v.pipe(v.string(required('password')), v.nonEmpty(required('password')), v.maxLength(PASSWORD_MAX_LENGTH, m('passwordTooLong')));

const NAME =
  /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0E01-\u0E3A\u0E40-\u0E4E]+(?:[ .'-]+[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0E01-\u0E3A\u0E40-\u0E4E]+)*\.?$/;

/** Thai or Latin letters, words joined by spaces, hyphens, apostrophes or dots (spec section 5, the name rule). */
export const nameLetters = () => v.regex(NAME, m('name'));

const MAX_NAME_LENGTH = 100;
export const PersonName = (field: 'firstName' | 'lastName') =>
  v.pipe(
    v.string(required(field)),
    v.trim(),
    v.nonEmpty(required(field)),
    v.maxLength(
      MAX_NAME_LENGTH,
      localized({ th: `${LABELS[field].th}ต้องไม่เกิน ${MAX_NAME_LENGTH} ตัวอักษร`, en: `The ${LABELS[field].en} may be at most ${MAX_NAME_LENGTH} characters` }),
    ),
    nameLetters(),
  );

/** The terms and privacy consent box must be ticked. */
export const Consent = v.literal(true, m('consent'));

export const passwordMismatch = m('passwordMismatch');

/** A password typed a second time: asked for, then compared (`confirmationDiffers`). */
export const PasswordConfirmation = v.pipe(v.string(required('confirmPassword')), v.nonEmpty(required('confirmPassword')));

/**
 * Whether a form's confirmation differs from what it confirms (a password typed twice). Asked of the raw values, so
 * that it is said even while the password breaks a rule of its own: the shopper reads both at once. An empty
 * confirmation is left to its own rule.
 */
export function confirmationDiffers(value: unknown, original: string, confirmation: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return typeof fields[original] === 'string' && fields[confirmation] !== '' && fields[confirmation] !== fields[original];
}
export const passwordUnchanged = m('passwordUnchanged');
export const passwordRequired = required('password');
