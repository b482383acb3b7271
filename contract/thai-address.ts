import * as v from 'valibot';
import { envelope } from './error.ts';
import { localized, type Text } from './validation-rules.ts';

/*
 * Thailand's provinces, districts (amphoe/khet), subdistricts (tambon/khwaeng) and postcodes, as the
 * address forms pick them: GET /customer/api/thai-addresses answers entries, and an address sends back
 * an entry's ids or its labels in Thai or English.
 */

export const AREA_FIELDS = ['province', 'district', 'subdistrict', 'postcode'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];

/** Ids come from the Thai names (province, district, subdistrict): the same place keeps its id across data updates. */
export const MAX_AREA_ID = 0xffff_ffff;

export const ThaiArea = v.object({ id: v.number(), th: v.string(), en: v.string() });
export type ThaiArea = v.InferOutput<typeof ThaiArea>;

/** One subdistrict with one of its postcodes (a few subdistricts have more than one). */
export const ThaiAddressEntry = v.object({ subdistrict: ThaiArea, district: ThaiArea, province: ThaiArea, postcode: v.string() });
export type ThaiAddressEntry = v.InferOutput<typeof ThaiAddressEntry>;
export const ThaiAddressesResponse = envelope(v.object({ items: v.array(ThaiAddressEntry) }));

/** Why a combination that does not exist is refused, on the first field that does not fit the ones before it. */
export const AREA_TEXTS = {
  province: { th: 'ไม่พบจังหวัดนี้', en: 'There is no such province' },
  district: { th: 'ไม่พบเขต/อำเภอนี้ในจังหวัดที่เลือก', en: 'This district is not in the chosen province' },
  subdistrict: { th: 'ไม่พบแขวง/ตำบลนี้ในเขต/อำเภอที่เลือก', en: 'This subdistrict is not in the chosen district' },
  postcode: { th: 'รหัสไปรษณีย์นี้ไม่ใช่ของแขวง/ตำบลที่เลือก', en: 'This postcode does not belong to the chosen subdistrict' },
} satisfies Record<AreaField, Text>;

export const THAI_ADDRESS_PAGE_SIZE = 20;
export const MAX_THAI_ADDRESS_PAGE_SIZE = 50;
export const MAX_THAI_ADDRESS_QUERY_LENGTH = 100;

const POSTCODE_TEXT = { th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก', en: 'The postcode must be 5 digits' };
const Q_TEXT = {
  th: `คำค้นหาต้องมี 1 ถึง ${MAX_THAI_ADDRESS_QUERY_LENGTH} ตัวอักษร`,
  en: `q must have 1 to ${MAX_THAI_ADDRESS_QUERY_LENGTH} characters`,
};
const ONE_OF_TEXT = { th: 'ส่ง postcode หรือ q อย่างใดอย่างหนึ่ง', en: 'Send either postcode or q' };
const LIMIT_TEXT = {
  th: `limit ต้องอยู่ระหว่าง 1 ถึง ${MAX_THAI_ADDRESS_PAGE_SIZE}`,
  en: `limit must be from 1 to ${MAX_THAI_ADDRESS_PAGE_SIZE}`,
};

/**
 * GET /customer/api/thai-addresses: `postcode` (5 digits) answers every subdistrict with that postcode;
 * `q` (a name in Thai or English, or the first digits of a postcode) answers up to `limit` entries.
 * Other query parameters are ignored.
 */
export const ThaiAddressQuery = v.pipe(
  v.object({
    postcode: v.optional(v.pipe(v.string(localized(POSTCODE_TEXT)), v.trim(), v.regex(/^[1-9]\d{4}$/, localized(POSTCODE_TEXT)))),
    q: v.optional(v.pipe(v.string(localized(Q_TEXT)), v.trim(), v.nonEmpty(localized(Q_TEXT)), v.maxLength(MAX_THAI_ADDRESS_QUERY_LENGTH, localized(Q_TEXT)))),
    limit: v.optional(
      v.pipe(
        v.string(localized(LIMIT_TEXT)),
        v.regex(/^\d{1,3}$/, localized(LIMIT_TEXT)),
        v.transform(Number),
        v.minValue(1, localized(LIMIT_TEXT)),
        v.maxValue(MAX_THAI_ADDRESS_PAGE_SIZE, localized(LIMIT_TEXT)),
      ),
      String(THAI_ADDRESS_PAGE_SIZE),
    ),
  }),
  v.forward(
    v.check((query) => (query.postcode === undefined) !== (query.q === undefined), localized(ONE_OF_TEXT)),
    ['q'],
  ),
);
export type ThaiAddressQuery = v.InferOutput<typeof ThaiAddressQuery>;
