import * as v from 'valibot';
import { LOCALES } from './constants.ts';
import { envelope } from './error.ts';
import { MAX_AREA_ID } from './thai-address.ts';
import { CurrentPassword, isThaiNationalId, localized, PersonName, Phone, RULE_TEXTS, type Text } from './validation-rules.ts';

/*
 * Schemas of the logged-in customer's data under /customer/api. Messages follow the language given to
 * valibot (`{ lang: 'en' }`), Thai otherwise, like the rules in validation-rules.ts.
 */

const LABEL = {
  companyName: { th: 'ชื่อบริษัท', en: 'company name' },
  taxId: { th: 'เลขประจำตัวผู้เสียภาษี', en: 'tax ID' },
  address: { th: 'ที่อยู่', en: 'address' },
  subdistrict: { th: 'แขวง/ตำบล', en: 'subdistrict' },
  district: { th: 'เขต/อำเภอ', en: 'district' },
  province: { th: 'จังหวัด', en: 'province' },
  postcode: { th: 'รหัสไปรษณีย์', en: 'postcode' },
} satisfies Record<string, Text>;

const required = (label: Text) => localized({ th: `กรุณากรอก${label.th}`, en: `Please enter your ${label.en}` });
const invalid = (label: Text) => localized({ th: `${label.th}ไม่ถูกต้อง`, en: `The ${label.en} is not valid` });
const tooLong = (label: Text, max: number) => localized({ th: `${label.th}ต้องไม่เกิน ${max} ตัวอักษร`, en: `The ${label.en} may be at most ${max} characters` });
const invalidBody = localized({ th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง', en: 'The request is not valid' });

/** An object whose fields may all be missing: valibot's object also takes an array, which would read as no fields. */
const objectOfOptionals = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input), invalidBody),
    v.object(entries, invalidBody),
  );

/** A required field whose key may be missing: valibot would answer a missing key with a generic message. */
const requiredKey = <S extends v.GenericSchema<string, unknown> | v.GenericSchema<string | number, unknown>>(schema: S) => v.optional(schema, '');

export const MAX_COMPANY_LENGTH = 200;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_AREA_LENGTH = 100;

/** Trimmed, not empty, at most `max` characters. */
const text = (label: Text, max: number) => v.pipe(v.string(invalid(label)), v.trim(), v.nonEmpty(required(label)), v.maxLength(max, tooLong(label, max)));

/** Optional text: null or empty is stored as null; a missing key is left out. */
const optionalText = (label: Text, max: number) =>
  v.nullish(
    v.pipe(
      v.string(invalid(label)),
      v.trim(),
      v.maxLength(max, tooLong(label, max)),
      v.transform((s) => s || null),
    ),
  );

/** A 13-digit ID number with its check digit, or null (also for empty); a missing key is left out. */
const optionalIdNumber = (message: Text) =>
  v.nullish(
    v.pipe(
      v.string(localized(message)),
      v.trim(),
      v.check((s) => s === '' || isThaiNationalId(s), localized(message)),
      v.transform((s) => s || null),
    ),
  );

export const TAX_ID_TEXTS = {
  invalid: { th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง', en: 'The tax ID is not valid' },
  required: { th: `กรุณากรอก${LABEL.taxId.th}`, en: `Please enter your ${LABEL.taxId.en}` },
  billingOnly: { th: 'เลขประจำตัวผู้เสียภาษีใช้กับที่อยู่สำหรับออกใบกำกับภาษีเท่านั้น', en: 'A tax ID belongs on a billing address only' },
} satisfies Record<string, Text>;

/** Thai postcodes: five digits, the first not 0. */
const Postcode = v.pipe(text(LABEL.postcode, 5), v.regex(/^[1-9]\d{4}$/, invalid(LABEL.postcode)));

/** A subdistrict, district or province: its label in Thai or English, or its id from GET /customer/api/thai-addresses. */
const areaName = (label: Text) =>
  v.union(
    [
      text(label, MAX_AREA_LENGTH),
      v.pipe(v.number(invalid(label)), v.integer(invalid(label)), v.minValue(0, invalid(label)), v.maxValue(MAX_AREA_ID, invalid(label))),
    ],
    invalid(label),
  );

/* ---------- profile ---------- */

export const Profile = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  /** masked except the last 4 digits, e.g. `*********1234`; null when none is on file */
  nationalId: v.nullable(v.string()),
  subscriptionFlag: v.boolean(),
  locale: v.picklist(LOCALES),
  /** false for accounts made through a social login only (no password to confirm with) */
  hasPassword: v.boolean(),
});
export type Profile = v.InferOutput<typeof Profile>;

const Label = v.object({ label: v.nullable(v.string()) });
export const AddressInformation = v.object({
  companyName: v.nullable(v.string()),
  address: v.nullable(v.string()),
  subdistrict: Label,
  district: Label,
  province: Label,
  postcode: v.nullable(v.string()),
});
export type AddressInformation = v.InferOutput<typeof AddressInformation>;

