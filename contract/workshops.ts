import * as v from 'valibot';
import { envelope } from './error.ts';
import { Email, localized, nameLetters, Phone, type Text } from './validation-rules.ts';

/** The three workshop pages (spec section 2), each listing its own kind of session. */
export const WORKSHOP_KINDS = ['workshop-online', 'yes-i-can-workshop', 'demo-workshop'] as const;
export const WorkshopKind = v.picklist(WORKSHOP_KINDS);
export type WorkshopKind = v.InferOutput<typeof WorkshopKind>;

/** Seats one registration may take. */
export const MAX_SEATS_PER_REGISTRATION = 4;

export const WORKSHOP_TEXTS = {
  seats: {
    th: `กรุณาเลือกจำนวนที่นั่ง 1 ถึง ${MAX_SEATS_PER_REGISTRATION} ที่`,
    en: `Choose 1 to ${MAX_SEATS_PER_REGISTRATION} seats`,
  },
  sessionId: { th: 'ไม่พบรอบเวิร์กช็อปนี้', en: 'This workshop session does not exist' },
  token: { th: 'ลิงก์ยกเลิกไม่ถูกต้อง', en: 'The cancel link is not valid' },
  started: { th: 'รอบนี้เริ่มไปแล้ว จึงยกเลิกการลงทะเบียนไม่ได้', en: 'This session has already started, so the registration can no longer be cancelled' },
  nameRequired: { th: 'กรุณากรอกชื่อ-นามสกุล', en: 'Please enter your full name' },
  nameTooLong: { th: 'ชื่อ-นามสกุลต้องไม่เกิน 100 ตัวอักษร', en: 'The full name may be at most 100 characters' },
} satisfies Record<string, Text>;

/**
 * A name as the shopper writes it: trimmed, its inner spaces one ('วิชัย   รักเรียน' is 'วิชัย รักเรียน'), 1 to 100
 * Thai or Latin letters and the marks between words a name has.
 */
export const FullName = v.pipe(
  v.string(localized(WORKSHOP_TEXTS.nameRequired)),
  v.trim(),
  v.transform((name) => name.replace(/\s+/g, ' ')),
  v.nonEmpty(localized(WORKSHOP_TEXTS.nameRequired)),
  v.maxLength(100, localized(WORKSHOP_TEXTS.nameTooLong)),
  nameLetters(),
);

/** GET /utils/api/workshops?kind= */
export const WorkshopListQuery = v.object({ kind: WorkshopKind });

export const WorkshopSession = v.object({
  id: v.number(),
  kind: WorkshopKind,
  title: v.string(),
  description: v.string(),
  startsAt: v.string(),
  durationMinutes: v.number(),
  /** null for a session held online */
  location: v.nullable(v.string()),
  capacity: v.number(),
  seatsLeft: v.number(),
});
export type WorkshopSession = v.InferOutput<typeof WorkshopSession>;
export const WorkshopListResponse = envelope(v.array(WorkshopSession));

export const WorkshopSessionParams = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, localized(WORKSHOP_TEXTS.sessionId)), v.transform(Number)),
});

/** POST /utils/api/workshops/{sessionId}/registrations; the form's values are the same shape. */
export const WorkshopRegistrationBody = v.object({
  name: FullName,
  email: Email,
  phone: Phone,
  seats: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], localized(WORKSHOP_TEXTS.seats)),
    v.integer(localized(WORKSHOP_TEXTS.seats)),
    v.minValue(1, localized(WORKSHOP_TEXTS.seats)),
    v.maxValue(MAX_SEATS_PER_REGISTRATION, localized(WORKSHOP_TEXTS.seats)),
  ),
});
export type WorkshopRegistrationBody = v.InferInput<typeof WorkshopRegistrationBody>;

export const WorkshopRegistration = v.object({ sessionId: v.number(), seats: v.number(), seatsLeft: v.number(), email: v.string() });
export const WorkshopRegistrationResponse = envelope(WorkshopRegistration);

/** POST /utils/api/workshops/cancel: the token of the mailed cancel link. */
export const WorkshopCancelBody = v.object({
  token: v.pipe(v.string(localized(WORKSHOP_TEXTS.token)), v.regex(/^[A-Za-z0-9_-]{20,100}$/, localized(WORKSHOP_TEXTS.token))),
});
export const WorkshopCancelled = v.object({ kind: WorkshopKind, title: v.string(), startsAt: v.string(), seats: v.number() });
export const WorkshopCancelResponse = envelope(WorkshopCancelled);

/** GET /utils/api/workshops/registration?token=: the registration a mailed cancel link stands for, shown before cancelling. */
export const WorkshopRegistrationQuery = WorkshopCancelBody;
export const WorkshopRegistrationStatus = v.object({
  ...WorkshopCancelled.entries,
  cancelled: v.boolean(),
  /** a session that has started can no longer be cancelled */
  started: v.boolean(),
});
export type WorkshopRegistrationStatus = v.InferOutput<typeof WorkshopRegistrationStatus>;
export const WorkshopRegistrationStatusResponse = envelope(WorkshopRegistrationStatus);
