import * as v from 'valibot';
import { envelope } from './error.ts';

/** Spec section 9: the app asks for every institution at once. */
export const SCHOOL_LIST_MAX_LIMIT = 100_000;
/** The API key travels in this header (spec section 7: "API-key header {key}"). */
export const SCHOOL_API_KEY_HEADER = 'x-api-key';

const Digits = (max: number, label: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${label} must be a whole number`), v.transform(Number), v.maxValue(max, `${label} must be at most ${max}`));

/** GET /aaes/api/cms/school/list query; unknown parameters are ignored. */
export const SchoolListQuery = v.object({
  limit: v.optional(v.pipe(Digits(SCHOOL_LIST_MAX_LIMIT, 'limit'), v.minValue(1, 'limit must be at least 1')), String(SCHOOL_LIST_MAX_LIMIT)),
  offset: v.optional(Digits(999_999_999, 'offset'), '0'),
});

export const SchoolListItem = v.object({
  customerId: v.string(),
  company: v.object({ en: v.string(), th: v.string() }),
  city: v.string(),
  /** the district's Thai name where the Thai address book has it (beyond the list's own fields, for Thai pages) */
  cityTh: v.optional(v.nullable(v.string())),
  state: v.string(),
  /** ISO 8601 timestamp of the day the institution joined the education programme */
  creationDate: v.string(),
});
export type SchoolListItem = v.InferOutput<typeof SchoolListItem>;

export const SchoolListResponse = envelope(v.object({ items: v.array(SchoolListItem), total: v.number(), limit: v.number(), offset: v.number() }));
export type SchoolList = v.InferOutput<typeof SchoolListResponse>['data'];
