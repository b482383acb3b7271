import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxInvoiceData } from '../../contract/order.ts';
import { WORKSHOP_KINDS } from '../../contract/workshops.ts';

/** Money columns hold satang (1/100 THB) as integers; prices are VAT-inclusive. */

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  family: text('family').notNull(),
  shape: text('shape').notNull(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  educationFlag: boolean('education_flag').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
  /** when Apple released the model ('2025-09-19'): the 'newest' sort */
  releasedOn: date('released_on').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull().unique(),
    colourCode: text('colour_code').notNull(),
    colourNameTh: text('colour_name_th').notNull(),
    colourNameEn: text('colour_name_en').notNull(),
    colourHex: text('colour_hex').notNull(),
    /** the configuration as English pages show it ('13-inch', '4 pack'); null for a model with one configuration */
    capacity: text('capacity'),
    /** the same in Thai where it reads differently ('13 นิ้ว', 'แพ็ค 4 ชิ้น'); null where it reads the same */
    capacityTh: text('capacity_th'),
    price: integer('price').notNull(),
    specialPrice: integer('special_price'),
    educationPrice: integer('education_price'),
    stock: integer('stock').notNull(),
    limitQty: integer('limit_qty').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('skus_stock_not_negative', sql`${t.stock} >= 0`)],
);

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: integer('customer_id'),
  /** a pre-order cart belongs to a pre-order session instead of a customer */
  preorderSessionId: uuid('preorder_session_id'),
  version: integer('version').notNull().default(0),
  couponId: integer('coupon_id').references(() => coupons.id),
  eligibilityCodeId: integer('eligibility_code_id').references(() => eligibilityCodes.id),
  /** set when the cart became an order: it then takes no more writes */
  orderId: text('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    bundleParentId: integer('bundle_parent_id'),
    quantity: integer('quantity').notNull(),
    giftWrappingFlag: boolean('gift_wrapping_flag').notNull().default(false),
    giftWrappingMessage: text('gift_wrapping_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_items_line').on(t.cartId, t.skuId, t.bundleParentId).nullsNotDistinct(), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/* ---------- accounts (authen and customer services) ---------- */

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** stored lower-cased and trimmed; unique */
  email: text('email').notNull().unique(),
  /** argon2id hash; null for accounts created through a social login only */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  /** 13-digit Thai national ID, for tax invoices; optional */
  nationalId: text('national_id'),
  status: text('status', { enum: ['pending', 'active', 'cancelled'] })
    .notNull()
    .default('pending'),
  subscriptionFlag: boolean('subscription_flag').notNull().default(false),
  locale: text('locale', { enum: ['th', 'en'] })
    .notNull()
    .default('th'),
  facebookId: text('facebook_id').unique(),
  appleSub: text('apple_sub').unique(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** Refresh tokens rotate on every use; a reused one revokes its whole family. Only hashes are stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // every authenticated request looks its token family up; logging out elsewhere finds a customer's families
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_customer').on(t.customerId)],
);

/** Single-use links sent by email (activation, password reset). Only hashes are stored. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['activate', 'reset-password'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Shipping, billing and additional addresses; the first of each kind (lowest position) is its default. */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['shipping', 'billing', 'additional'] }).notNull(),
  position: integer('position').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  companyName: text('company_name'),
  /** tax ID for a billing address (company or national ID) */
  taxId: text('tax_id'),
  address: text('address').notNull(),
  /** the Thai labels of the administrative list (server/customer/thai-address.ts) */
  subdistrict: text('subdistrict').notNull(),
  district: text('district').notNull(),
  province: text('province').notNull(),
  postcode: text('postcode').notNull(),
  /** the English labels; null for addresses saved before the list was checked */
  subdistrictEn: text('subdistrict_en'),
  districtEn: text('district_en'),
  provinceEn: text('province_en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('wishlist_items_line').on(t.customerId, t.productId)],
);

/**
 * Mail in the outbox, written in the transaction that causes it; the outbox worker (server/mail/outbox-worker.ts)
 * sends it, retrying with backoff until `failed`. `next_attempt_at` is when a pending mail is due, or when the
 * claim of a mail being sent lapses (its worker died).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** the Message-ID header: a mail sent again after a crash carries the same one */
    messageId: text('message_id').notNull().unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** Mail delivered without SMTP (none configured): the development mailbox lists it. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  /** one copy per Message-ID, however often the outbox worker hands it over */
  messageId: text('message_id').unique(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/* ---------- content (pagerender), schools (aaes), tracking (utils) ---------- */

/**
 * CMS documents by service path and language, e.g. ('menus', 'default', 'th') or ('page', 'home', 'en').
 * `data` is the JSON the endpoint answers, already sanitised.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    locale: text('locale', { enum: ['th', 'en'] }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_entries_key').on(t.kind, t.key, t.locale)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: text('locale', { enum: ['th', 'en'] }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** sanitised HTML */
    body: text('body').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('blog_posts_slug').on(t.slug, t.locale)],
);

