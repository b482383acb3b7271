import { type Lang, pick } from '../http/lang.ts';

/**
 * Education purchases a customer may make in a calendar year, by product family, as Apple limits them:
 * one Mac notebook, one Mac desktop, two iPads and two accessories (AirPods count as accessories).
 */
export const EDUCATION_YEARLY_LIMITS = {
  'mac-notebook': { limit: 1, th: 'Mac โน้ตบุ๊ก', en: 'Mac notebook' },
  'mac-desktop': { limit: 1, th: 'Mac เดสก์ท็อป', en: 'Mac desktop' },
  ipad: { limit: 2, th: 'iPad', en: 'iPad' },
  accessory: { limit: 2, th: 'อุปกรณ์เสริม', en: 'accessories' },
} as const;
export type EducationGroup = keyof typeof EDUCATION_YEARLY_LIMITS;

export function educationGroupOf(family: string): EducationGroup | null {
  if (family === 'airpods' || family === 'accessory') return 'accessory';
  return family in EDUCATION_YEARLY_LIMITS ? (family as EducationGroup) : null;
}

/** The first instant of the year in Thailand (UTC+7, no daylight saving). */
export function thaiYearStart(now: Date): Date {
  const year = new Date(now.getTime() + 7 * 3600_000).getUTCFullYear();
  return new Date(Date.UTC(year, 0, 1) - 7 * 3600_000);
}

/** The first group the units would push over its limit, given what the customer already bought this year. */
export function firstExceeded(bought: Map<EducationGroup, number>, adding: Map<EducationGroup, number>): EducationGroup | null {
  for (const [group, units] of adding) if ((bought.get(group) ?? 0) + units > EDUCATION_YEARLY_LIMITS[group].limit) return group;
  return null;
}

export function yearlyLimitMessage(lang: Lang, group: EducationGroup, bought: number) {
  const { limit, th, en } = EDUCATION_YEARLY_LIMITS[group];
  return pick(
    lang,
    `ราคาการศึกษาสำหรับ${th}จำกัด ${limit} ชิ้นต่อปี (ปีนี้ท่านซื้อแล้ว ${bought} ชิ้น)`,
    `Education pricing allows ${limit} ${en} a year (you have bought ${bought} this year)`,
  );
}
