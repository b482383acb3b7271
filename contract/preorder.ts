import * as v from 'valibot';
import { ImageRef } from './catalogue.ts';
import { MAX_ADDRESS_LENGTH, MAX_AREA_LENGTH, MAX_COMPANY_LENGTH } from './customer.ts';
import { envelope } from './error.ts';
import { ProductId } from './ids.ts';
import { Email, isThaiNationalId, localized, PersonName, Phone, type Text } from './validation-rules.ts';

/*
 * The pre-order flow: a shopper starts a session with an email (POST /auth/session), reads it
 * (GET /auth/sessions, header session-id), lists the campaign's products and pre-orders them
 * (POST /order/api/preorders). Messages follow the language given to valibot, Thai otherwise.
 */

/** Units one pre-order line may hold at most; the campaign's per-email limit is usually lower. */
export const MAX_PREORDER_QUANTITY = 10;
export const MAX_PREORDER_LINES = 10;

const invalidBody = localized({ th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง', en: 'The request is not valid' });

/** POST /auth/session. */
export const StartSessionBody = v.strictObject({ email: Email }, invalidBody);
export type StartSessionBody = v.InferOutput<typeof StartSessionBody>;

/** session-id header: the pre-order session the app keeps in its sessionId cookie. */
export const SessionIdHeader = v.pipe(v.string('send the session-id header'), v.uuid('session-id must be a uuid'));

const LABEL = {
  address: { th: 'ที่อยู่', en: 'address' },
  subdistrict: { th: 'แขวง/ตำบล', en: 'subdistrict' },
  district: { th: 'เขต/อำเภอ', en: 'district' },
  province: { th: 'จังหวัด', en: 'province' },
  postcode: { th: 'รหัสไปรษณีย์', en: 'postcode' },
  companyName: { th: 'ชื่อบริษัท', en: 'company name' },
  taxId: { th: 'เลขประจำตัวผู้เสียภาษี', en: 'tax ID' },
} satisfies Record<string, Text>;

const invalid = (label: Text) => localized({ th: `${label.th}ไม่ถูกต้อง`, en: `The ${label.en} is not valid` });
const enter = (label: Text) => localized({ th: `กรุณากรอก${label.th}`, en: `Please enter your ${label.en}` });
const text = (label: Text, max: number) =>
  v.pipe(
    v.string(invalid(label)),
    v.trim(),
    v.nonEmpty(enter(label)),
    v.maxLength(max, localized({ th: `${label.th}ต้องไม่เกิน ${max} ตัวอักษร`, en: `The ${label.en} may be at most ${max} characters` })),
  );

const ADDRESS = {
  firstName: PersonName('firstName'),
  lastName: PersonName('lastName'),
  address: text(LABEL.address, MAX_ADDRESS_LENGTH),
  subdistrict: text(LABEL.subdistrict, MAX_AREA_LENGTH),
  district: text(LABEL.district, MAX_AREA_LENGTH),
  province: text(LABEL.province, MAX_AREA_LENGTH),
  postcode: v.pipe(v.string(invalid(LABEL.postcode)), v.trim(), v.nonEmpty(enter(LABEL.postcode)), v.regex(/^\d{5}$/, invalid(LABEL.postcode))),
};

const emptyIsNull = v.transform((s: string) => s || null);

export const PreorderShippingAddress = v.strictObject(ADDRESS, invalidBody);
/** A tax-invoice address: the shipping fields, and a company name and 13-digit tax ID when the invoice needs them. */
export const PreorderBillingAddress = v.strictObject(
  {
    ...ADDRESS,
    companyName: v.optional(
      v.nullable(v.pipe(v.string(invalid(LABEL.companyName)), v.trim(), v.maxLength(MAX_COMPANY_LENGTH, invalid(LABEL.companyName)), emptyIsNull)),
      null,
    ),
    taxId: v.optional(
      v.nullable(
        v.pipe(
          v.string(invalid(LABEL.taxId)),
          v.trim(),
          v.check((s) => s === '' || isThaiNationalId(s), invalid(LABEL.taxId)),
          emptyIsNull,
        ),
      ),
      null,
    ),
  },
  invalidBody,
);

const PreorderItem = v.strictObject(
  {
    productId: ProductId,
    quantity: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, localized({ th: 'จำนวนต้องอย่างน้อย 1 ชิ้น', en: 'The quantity must be at least 1' })),
      v.maxValue(MAX_PREORDER_QUANTITY),
    ),
  },
  invalidBody,
);

