import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

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
  categoryId: integer('category_id').notNull().references(() => categories.id),
  family: text('family').notNull(),
  shape: text('shape').notNull(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  educationFlag: boolean('education_flag').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id),
    sku: text('sku').notNull().unique(),
    colourCode: text('colour_code').notNull(),
    colourNameTh: text('colour_name_th').notNull(),
    colourNameEn: text('colour_name_en').notNull(),
    colourHex: text('colour_hex').notNull(),
    capacity: text('capacity'),
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
  version: integer('version').notNull().default(0),
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
  (t) => [
    unique('cart_items_line').on(t.cartId, t.skuId, t.bundleParentId).nullsNotDistinct(),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
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
  status: text('status', { enum: ['pending', 'active', 'cancelled'] }).notNull().default('pending'),
  subscriptionFlag: boolean('subscription_flag').notNull().default(false),
  locale: text('locale', { enum: ['th', 'en'] }).notNull().default('th'),
  facebookId: text('facebook_id').unique(),
  appleSub: text('apple_sub').unique(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** Refresh tokens rotate on every use; a reused one revokes its whole family. Only hashes are stored. */
export const refreshTokens = pgTable('refresh_tokens', {
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
});

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
  subdistrict: text('subdistrict').notNull(),
  district: text('district').notNull(),
  province: text('province').notNull(),
  postcode: text('postcode').notNull(),
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

/** Mail that could not go through SMTP (none configured): the development mailbox lists it. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
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