export const ProfileData = v.object({ profile: Profile, addressInformation: AddressInformation });
export type ProfileData = v.InferOutput<typeof ProfileData>;
export const ProfileResponse = envelope(ProfileData);

/**
 * POST /customer/api/profile. The email is not changed here. A missing nationalId or locale keeps the
 * stored one; an empty or null nationalId erases it.
 */
export const ProfileBody = v.object(
  {
    firstName: requiredKey(PersonName('firstName')),
    lastName: requiredKey(PersonName('lastName')),
    phone: requiredKey(Phone),
    nationalId: optionalIdNumber(RULE_TEXTS.nationalId),
    locale: v.optional(v.picklist(LOCALES, localized({ th: 'ภาษาไม่ถูกต้อง', en: 'The language must be th or en' }))),
  },
  invalidBody,
);
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

/** PUT /customer/api/subscription-flag, snake_case as the spec writes it. */
export const SubscriptionFlagBody = v.object(
  {
    subscription_flag: v.boolean(localized({ th: 'subscription_flag ต้องเป็น true หรือ false', en: 'subscription_flag must be true or false' })),
  },
  invalidBody,
);
export const SubscriptionFlagResponse = envelope(v.object({ subscriptionFlag: v.boolean() }));

/* ---------- addresses ---------- */

export const ADDRESS_TYPES = ['shipping', 'billing', 'additional'] as const;
export const AddressType = v.picklist(ADDRESS_TYPES);
export type AddressType = v.InferOutput<typeof AddressType>;
/** Addresses a customer may keep of each type. */
export const MAX_ADDRESSES_PER_TYPE = 100;
export const ADDRESS_PAGE_SIZE = 2;
export const MAX_ADDRESS_PAGE_SIZE = 50;

