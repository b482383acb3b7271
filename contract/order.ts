import * as v from 'valibot';
import { Address, ADDRESS_ID_TEXT, TAX_ID_TEXTS } from './customer.ts';
import { envelope } from './error.ts';
import { CartId, OrderId } from './ids.ts';
import { PaymentMethod } from './payment-method.ts';
import { isThaiNationalId, localized, type Text } from './validation-rules.ts';

export const OrderStatus = v.picklist(['pendingPayment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired']);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

export const OrderParams = v.object({ orderId: OrderId });

/** Idempotency-Key header: one order however often the same checkout is sent. */
export const IdempotencyKey = v.pipe(
  v.string('send an Idempotency-Key header'),
  v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _'),
);
/** order-session-id header: reads one order without logging in (the confirmation and thank-you pages). */
export const OrderSessionId = v.pipe(v.string('send the order-session-id header'), v.uuid('order-session-id must be a uuid'));

/** Names on a tax invoice: 1 to 200 characters. */
export const MAX_INVOICE_NAME_LENGTH = 200;

export const TAX_INVOICE_TEXTS = {
  type: { th: 'กรุณาเลือกออกใบกำกับภาษีในนามบุคคลธรรมดาหรือนิติบุคคล', en: 'Choose a tax invoice for a person or for a company' },
  nameRequired: { th: 'กรุณากรอกชื่อ-นามสกุล', en: 'Please enter your full name' },
  nameTooLong: { th: `ชื่อ-นามสกุลต้องไม่เกิน ${MAX_INVOICE_NAME_LENGTH} ตัวอักษร`, en: `The full name may be at most ${MAX_INVOICE_NAME_LENGTH} characters` },
  companyNameRequired: { th: 'กรุณากรอกชื่อบริษัท', en: 'Please enter the company name' },
  companyNameTooLong: {
    th: `ชื่อบริษัทต้องไม่เกิน ${MAX_INVOICE_NAME_LENGTH} ตัวอักษร`,
    en: `The company name may be at most ${MAX_INVOICE_NAME_LENGTH} characters`,
  },
  branch: { th: 'กรุณาระบุสำนักงานใหญ่ หรือเลขที่สาขา 5 หลัก', en: 'Choose the head office or enter a 5-digit branch number' },
} satisfies Record<string, Text>;

const invoiceName = (required: Text, tooLong: Text) =>
  v.pipe(v.string(localized(required)), v.trim(), v.nonEmpty(localized(required)), v.maxLength(MAX_INVOICE_NAME_LENGTH, localized(tooLong)));
/** A tax ID: 13 digits with the national-ID check digit (spec section 5), for a person or a company alike. */
const TaxId = v.pipe(
  v.string(localized(TAX_ID_TEXTS.invalid)),
  v.trim(),
  v.nonEmpty(localized(TAX_ID_TEXTS.required)),
  v.check(isThaiNationalId, localized(TAX_ID_TEXTS.invalid)),
);
/** 'head-office', or the 5-digit branch number printed on a company's tax invoices (e.g. '00001'). */
const Branch = v.union(
  [v.literal('head-office'), v.pipe(v.string(), v.regex(/^\d{5}$/, localized(TAX_INVOICE_TEXTS.branch)))],
  localized(TAX_INVOICE_TEXTS.branch),
);

/** A required field whose key may be missing: valibot would answer a missing key with a generic message. */
const requiredKey = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(schema, '');

/** A full tax invoice, issued to the order's billing address, for a person or a company. */
export const TaxInvoiceRequest = v.variant(
  'type',
  [
    v.strictObject({
      type: v.literal('person'),
      name: requiredKey(invoiceName(TAX_INVOICE_TEXTS.nameRequired, TAX_INVOICE_TEXTS.nameTooLong)),
      taxId: requiredKey(TaxId),
    }),
    v.strictObject({
      type: v.literal('company'),
      companyName: requiredKey(invoiceName(TAX_INVOICE_TEXTS.companyNameRequired, TAX_INVOICE_TEXTS.companyNameTooLong)),
      branch: requiredKey(Branch),
      taxId: requiredKey(TaxId),
    }),
  ],
  localized(TAX_INVOICE_TEXTS.type),
);
export type TaxInvoiceRequest = v.InferInput<typeof TaxInvoiceRequest>;

/** The tax invoice an order was placed with, as the request gave it (trimmed). */
export const TaxInvoiceData = v.variant('type', [
  v.object({ type: v.literal('person'), name: v.string(), taxId: v.string() }),
  v.object({ type: v.literal('company'), companyName: v.string(), branch: v.string(), taxId: v.string() }),
]);
export type TaxInvoiceData = v.InferOutput<typeof TaxInvoiceData>;

/** An address-book entry of the customer, by its id. */
const AddressId = v.pipe(
  v.number(localized(ADDRESS_ID_TEXT)),
  v.integer(localized(ADDRESS_ID_TEXT)),
  v.minValue(1, localized(ADDRESS_ID_TEXT)),
  v.maxValue(2_147_483_647, localized(ADDRESS_ID_TEXT)),
);