/**
 * POST /order/api/preorders (headers session-id and Idempotency-Key). `productId` is a SKU id of the
 * campaign; each appears once. Prices and totals are never part of it: the server prices the order.
 * Without a billing address the invoice goes to the shipping address.
 */
export const PreorderBody = v.strictObject(
  {
    items: v.pipe(
      v.array(PreorderItem, invalidBody),
      v.minLength(1, localized({ th: 'กรุณาเลือกสินค้าที่ต้องการสั่งจอง', en: 'Please choose what to pre-order' })),
      v.maxLength(MAX_PREORDER_LINES),
      v.check(
        (items) => new Set(items.map((i) => i.productId)).size === items.length,
        localized({ th: 'สินค้าแต่ละรายการใส่ได้ครั้งเดียว', en: 'Each product may appear once' }),
      ),
    ),
    phone: Phone,
    shippingAddress: PreorderShippingAddress,
    billingAddress: v.optional(PreorderBillingAddress),
  },
  invalidBody,
);
export type PreorderBody = v.InferInput<typeof PreorderBody>;

export const PreorderCampaign = v.object({ id: v.string(), name: v.string() });

/** Answer of POST /auth/session (201). */
export const StartSessionResponse = envelope(v.object({ sessionId: v.string(), expiredAt: v.string(), campaign: PreorderCampaign }));
/** Answer of GET /auth/sessions. */
export const SessionResponse = envelope(v.object({ expiredAt: v.string(), email: v.string(), campaign: PreorderCampaign }));

export const PreorderProduct = v.object({
  /** the SKU id to order */
  productId: v.number(),
  /** the model's id */
  parentId: v.number(),
  sku: v.string(),
  slug: v.string(),
  name: v.string(),
  /** capacity and colour, e.g. '49mm · Black Titanium' */
  description: v.string(),
  /** what one unit costs (the special price where there is one), baht */
  price: v.number(),
  standardPrice: v.number(),
  isSpecialPrice: v.boolean(),
  image: ImageRef,
  /** units of this SKU still open for pre-order */
  allocation: v.number(),
});
export type PreorderProduct = v.InferOutput<typeof PreorderProduct>;

/** Answer of GET /auth/session/products: `unitsLeft` is what the session's email may still pre-order. */
export const PreorderProductsResponse = envelope(
  v.object({
    campaign: PreorderCampaign,
    limitPerEmail: v.number(),
    unitsLeft: v.number(),
    items: v.array(PreorderProduct),
  }),
);

/** A model of the running campaign as its page shows it: the price range over its SKUs open for pre-order. */
export const CampaignModel = v.object({
  productId: v.number(),
  slug: v.string(),
  name: v.string(),
  image: ImageRef,
  priceRangeMin: v.number(),
  priceRangeMax: v.number(),
  standardPriceMin: v.number(),
  standardPriceMax: v.number(),
  isSpecialPrice: v.boolean(),
});

/** Answer of GET /auth/campaign, public: the campaign running now, for its page before any session. */
export const RunningCampaignResponse = envelope(
  v.object({
    campaign: PreorderCampaign,
    endsAt: v.string(),
    sessionMinutes: v.number(),
    limitPerEmail: v.number(),
    models: v.array(CampaignModel),
  }),
);
