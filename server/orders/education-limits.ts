import type { EducationFamily } from '../../contract/education-quota.ts';
import { type Localized, say } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';

/**
 * Education purchases a customer may make in a calendar year, by product family, as Apple limits them:
 * one Mac notebook, one Mac desktop, two iPads and two accessories (AirPods count as accessories).
 */
export const EDUCATION_YEARLY_LIMITS = {
  'mac-notebook': { limit: 1, th: 'Mac โน้ตบุ๊ก', en: 'Mac notebook', enMany: 'Mac notebooks', enTitle: 'Mac notebook' },
  'mac-desktop': { limit: 1, th: 'Mac เดสก์ท็อป', en: 'Mac desktop', enMany: 'Mac desktops', enTitle: 'Mac desktop' },
  ipad: { limit: 2, th: 'iPad', en: 'iPad', enMany: 'iPads', enTitle: 'iPad' },
  accessory: { limit: 2, th: 'อุปกรณ์เสริม', en: 'accessories', enMany: 'accessories', enTitle: 'Accessories' },
} as const satisfies Record<EducationFamily, unknown>;
export type EducationGroup = EducationFamily;

export function educationGroupOf(family: string): EducationGroup | null {
  if (family === 'airpods' || family === 'accessory') return 'accessory';
  return family in EDUCATION_YEARLY_LIMITS ? (family as EducationGroup) : null;
}

/** The calendar year in Thailand (UTC+7, no daylight saving). */
export const thaiYearOf = (now: Date) => new Date(now.getTime() + 7 * 3600_000).getUTCFullYear();

/** The first instant of the year in Thailand. */
export function thaiYearStart(now: Date): Date {
  return new Date(Date.UTC(thaiYearOf(now), 0, 1) - 7 * 3600_000);
}

/** The first group the units would push over its limit, given what the customer already bought this year. */
export function firstExceeded(bought: Map<EducationGroup, number>, adding: Map<EducationGroup, number>): EducationGroup | null {
  for (const [group, units] of adding) if ((bought.get(group) ?? 0) + units > EDUCATION_YEARLY_LIMITS[group].limit) return group;
  return null;
}

/** Thai runs on without spaces; a name that starts or ends in Latin letters (iPad, Mac โน้ตบุ๊ก) keeps a space there. */
const inThai = (name: string) => `${/^[A-Za-z0-9]/.test(name) ? ' ' : ''}${name}${/[A-Za-z0-9]$/.test(name) ? ' ' : ''}`;

/** Apple's rule for the group, as the shopper reads it. */
export function yearlyLimitRule(lang: Lang, group: EducationGroup) {
  const { limit, th, en, enMany } = EDUCATION_YEARLY_LIMITS[group];
  return pick(
    lang,
    `ราคาเพื่อการศึกษาของ Apple ซื้อ${inThai(th)}ได้ ${limit} ชิ้นต่อคนต่อปีปฏิทิน`,
    `Apple education pricing allows ${limit} ${limit === 1 ? en : enMany} per person each calendar year`,
  );
}

/** Why an order is refused: the rule, what the customer bought this year and what they can do. */
export function yearlyLimitMessage(group: EducationGroup, bought: number): Localized {
  const { limit, th, en, enMany } = EDUCATION_YEARLY_LIMITS[group];
  const left = Math.max(0, limit - bought);
  return say(
    `ราคาเพื่อการศึกษาสำหรับ${inThai(th)}จำกัด ${limit} ชิ้นต่อปี (ปีนี้คุณซื้อแล้ว ${bought} ชิ้น) ` +
      (left === 0
        ? `ปีนี้คุณซื้อ${inThai(th)}ในราคาเพื่อการศึกษาไม่ได้อีก โปรดนำ${inThai(th)}ออกจากถุงช้อปปิ้ง หรือลบรหัสสิทธิ์การศึกษาเพื่อซื้อในราคาปกติ`
        : `โปรดลด${inThai(th)}ในถุงช้อปปิ้งให้เหลือไม่เกิน ${left} ชิ้น หรือลบรหัสสิทธิ์การศึกษาเพื่อซื้อในราคาปกติ`),
    `Education pricing allows ${limit} ${limit === 1 ? en : enMany} a year (you have bought ${bought} this year). ` +
      (left === 0
        ? `You cannot buy more ${enMany} at education prices this year: remove them from your bag, or remove the education code to buy at the regular price.`
        : `Reduce the ${enMany} in your bag to ${left}, or remove the education code to buy at the regular price.`),
  );
}
