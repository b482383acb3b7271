import * as v from 'valibot';
import { envelope } from './error.ts';

/** The families Apple limits education purchases by, a calendar year at a time (AirPods count as accessories). */
export const EDUCATION_FAMILIES = ['mac-notebook', 'mac-desktop', 'ipad', 'accessory'] as const;
export const EducationFamily = v.picklist(EDUCATION_FAMILIES);
export type EducationFamily = v.InferOutput<typeof EducationFamily>;

export const EducationFamilyQuota = v.object({
  family: EducationFamily,
  /** the family's name in the answer's language */
  name: v.string(),
  limit: v.number(),
  /** units bought at education prices this year in orders that are not cancelled or expired */
  used: v.number(),
  remaining: v.number(),
  /** Apple's rule, in the answer's language */
  rule: v.string(),
});
export type EducationFamilyQuota = v.InferOutput<typeof EducationFamilyQuota>;

/** GET /order/api/education-quota: the customer's education purchases left this calendar year (Thai time), by family. */
export const EducationQuota = v.object({ year: v.number(), families: v.array(EducationFamilyQuota) });
export type EducationQuota = v.InferOutput<typeof EducationQuota>;
export const EducationQuotaResponse = envelope(EducationQuota);