/** Institutions whose students and staff get education prices (aaes service). */
export const schools = pgTable('schools', {
  customerId: text('customer_id').primaryKey(),
  companyEn: text('company_en').notNull(),
  companyTh: text('company_th').notNull(),
  kind: text('kind').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  creationDate: timestamp('creation_date', { withTimezone: true }).notNull(),
});

/** Conversions API events, kept and forwarded to Facebook when configured. */
export const trackingEvents = pgTable('tracking_events', {
  id: serial('id').primaryKey(),
  eventName: text('event_name').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  forwardError: text('forward_error'),
});

/** Products offered as options of another (a case with an iPhone): itemType OPTION, bundleParentId = the owning SKU. */
export const productOptions = pgTable(
  'product_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    optionProductId: integer('option_product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [unique('product_options_pair').on(t.productId, t.optionProductId)],
);

/* ---------- money path: education codes, coupons, orders, payments, pre-orders ---------- */

/** Education eligibility codes, issued per institution (schools.customer_id); `uses` counts placed orders. */
export const eligibilityCodes = pgTable(
  'eligibility_codes',
  {
    id: serial('id').primaryKey(),
    /** stored upper-cased */
    code: text('code').notNull().unique(),
    schoolCustomerId: text('school_customer_id')
      .notNull()
      .references(() => schools.customerId),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [check('eligibility_codes_uses', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** stored upper-cased */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** percent: whole percent; fixed: satang */
    value: integer('value').notNull(),
    /** cap of a percent discount, satang */
    maxDiscount: integer('max_discount'),
    /** satang, compared with the eligible lines' total */
    minSpend: integer('min_spend').notNull().default(0),
    /** category slugs the coupon covers; null covers everything */
    categories: jsonb('categories').$type<string[]>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [check('coupons_uses', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`)],
);

export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

export const ORDER_STATUSES = ['pendingPayment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    /** the order number shoppers see, e.g. SO100001 */
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    preorderSessionId: uuid('preorder_session_id'),
    /** one cart becomes at most one order */
    cartId: uuid('cart_id').notNull().unique(),
    /** 'customer:{id}' or 'preorder:{sessionId}': an Idempotency-Key is unique within its owner */
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** the order-session-id header that reads this order without logging in */
    sessionId: uuid('session_id').notNull().defaultRandom(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    locale: text('locale', { enum: ['th', 'en'] }).notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    /** the full tax invoice asked for at checkout, issued to the billing address; null: an abbreviated receipt */
    taxInvoice: jsonb('tax_invoice').$type<TaxInvoiceData>(),
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    eligibilityCodeId: integer('eligibility_code_id'),
    schoolCustomerId: text('school_customer_id'),
    applyRules: jsonb('apply_rules').$type<{ name: string }[]>().notNull(),
    totalBeforeEdu: integer('total_before_edu').notNull(),
    totalEduDiscount: integer('total_edu_discount').notNull(),
    totalDiscount: integer('total_discount').notNull(),
    totalDeliveryFee: integer('total_delivery_fee').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalPayable: integer('total_payable').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the receipt (and tax invoice) issued when the order was paid: its running number, e.g. RC2569-000001 */
    receiptNumber: text('receipt_number').unique(),
    receiptIssuedAt: timestamp('receipt_issued_at', { withTimezone: true }),
    /** the credit note issued when a paid order was cancelled, for the whole of its receipt, e.g. CN2569-000001 */
    creditNoteNumber: text('credit_note_number').unique(),
    creditNoteIssuedAt: timestamp('credit_note_issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_idempotency').on(t.idempotencyScope, t.idempotencyKey),
    index('orders_customer').on(t.customerId, t.createdAt),
    index('orders_status_expiry').on(t.status, t.expiresAt),
  ],
);

/**
 * The last number issued in each series (`RC` receipts, `CN` credit notes) and year, Buddhist era in Bangkok time.
 * Taken with an upsert in the transaction that issues the document: concurrent issues wait for each other's row,
 * and a rolled-back one gives its number back, so the numbers of a year run without gaps, as the Revenue
 * Department expects of tax invoices and credit notes.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  skuId: integer('sku_id')
    .notNull()
    .references(() => skus.id),
  productId: integer('product_id').notNull(),
  family: text('family').notNull(),
  sku: text('sku').notNull(),
  slug: text('slug').notNull(),
  colourCode: text('colour_code').notNull(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  bundleParentId: integer('bundle_parent_id'),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  standardPrice: integer('standard_price').notNull(),
  /** units bought at the education price (at most one a line) */
  educationUnits: integer('education_units').notNull(),
  eduDiscount: integer('edu_discount').notNull(),
  giftWrappingPrice: integer('gift_wrapping_price').notNull(),
  giftWrappingMessage: text('gift_wrapping_message'),
  totalPrice: integer('total_price').notNull(),
});

/** Every status an order has had, time-stamped: the order-tracking page lists them. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order').on(t.orderId)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('coupon_redemptions_order').on(t.couponId, t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['card', 'promptpay', 'bank-transfer'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled'] }).notNull(),
    amount: integer('amount').notNull(),
    /** the gateway's charge reference; the signed callback names it */
    gatewayRef: text('gateway_ref').unique(),
    slipReference: text('slip_reference'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payments_order').on(t.orderId)],
);

/** Pre-order campaigns: their own products, per-email limits and a session to order in. */
export const preorderCampaigns = pgTable('preorder_campaigns', {
  id: text('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  sessionMinutes: integer('session_minutes').notNull(),
  /** units one email may pre-order in this campaign */
  limitPerEmail: integer('limit_per_email').notNull(),
});

export const preorderProducts = pgTable(
  'preorder_products',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => preorderCampaigns.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    /** units still open for pre-order in this campaign */
    allocation: integer('allocation').notNull(),
  },
  (t) => [unique('preorder_products_sku').on(t.campaignId, t.skuId), check('preorder_allocation_not_negative', sql`${t.allocation} >= 0`)],
);

export const preorderSessions = pgTable('preorder_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  campaignId: text('campaign_id')
    .notNull()
    .references(() => preorderCampaigns.id),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/* ---------- stores and support appointments (store) ---------- */

/** The reseller's branches (iStudio, iCenter, iSolutions, Mobi) with their hours and services. */
export const branches = pgTable('branches', {
  slug: text('slug').primaryKey(),
  brand: text('brand', { enum: ['istudio', 'icenter', 'isolutions', 'mobi'] }).notNull(),
  /** a province key of contract/stores.ts */
  province: text('province').notNull(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  addressTh: text('address_th').notNull(),
  addressEn: text('address_en').notNull(),
  phone: text('phone').notNull(),
  /** seven entries, Sunday first: { open, close } as HH:MM in Bangkok time, or null when closed */
  hours: jsonb('hours').$type<({ open: string; close: string } | null)[]>().notNull(),
  services: jsonb('services').$type<string[]>().notNull(),
  mapUrl: text('map_url').notNull(),
  /** support appointments one 30-minute slot takes (0: no appointments) */
  technicians: integer('technicians').notNull().default(0),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Booked support appointments. A booking takes a free seat (1..the branch's technicians) of its slot; the partial
 * unique index lets one live booking hold a seat, so two shoppers racing for the last one cannot both get it.
 */
export const supportAppointments = pgTable(
  'support_appointments',
  {
    id: serial('id').primaryKey(),
    branchSlug: text('branch_slug')
      .notNull()
      .references(() => branches.slug),
    serviceType: text('service_type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    seat: integer('seat').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deviceModel: text('device_model').notNull(),
    serialNumber: text('serial_number'),
    problem: text('problem').notNull(),
    locale: text('locale', { enum: ['th', 'en'] }).notNull(),
    /** the emailed cancel link's token, hashed */
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_appointments_seat')
      .on(t.branchSlug, t.startsAt, t.seat)
      .where(sql`${t.cancelledAt} is null`),
    check('support_appointments_seat_positive', sql`${t.seat} >= 1`),
  ],
);

/**
 * Attempt counts of the rate limits when the shop runs on PostgreSQL, so that every instance counts the same
 * attempts: one row per key and fixed window, raised by one upsert per attempt, deleted once the window is over.
 */
export const attemptCounts = pgTable(
  'attempt_counts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('attempt_counts_window_end').on(t.windowEnd)],
);

/** Workshop sessions of the three workshop pages; seats are taken with one conditional update, never past capacity. */
export const workshopSessions = pgTable(
  'workshop_sessions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: WORKSHOP_KINDS }).notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** null for a session held online */
    locationTh: text('location_th'),
    locationEn: text('location_en'),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
  },
  (t) => [
    index('workshop_sessions_kind_start').on(t.kind, t.startsAt),
    check('workshop_seats', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
  ],
);

/** A registration holds its seats until cancelled by the mailed link, whose token is stored hashed. */
export const workshopRegistrations = pgTable(
  'workshop_registrations',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => workshopSessions.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    seats: integer('seats').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('workshop_registrations_email')
      .on(t.sessionId, t.email)
      .where(sql`${t.cancelledAt} is null`),
    check('workshop_registration_seats', sql`${t.seats} > 0`),
  ],
);

/** Quote requests of the small-business page, mailed to sales. */
export const businessQuotes = pgTable('business_quotes', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  taxId: text('tax_id').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  businessType: text('business_type').notNull(),
  employees: text('employees').notNull(),
  quantities: jsonb('quantities').$type<Record<string, number>>().notNull(),
  message: text('message').notNull(),
  lang: text('lang').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
