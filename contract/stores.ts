import * as v from 'valibot';
import { EmailedToken } from './account.ts';
import { envelope } from './error.ts';
import { BRANDS, PROVINCE_KEYS } from './store-places.ts';
import { Email, localized, PersonName, Phone } from './validation-rules.ts';

export { BRANDS, type Brand, PROVINCE_KEYS, PROVINCES, type Province } from './store-places.ts';

export const STORE_SERVICES = ['sales', 'repair', 'business', 'education'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

export const SUPPORT_TYPES = ['hardware-repair', 'battery', 'software', 'data-transfer'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** Appointments are taken for the next 14 days, in 30-minute slots, in Bangkok time. */
export const BOOKING_DAYS = 14;
export const SLOT_MINUTES = 30;

const BranchSlug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'Unknown branch'));

/** GET /store/api/branches: unknown parameters are ignored, a wrong province or brand is refused. */
export const BranchListQuery = v.object({
  province: v.optional(v.picklist(PROVINCE_KEYS, 'province must be one of ' + PROVINCE_KEYS.join(', '))),
  brand: v.optional(v.picklist(BRANDS, 'brand must be one of ' + BRANDS.join(', '))),
});
export type BranchListQuery = v.InferOutput<typeof BranchListQuery>;

export const BranchParams = v.object({ slug: BranchSlug });

const OpeningHours = v.nullable(v.object({ open: v.string(), close: v.string() }));

export const Branch = v.object({
  slug: v.string(),
  brand: v.picklist(BRANDS),
  province: v.object({ key: v.picklist(PROVINCE_KEYS), name: v.string() }),
  name: v.string(),
  address: v.string(),
  phone: v.string(),
  /** seven entries, Sunday first; null on a closed day */
  hours: v.array(OpeningHours),
  services: v.array(v.picklist(STORE_SERVICES)),
  mapUrl: v.string(),
  /** takes support appointments (/online-schedule-support/) */
  appointments: v.boolean(),
});
export type Branch = v.InferOutput<typeof Branch>;

export const BranchListResponse = envelope(v.object({ items: v.array(Branch) }));
export const BranchResponse = envelope(Branch);

/** GET /store/api/branches/{slug}/slots: the bookable days from today, each with its slots and free seats. */
export const SlotDay = v.object({
  date: v.string(),
  closed: v.boolean(),
  slots: v.array(v.object({ time: v.string(), free: v.number() })),
});
export type SlotDay = v.InferOutput<typeof SlotDay>;
export const SlotsResponse = envelope(v.object({ branch: v.string(), days: v.array(SlotDay) }));

const text = (th: string, en: string) => localized({ th, en });
const chosen = (th: string, en: string) => v.pipe(v.string(text(th, en)), v.nonEmpty(text(th, en)));

/** POST /store/api/appointments. */
export const AppointmentBody = v.object({
  branch: v.pipe(chosen('กรุณาเลือกสาขา', 'Please choose a branch'), v.regex(/^[a-z0-9-]{1,60}$/, text('กรุณาเลือกสาขา', 'Please choose a branch'))),
  serviceType: v.picklist(SUPPORT_TYPES, text('กรุณาเลือกประเภทบริการ', 'Please choose a service')),
  date: v.pipe(chosen('กรุณาเลือกวันที่', 'Please choose a date'), v.isoDate(text('กรุณาเลือกวันที่', 'Please choose a date'))),
  time: v.pipe(chosen('กรุณาเลือกเวลา', 'Please choose a time'), v.isoTime(text('กรุณาเลือกเวลา', 'Please choose a time'))),
  firstName: PersonName('firstName'),
  lastName: PersonName('lastName'),
  email: Email,
  phone: Phone,
  deviceModel: v.pipe(
    chosen('กรุณากรอกรุ่นของอุปกรณ์', 'Please enter the model of your device'),
    v.trim(),
    v.nonEmpty(text('กรุณากรอกรุ่นของอุปกรณ์', 'Please enter the model of your device')),
    v.maxLength(100, text('รุ่นของอุปกรณ์ยาวเกิน 100 ตัวอักษร', 'The model may have at most 100 characters')),
  ),
  serialNumber: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^([A-Z0-9]{8,20})?$/, text('หมายเลขเครื่องมี 8-20 ตัวอักษรหรือตัวเลข', 'A serial number has 8 to 20 letters or digits')),
      v.transform((s) => s || null),
    ),
    '',
  ),
  problem: v.pipe(
    v.string(text('กรุณาอธิบายปัญหา', 'Please describe the problem')),
    v.trim(),
    v.minLength(10, text('กรุณาอธิบายปัญหาอย่างน้อย 10 ตัวอักษร', 'Please describe the problem in at least 10 characters')),
    v.maxLength(1000, text('คำอธิบายปัญหายาวเกิน 1,000 ตัวอักษร', 'The description may have at most 1,000 characters')),
  ),
});
export type AppointmentBody = v.InferInput<typeof AppointmentBody>;

export const Appointment = v.object({
  id: v.number(),
  branch: v.object({ slug: v.string(), name: v.string(), address: v.string(), phone: v.string() }),
  serviceType: v.picklist(SUPPORT_TYPES),
  date: v.string(),
  time: v.string(),
  email: v.string(),
  cancelled: v.boolean(),
});
export type Appointment = v.InferOutput<typeof Appointment>;
export const AppointmentResponse = envelope(Appointment);

/** GET (preview) and POST (cancel) /store/api/appointments/cancel: the token of the emailed link. */
export const CancelQuery = v.object({ token: EmailedToken });
export const CancelBody = CancelQuery;
