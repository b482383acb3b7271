import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { CategorySlug, ProductCardItem } from '../../contract/catalogue.ts';
import type { Tx } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';

/** What a shopper pays now for a SKU: its special price where it has one. */
const effective = sql<number>`coalesce(${skus.specialPrice}, ${skus.price})`;
const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/** A model's lowest price over its SKUs, as a card shows it; the listings sort by it. */
export const cardMinPrice = sql<number>`min(${effective})`.mapWith(Number);

const CARD_COLUMNS = {
  id: products.id,
  slug: products.slug,
  nameTh: products.nameTh,
  nameEn: products.nameEn,
  educationFlag: products.educationFlag,
  categorySlug: categories.slug,
  categoryTh: categories.nameTh,
  categoryEn: categories.nameEn,
  minPrice: cardMinPrice,
  maxPrice: sql<number>`max(${effective})`.mapWith(Number),
  minStandard: sql<number>`min(${skus.price})`.mapWith(Number),
  maxStandard: sql<number>`max(${skus.price})`.mapWith(Number),
  special: sql<boolean>`bool_or(${skus.specialPrice} is not null)`,
  eduMin: sql<number | null>`min(${skus.educationPrice})`.mapWith(numberOrNull),
  eduMax: sql<number | null>`max(${skus.educationPrice})`.mapWith(numberOrNull),
  colour: sql<string>`(array_agg(${skus.colourCode} order by ${skus.sortOrder}))[1]`,
};

type CardRow = SelectResultFields<typeof CARD_COLUMNS>;

/**
 * One row per model with what its product card shows, aggregated over its SKUs in the same query (no query per
 * model), plus `extra` columns (`{}` for none); the caller adds its where, order and limit.
 */
export function productCardRows<Extra extends SelectedFields>(db: Tx, extra: Extra) {
  return db
    .select({ ...CARD_COLUMNS, ...extra })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(skus, eq(skus.productId, products.id))
    .groupBy(products.id, categories.id);
}

/** The product card of a row of `productCardRows`, names in `lang`. */
export function cardOf(row: CardRow, lang: Lang): ProductCardItem {
  const productName = pick(lang, row.nameTh, row.nameEn);
  return {
    productId: row.id,
    slug: row.slug,
    productName,
    categoryName: pick(lang, row.categoryTh, row.categoryEn),
    categorySlug: row.categorySlug as CategorySlug,
    price: baht(row.minPrice),
    priceRangeMin: baht(row.minPrice),
    priceRangeMax: baht(row.maxPrice),
    standardPriceMin: baht(row.minStandard),
    standardPriceMax: baht(row.maxStandard),
    isSpecialPrice: Boolean(row.special),
    educationFlag: row.educationFlag,
    eduPriceRange: row.eduMin === null || row.eduMax === null ? null : { min: baht(row.eduMin), max: baht(row.eduMax) },
    image: { slug: row.slug, colour: row.colour, alt: productName },
  };
}
