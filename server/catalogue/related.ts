import { and, asc, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { RelatedProduct } from '../../contract/cart.ts';
import type { Db } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import type { Lang } from '../http/lang.ts';
import { cardOf, productCardRows } from './product-cards.ts';

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
  const rows = await productCardRows(db, {})
    .where(and(notInArray(products.id, parentIds), or(sameCategory, accessories)))
    .orderBy(sql`case when ${sameCategory} then 0 else 1 end`, asc(products.sortOrder))
    .limit(RELATED_LIMIT);
  return rows.map((row) => {
    const card = cardOf(row, lang);
    return {
      productId: card.productId,
      slug: card.slug,
      productName: card.productName,
      categoryName: card.categoryName,
      isSpecialPrice: card.isSpecialPrice,
      priceRange: { min: card.priceRangeMin, max: card.priceRangeMax },
      standardPriceRange: { min: card.standardPriceMin, max: card.standardPriceMax },
      educationFlag: card.educationFlag,
      eduPriceRange: card.eduPriceRange,
      image: card.image,
    };
  });
}