export const Address = v.object({
  id: v.number(),
  type: AddressType,
  /** the first of its list; checkout uses the default shipping and billing addresses */
  isDefault: v.boolean(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  companyName: v.nullable(v.string()),
  taxId: v.nullable(v.string()),
  address: v.string(),
  /** Thai labels of the administrative list */
  subdistrict: v.string(),
  district: v.string(),
  province: v.string(),
  postcode: v.string(),
  /** English labels; null for an address saved before the list was checked (absent from older orders' copies) */
  subdistrictEn: v.nullish(v.string()),
  districtEn: v.nullish(v.string()),
  provinceEn: v.nullish(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Address = v.InferOutput<typeof Address>;
export const AddressResponse = envelope(Address);
export const AddressPage = v.object({ items: v.array(Address), total: v.number(), limit: v.number(), offset: v.number() });
export type AddressPage = v.InferOutput<typeof AddressPage>;
export const AddressPageResponse = envelope(AddressPage);
export const DeletedAddressResponse = envelope(v.object({ id: v.number() }));

/** The fields of an address; a missing one is left out, so that an edit keeps it. */
const ADDRESS_FIELDS = {
  firstName: v.optional(PersonName('firstName')),
  lastName: v.optional(PersonName('lastName')),
  phone: v.optional(Phone),
  companyName: optionalText(LABEL.companyName, MAX_COMPANY_LENGTH),
  taxId: optionalIdNumber(TAX_ID_TEXTS.invalid),
  address: v.optional(text(LABEL.address, MAX_ADDRESS_LENGTH)),
  subdistrict: v.optional(areaName(LABEL.subdistrict)),
  district: v.optional(areaName(LABEL.district)),
  province: v.optional(areaName(LABEL.province)),
  postcode: v.optional(Postcode),
  isDefault: v.optional(v.boolean(localized({ th: 'isDefault ต้องเป็น true หรือ false', en: 'isDefault must be true or false' }))),
};

const ADDRESS_TYPE_TEXT = { th: 'ประเภทที่อยู่ต้องเป็น shipping, billing หรือ additional', en: 'The type must be shipping, billing or additional' };

/**
 * POST /customer/api/profile/addresses. A billing address may hold a 13-digit tax ID (a company's, or a national
 * ID for a personal invoice), which a full tax invoice asked for at checkout starts from; other types take none. An
 * order without a full tax invoice needs no ID number, so none is asked for (PDPA: no more personal data than the
 * purpose needs). `isDefault: true` puts the new address first of its list. Province, district, subdistrict and
 * postcode must be a combination of the administrative list; the server refuses others with `AREA_TEXTS`.
 */
export const CreateAddressBody = v.pipe(
  v.object(
    {
      ...ADDRESS_FIELDS,
      type: v.pipe(v.optional(v.string(localized(ADDRESS_TYPE_TEXT)), ''), v.picklist(ADDRESS_TYPES, localized(ADDRESS_TYPE_TEXT))),
      firstName: requiredKey(PersonName('firstName')),
      lastName: requiredKey(PersonName('lastName')),
      phone: requiredKey(Phone),
      address: requiredKey(text(LABEL.address, MAX_ADDRESS_LENGTH)),
      subdistrict: requiredKey(areaName(LABEL.subdistrict)),
      district: requiredKey(areaName(LABEL.district)),
      province: requiredKey(areaName(LABEL.province)),
      postcode: requiredKey(Postcode),
    },
    invalidBody,
  ),
  v.forward(
    v.check((a) => a.type === 'billing' || a.taxId == null, localized(TAX_ID_TEXTS.billingOnly)),
    ['taxId'],
  ),
);
export type CreateAddressBody = v.InferOutput<typeof CreateAddressBody>;

/**
 * PUT /customer/api/profile/addresses/{id}: any of the fields; a missing one keeps its value, null or
 * empty clears an optional one. The type is fixed at creation. `isDefault: true` moves the address
 * first of its list (false changes nothing: a list has a default as long as it has an address).
 */
export const UpdateAddressBody = objectOfOptionals(ADDRESS_FIELDS);
export type UpdateAddressBody = v.InferOutput<typeof UpdateAddressBody>;

/** Ids are positive int32 values; in paths they arrive as text. */
const idText = (message: Text) =>
  v.pipe(v.string(localized(message)), v.regex(/^[1-9]\d{0,9}$/, localized(message)), v.transform(Number), v.maxValue(2_147_483_647, localized(message)));
export const ADDRESS_ID_TEXT = { th: 'รหัสที่อยู่ไม่ถูกต้อง', en: 'The address id is not valid' };

export const AddressIdParams = v.object({ id: idText(ADDRESS_ID_TEXT) });

/**
 * GET /customer/api/profile/addresses/{type or id}: a type (shipping, billing, additional) lists that
 * type's addresses a page at a time; a numeric id answers one address.
 */
export const AddressRefParams = v.object({
  ref: v.union(
    [AddressType, idText(ADDRESS_ID_TEXT)],
    localized({
      th: 'ต้องเป็นประเภทที่อยู่ (shipping, billing, additional) หรือรหัสที่อยู่',
      en: 'Must be an address type (shipping, billing, additional) or an address id',
    }),
  ),
});

const wholeNumber = (max: number, message: Text) =>
  v.pipe(v.string(localized(message)), v.regex(/^\d{1,9}$/, localized(message)), v.transform(Number), v.maxValue(max, localized(message)));
const LIMIT_TEXT = { th: `limit ต้องอยู่ระหว่าง 1 ถึง ${MAX_ADDRESS_PAGE_SIZE}`, en: `limit must be from 1 to ${MAX_ADDRESS_PAGE_SIZE}` };

/** Query of an address list; other query parameters are ignored. */
export const AddressPageQuery = v.object({
  offset: v.optional(wholeNumber(1_000_000, { th: 'offset ต้องเป็นจำนวนเต็มตั้งแต่ 0', en: 'offset must be a whole number from 0' }), '0'),
  limit: v.optional(v.pipe(wholeNumber(MAX_ADDRESS_PAGE_SIZE, LIMIT_TEXT), v.minValue(1, localized(LIMIT_TEXT))), String(ADDRESS_PAGE_SIZE)),
});

/* ---------- membership ---------- */

/**
 * POST /customer/api/cancel-member. The password is required when the account has one; accounts made
 * through a social login only confirm with their access token.
 */
export const CancelMemberBody = objectOfOptionals({
  password: v.optional(CurrentPassword),
});
export const CancelMemberResponse = envelope(v.object({ status: v.literal('cancelled'), cancelledAt: v.string() }));

/* ---------- wishlist ---------- */

export const MAX_WISHLIST_ITEMS = 200;
export const MAX_WISHLIST_BATCH = 50;

export const WishlistItem = v.object({ productId: v.number(), addedAt: v.string() });
export type WishlistItem = v.InferOutput<typeof WishlistItem>;
export const WishlistResponse = envelope(v.object({ items: v.array(WishlistItem) }));

const PRODUCT_IDS = localized({
  th: `productIds ต้องเป็นรายการรหัสสินค้า 1 ถึง ${MAX_WISHLIST_BATCH} รายการ`,
  en: `productIds must list 1 to ${MAX_WISHLIST_BATCH} product ids`,
});
const WishlistProductId = v.pipe(v.number(PRODUCT_IDS), v.integer(PRODUCT_IDS), v.minValue(1, PRODUCT_IDS), v.maxValue(2_147_483_647, PRODUCT_IDS));

/** POST /customer/api/wishlist: model ids (products.id); ids already on the list are ignored. */
export const AddWishlistBody = v.object(
  {
    productIds: v.pipe(v.optional(v.array(WishlistProductId, PRODUCT_IDS), []), v.minLength(1, PRODUCT_IDS), v.maxLength(MAX_WISHLIST_BATCH, PRODUCT_IDS)),
  },
  invalidBody,
);

export const WishlistParams = v.object({ productId: idText({ th: 'รหัสสินค้าไม่ถูกต้อง', en: 'The product id is not valid' }) });
