import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CategorySlug, ProductCardItem, ProductDetail, ProductList, ProductSort } from '../../contract/catalogue.ts';
import type { Db } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';
import { educationGroupOf } from '../orders/education-limits.ts';

/** A listing route may show more than one category: AirPods sit with the accessories. */
const LISTING_CATEGORIES: Record<CategorySlug, CategorySlug[]> = {
  iphone: ['iphone'],
  ipad: ['ipad'],
  mac: ['mac'],
  watch: ['watch'],
  airpods: ['airpods'],
  'apple-accessories': ['apple-accessories', 'airpods'],
};

const effective = sql<number>`coalesce(${skus.specialPrice}, ${skus.price})`;
const minPrice = sql<number>`min(${effective})`.mapWith(Number);

const SORTS: Record<ProductSort, ReturnType<typeof asc>[]> = {
  recommended: [asc(categories.sortOrder), asc(products.sortOrder)],
  'price-asc': [asc(minPrice), asc(products.sortOrder)],
  'price-desc': [desc(minPrice), asc(products.sortOrder)],
  newest: [desc(products.id)],
};

export async function listProducts(
  db: Db,
  lang: Lang,
  query: { category?: CategorySlug; page: number; limit: number; sort: ProductSort },
): Promise<ProductList> {
  const where = query.category ? inArray(categories.slug, LISTING_CATEGORIES[query.category]) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        nameTh: products.nameTh,
        nameEn: products.nameEn,
        educationFlag: products.educationFlag,
        categorySlug: categories.slug,
        categoryTh: categories.nameTh,
        categoryEn: categories.nameEn,
        minPrice,
        maxPrice: sql<number>`max(${effective})`.mapWith(Number),
        minStandard: sql<number>`min(${skus.price})`.mapWith(Number),
        maxStandard: sql<number>`max(${skus.price})`.mapWith(Number),
        special: sql<boolean>`bool_or(${skus.specialPrice} is not null)`,
        eduMin: sql<number | null>`min(${skus.educationPrice})`.mapWith((v) => (v === null ? null : Number(v))),
        eduMax: sql<number | null>`max(${skus.educationPrice})`.mapWith((v) => (v === null ? null : Number(v))),
        colour: sql<string>`(array_agg(${skus.colourCode} order by ${skus.sortOrder}))[1]`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(skus, eq(skus.productId, products.id))
      .where(where)
      .groupBy(products.id, categories.id)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where),
  ]);
  const items: ProductCardItem[] = rows.map((r) => {
    const productName = pick(lang, r.nameTh, r.nameEn);
    return {
      productId: r.id,
      slug: r.slug,
      productName,
      categoryName: pick(lang, r.categoryTh, r.categoryEn),
      categorySlug: r.categorySlug as CategorySlug,
      price: baht(r.minPrice),
      priceRangeMin: baht(r.minPrice),
      priceRangeMax: baht(r.maxPrice),
      standardPriceMin: baht(r.minStandard),
      standardPriceMax: baht(r.maxStandard),
      isSpecialPrice: Boolean(r.special),
      educationFlag: r.educationFlag,
      eduPriceRange: r.eduMin === null || r.eduMax === null ? null : { min: baht(r.eduMin), max: baht(r.eduMax) },
      image: { slug: r.slug, colour: r.colour, alt: productName },
    };
  });
  return { items, total: total?.n ?? 0, page: query.page, limit: query.limit };
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
    if (s.capacity) capacities.add(s.capacity);
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
      capacity: s.capacity,
      price: baht(s.price),
      specialPrice: s.specialPrice === null ? null : baht(s.specialPrice),
      educationPrice: s.educationPrice === null ? null : baht(s.educationPrice),
      stock: s.stock,
      limitQty: s.limitQty,
    })),
  };
}
