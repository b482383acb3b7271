import { asc, eq, sql } from 'drizzle-orm';
import type { CategorySlug, ImageRef } from '../../contract/catalogue.ts';
import type { Db } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { baht } from '../money.ts';

/**
 * One product (model) as a search record, in both languages: what the embedded engine indexes and what
 * `npm run search:sync` pushes to a hosted Algolia index. The single-language fields hold Thai, the
 * shop's default; the embedded engine answers them in the request's language.
 */
export type SearchRecord = {
  objectID: string;
  productId: number;
  slug: string;
  productName: string;
  productNameTh: string;
  productNameEn: string;
  categoryName: string;
  categorySlug: CategorySlug;
  price: number;
  priceRangeMin: number;
  priceRangeMax: number;
  standardPriceMin: number;
  standardPriceMax: number;
  isSpecialPrice: boolean;
  educationFlag: boolean;
  image: ImageRef;
  /** searched, never answered (hosted: unretrievableAttributes) */
  categoryNameTh: string;
  categoryNameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  /** position in the shop's recommended order (category, then product), the custom ranking */
  rank: number;
};

/** Fields a hit never shows. */
export const UNRETRIEVABLE = ['categoryNameTh', 'categoryNameEn', 'descriptionTh', 'descriptionEn', 'rank'] as const;

const effective = sql`coalesce(${skus.specialPrice}, ${skus.price})`;

/** Every product with its SKUs' price ranges, as the listings compute them (server/catalogue/queries.ts). */
export async function loadSearchRecords(db: Db): Promise<SearchRecord[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      descriptionTh: products.descriptionTh,
      descriptionEn: products.descriptionEn,
      educationFlag: products.educationFlag,
      categorySlug: categories.slug,
      categoryTh: categories.nameTh,
      categoryEn: categories.nameEn,
      minPrice: sql<number>`min(${effective})`.mapWith(Number),
      maxPrice: sql<number>`max(${effective})`.mapWith(Number),
      minStandard: sql<number>`min(${skus.price})`.mapWith(Number),
      maxStandard: sql<number>`max(${skus.price})`.mapWith(Number),
      special: sql<boolean>`bool_or(${skus.specialPrice} is not null)`,
      colour: sql<string>`(array_agg(${skus.colourCode} order by ${skus.sortOrder}))[1]`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(skus, eq(skus.productId, products.id))
    .groupBy(products.id, categories.id)
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder), asc(products.id));
  return rows.map((r, rank) => ({
    objectID: String(r.id),
    productId: r.id,
    slug: r.slug,
    productName: r.nameTh,
    productNameTh: r.nameTh,
    productNameEn: r.nameEn,
    categoryName: r.categoryTh,
    categorySlug: r.categorySlug as CategorySlug,
    price: baht(r.minPrice),
    priceRangeMin: baht(r.minPrice),
    priceRangeMax: baht(r.maxPrice),
    standardPriceMin: baht(r.minStandard),
    standardPriceMax: baht(r.maxStandard),
    isSpecialPrice: Boolean(r.special),
    educationFlag: r.educationFlag,
    image: { slug: r.slug, colour: r.colour, alt: r.nameTh },
    categoryNameTh: r.categoryTh,
    categoryNameEn: r.categoryEn,
    descriptionTh: r.descriptionTh,
    descriptionEn: r.descriptionEn,
    rank,
  }));
}
