import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CategorySlug, ProductDetail, ProductList, ProductSort } from '../../contract/catalogue.ts';
import type { Db } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';
import { educationGroupOf } from '../orders/education-limits.ts';
import { capacityIn } from './capacity.ts';
import { cardMinPrice, cardOf, productCardRows } from './product-cards.ts';

/** A listing route may show more than one category: AirPods sit with the accessories. */
const LISTING_CATEGORIES: Record<CategorySlug, CategorySlug[]> = {
  iphone: ['iphone'],
  ipad: ['ipad'],
  mac: ['mac'],
  watch: ['watch'],
  airpods: ['airpods'],
  'apple-accessories': ['apple-accessories', 'airpods'],
};

const RECOMMENDED = [asc(categories.sortOrder), asc(products.sortOrder)];

/** Models of one price, or released the same day, keep the shop's order among themselves. */
const SORTS: Record<ProductSort, ReturnType<typeof asc>[]> = {
  recommended: RECOMMENDED,
  'price-asc': [asc(cardMinPrice), asc(products.sortOrder)],
  'price-desc': [desc(cardMinPrice), asc(products.sortOrder)],
  newest: [desc(products.releasedOn), ...RECOMMENDED],
};

export async function listProducts(
  db: Db,
  lang: Lang,
  query: { category?: CategorySlug; page: number; limit: number; sort: ProductSort },
): Promise<ProductList> {
  const where = query.category ? inArray(categories.slug, LISTING_CATEGORIES[query.category]) : undefined;
  const [rows, [total]] = await Promise.all([
    productCardRows(db, {})
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where),
  ]);
  return { items: rows.map((row) => cardOf(row, lang)), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function getProduct(db: Db, lang: Lang, id: number): Promise<ProductDetail | undefined> {
  const [product] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!product) return undefined;
  const variants = await db
    .select()
    .from(skus)
    .where(and(eq(skus.productId, id)))
    .orderBy(asc(skus.sortOrder));
  const colours = new Map<string, { code: string; name: string; hex: string }>();
  const capacities = new Set<string>();
  for (const s of variants) {
    if (!colours.has(s.colourCode)) colours.set(s.colourCode, { code: s.colourCode, name: pick(lang, s.colourNameTh, s.colourNameEn), hex: s.colourHex });
    const capacity = capacityIn(lang, s);
    if (capacity) capacities.add(capacity);
  }
  const { product: p, category: c } = product;
  return {
    productId: p.id,
    slug: p.slug,
    productName: pick(lang, p.nameTh, p.nameEn),
    description: pick(lang, p.descriptionTh, p.descriptionEn),
    categoryName: pick(lang, c.nameTh, c.nameEn),
    categorySlug: c.slug as CategorySlug,
    educationFlag: p.educationFlag,
    educationFamily: educationGroupOf(p.family),
    colours: [...colours.values()],
    capacities: [...capacities],
    variants: variants.map((s) => ({
      productId: s.id,
      sku: s.sku,
      colourCode: s.colourCode,
      capacity: capacityIn(lang, s),
      price: baht(s.price),
      specialPrice: s.specialPrice === null ? null : baht(s.specialPrice),
      educationPrice: s.educationPrice === null ? null : baht(s.educationPrice),
      stock: s.stock,
      limitQty: s.limitQty,
    })),
  };
}