/**
 * POST /order/api/orders. `cartVersion` is the cart version the shopper saw: a cart that changed since
 * (another tab) is not ordered blind. No price or total is taken from it: `expectedTotal` is only compared. Without an address id the
 * first address of its type (the default) is used; without a tax invoice the order gets an abbreviated receipt.
 */
export const PlaceOrderBody = v.strictObject({
  cartId: CartId,
  cartVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** a shipping address of the customer's address book */
  shippingAddressId: v.optional(AddressId),
  /** a billing address of the customer's address book; the tax invoice is issued to it */
  billingAddressId: v.optional(AddressId),
  taxInvoice: v.optional(v.nullable(TaxInvoiceRequest)),
  /**
   * The total payable the shopper was shown, in baht: never charged (the server prices the order), only checked, so
   * that a price changed since is not ordered unseen (409 PRICE_CHANGED).
   */
  expectedTotal: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000_000))),
});
export type PlaceOrderBody = v.InferInput<typeof PlaceOrderBody>;

/** The address as it was at checkout: an address-book entry without its own bookkeeping. */
export const OrderAddress = v.omit(Address, ['id', 'type', 'isDefault', 'createdAt', 'updatedAt']);
export type OrderAddress = v.InferOutput<typeof OrderAddress>;

export const OrderItem = v.object({
  productId: v.number(),
  parentId: v.number(),
  name: v.string(),
  description: v.string(),
  sku: v.string(),
  url: v.string(),
  /** image URLs, the first one shown */
  img: v.array(v.string()),
  quantity: v.number(),
  price: v.number(),
  standardPrice: v.number(),
  educationUnits: v.number(),
  eduDiscount: v.number(),
  giftWrappingPrice: v.number(),
  giftWrappingMessage: v.nullable(v.string()),
  bundleParentId: v.nullable(v.number()),
  totalPrice: v.number(),
  /** the line's total as shown: thousands separators, e.g. '48,900' */
  netPrice: v.string(),
});

export const PaymentSummary = v.object({
  id: v.string(),
  method: PaymentMethod,
  status: v.picklist(['pending', 'succeeded', 'failed', 'cancelled']),
  amount: v.number(),
  createdAt: v.string(),
  completedAt: v.nullable(v.string()),
  /** money taken that the shop owes back: the order was cancelled after it was paid, or could no longer be paid */
  refundDue: v.boolean(),
});

export const OrderData = v.object({
  orderId: v.string(),
  orderSessionId: v.string(),
  status: OrderStatus,
  createdAt: v.string(),
  /** when an unpaid order expires */
  expiredAt: v.string(),
  items: v.array(OrderItem),
  couponCode: v.nullable(v.string()),
  educationFlag: v.boolean(),
  /** placed at the pre-order campaign: it belongs to an email's session, not to an account */
  preorder: v.boolean(),
  applyRules: v.array(v.object({ name: v.string() })),
  totalBeforeEdu: v.number(),
  totalEduDiscount: v.number(),
  totalDiscount: v.number(),
  totalDeliveryFee: v.number(),
  totalVat: v.number(),
  totalPayable: v.number(),
  email: v.string(),
  phone: v.string(),
  shippingAddress: OrderAddress,
  billingAddress: OrderAddress,
  /** a full tax invoice to the billing address; null: an abbreviated receipt */
  taxInvoice: v.nullable(TaxInvoiceData),
  /** the receipt issued when the order was paid (its running number and date); null until then */
  receipt: v.nullable(v.object({ number: v.string(), issuedAt: v.string() })),
  /** the credit note issued when the paid order was cancelled, taking back the whole receipt; null otherwise */
  creditNote: v.nullable(v.object({ number: v.string(), issuedAt: v.string() })),
  statusHistory: v.array(v.object({ status: OrderStatus, at: v.string(), note: v.nullable(v.string()) })),
  payments: v.array(PaymentSummary),
});
export type OrderData = v.InferOutput<typeof OrderData>;
export const OrderResponse = envelope(OrderData);

export const OrderSummary = v.object({
  orderId: v.string(),
  status: OrderStatus,
  createdAt: v.string(),
  totalPayable: v.number(),
  totalQuantity: v.number(),
  firstImage: v.nullable(v.string()),
  /** a bank-transfer slip waits for the shop's check (the order stays pendingPayment meanwhile) */
  slipInReview: v.boolean(),
});
export const OrderListQuery = v.object({
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '0'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), '10'),
});
export const OrderListResponse = envelope(v.object({ items: v.array(OrderSummary), total: v.number(), limit: v.number(), offset: v.number() }));

/** POST /order/api/tracking: a guest finds an order by its number and the email or phone it was placed with. */
export const TrackOrderBody = v.object({
  orderId: OrderId,
  contact: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(254)),
});
export const TrackingData = v.object({
  orderId: v.string(),
  status: OrderStatus,
  createdAt: v.string(),
  statusHistory: v.array(v.object({ status: OrderStatus, at: v.string(), note: v.nullable(v.string()) })),
  totalQuantity: v.number(),
});
export const TrackingResponse = envelope(TrackingData);

/** POST /order/api/admin/orders/{orderId}/status (staff, x-api-key). */
export const ChangeStatusBody = v.object({
  status: OrderStatus,
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
});
