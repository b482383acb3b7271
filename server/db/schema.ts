import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

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
