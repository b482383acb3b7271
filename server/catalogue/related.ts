import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { RelatedProduct } from '../../contract/cart.ts';
import type { Db } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';

const ACCESSORY_CATEGORIES = ['apple-accessories', 'airpods'];
const RELATED_LIMIT = 8;

/**
 * Cross-sell for the models in a cart: other models of the same categories and accessories, never a model
 * already in the cart, lead models first.
 */
export async function relatedProducts(db: Db, lang: Lang, parentIds: number[]): Promise<RelatedProduct[]> {
  const inCart = await db.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, parentIds));
  if (inCart.length === 0) return [];
  const sameCategory = inArray(products.categoryId, [...new Set(inCart.map((p) => p.categoryId))]);
  const accessories = inArray(categories.slug, ACCESSORY_CATEGORIES);
  const effective = sql`coalesce(${skus.specialPrice}, ${skus.price})`;
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      categoryTh: categories.nameTh,
      categoryEn: categories.nameEn,
      educationFlag: products.educationFlag,
      min: sql<number>`min(${effective})`.mapWith(Number),
      max: sql<number>`max(${effective})`.mapWith(Number),
      eduMin: sql<number | null>`min(${skus.educationPrice})`.mapWith((v) => (v === null ? null : Number(v))),
      eduMax: sql<number | null>`max(${skus.educationPrice})`.mapWith((v) => (v === null ? null : Number(v))),
      special: sql<boolean>`bool_or(${skus.specialPrice} is not null)`,
      colour: sql<string>`(array_agg(${skus.colourCode} order by ${skus.sortOrder}))[1]`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(skus, eq(skus.productId, products.id))
    .where(and(notInArray(products.id, parentIds), or(sameCategory, accessories)))
    .groupBy(products.id, categories.id)
    .orderBy(sql`case when ${sameCategory} then 0 else 1 end`, asc(products.sortOrder))
    .limit(RELATED_LIMIT);
  return rows.map((r) => {
    const productName = pick(lang, r.nameTh, r.nameEn);
    return {
      productId: r.id,
      slug: r.slug,
      productName,
      categoryName: pick(lang, r.categoryTh, r.categoryEn),
      isSpecialPrice: Boolean(r.special),
      priceRange: { min: baht(r.min), max: baht(r.max) },
      educationFlag: r.educationFlag,
      eduPriceRange: r.eduMin === null || r.eduMax === null ? null : { min: baht(r.eduMin), max: baht(r.eduMax) },
      image: { slug: r.slug, colour: r.colour, alt: productName },
    };
  });
}
