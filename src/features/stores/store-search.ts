import { BRANDS, PROVINCE_KEYS } from '@contract/store-places';
import * as v from 'valibot';

/** `/ourstore?province=chiang-mai&brand=icenter` keeps the filter in the address; a value that is no province or brand is dropped. */
export const StoreListSearch = v.object({
  province: v.fallback(v.optional(v.picklist(PROVINCE_KEYS)), undefined),
  brand: v.fallback(v.optional(v.picklist(BRANDS)), undefined),
});
export type StoreListSearch = v.InferOutput<typeof StoreListSearch>;

/** `/online-schedule-support/?branch=…` starts the booking at that branch (the branch pages link so). */
export const AppointmentSearch = v.object({ branch: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))), undefined) });

/** `/online-schedule-support/cancel?token=…` from the confirmation mail. */
export const CancelSearch = v.object({ token: v.fallback(v.string(), '') });
