import { asc, sql } from 'drizzle-orm';
import type { CategorySlug, ImageRef, PriceRange } from '../../contract/catalogue.ts';
import type { Db } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { cardOf, productCardRows } from '../catalogue/product-cards.ts';

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
  eduPriceRange: PriceRange | null;
  /** the SKUs' colour names, in SKU order (facet) */
  colour: string[];
  /** the same names in each language, index for index: a colour refined in one language is found in the other */
  colourTh: string[];
  colourEn: string[];
  /** each colour's picture (its colour code) and the variant a card of that colour opens, index for index */
  colourCode: string[];
  colourSku: number[];
  /** the SKUs' storage sizes, smallest first ('256GB', '1TB'); empty when the SKUs have none (facet) */
  capacity: string[];
  image: ImageRef;
  /** searched, never answered (hosted: unretrievableAttributes) */
  categoryNameTh: string;
  categoryNameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  /** some SKU has stock (custom ranking) */
  inStock: boolean;
  /** an accessory, ranked after the products the query matches as well (custom ranking) */
  accessory: boolean;
  /** position in the shop's recommended order (category, then product), the custom ranking */
  rank: number;
  /** the model's release date as a number, 20250919 (the newest replica sorts by it: Algolia sorts numbers only) */
  releasedAt: number;
};

/** Fields a hit never shows. */
export const UNRETRIEVABLE = ['categoryNameTh', 'categoryNameEn', 'descriptionTh', 'descriptionEn', 'inStock', 'accessory', 'rank', 'releasedAt'] as const;

/** '2025-09-19' as 20250919: later days are larger numbers. */
export const dayNumber = (date: string) => Number(date.replaceAll('-', ''));

const STORAGE = /(\d+)\s*(GB|TB)\b/gi;
const GB_PER_TB = 1024;

/**
 * The storage size in a SKU's capacity option, as a shopper reads it: '256GB Wi-Fi' gives '256GB', a Mac's
 * 'M4 10-core CPU 10-core GPU 16GB 512GB' its last size (the first is memory); '42mm GPS' has none.
 */
export function storageOf(capacity: string | null): { label: string; gigabytes: number } | null {
  const last = [...(capacity ?? '').matchAll(STORAGE)].at(-1);
  if (!last) return null;
  const unit = last[2]!.toUpperCase();
  const amount = Number(last[1]);
  return { label: `${amount}${unit}`, gigabytes: unit === 'TB' ? amount * GB_PER_TB : amount };
}

interface SkuOptions {
  colourTh: string[];
  colourEn: string[];
  colourCode: string[];
  colourSku: number[];
  capacity: string[];
}

interface Colour {
  en: string;
  code: string;
  sku: number;
  inStock: boolean;
}

/**
 * Each product's distinct colours (SKU order), with the variant a card of that colour opens (its first in stock,
 * else its first), and storage sizes (smallest first).
 */
async function loadSkuOptions(db: Db): Promise<Map<number, SkuOptions>> {
  const rows = await db
    .select({
      id: skus.id,
      productId: skus.productId,
      colourTh: skus.colourNameTh,
      colourEn: skus.colourNameEn,
      colourCode: skus.colourCode,
      capacity: skus.capacity,
      stock: skus.stock,
    })
    .from(skus)
    .orderBy(asc(skus.productId), asc(skus.sortOrder), asc(skus.id));
  const byProduct = new Map<number, { colours: Map<string, Colour>; sizes: Map<string, number> }>();
  for (const row of rows) {
    let options = byProduct.get(row.productId);
    if (!options) byProduct.set(row.productId, (options = { colours: new Map(), sizes: new Map() }));
    const colour = options.colours.get(row.colourTh);
    if (!colour) options.colours.set(row.colourTh, { en: row.colourEn, code: row.colourCode, sku: row.id, inStock: row.stock > 0 });
    else if (!colour.inStock && row.stock > 0) Object.assign(colour, { code: row.colourCode, sku: row.id, inStock: true });
    const storage = storageOf(row.capacity);
    if (storage) options.sizes.set(storage.label, storage.gigabytes);
  }
  return new Map(
    [...byProduct].map(([id, { colours, sizes }]) => {
      const named = [...colours.values()];
      return [
        id,
        {
          colourTh: [...colours.keys()],
          colourEn: named.map((colour) => colour.en),
          colourCode: named.map((colour) => colour.code),
          colourSku: named.map((colour) => colour.sku),
          capacity: [...sizes].sort(([, a], [, b]) => a - b).map(([label]) => label),
        },
      ];
    }),
  );
}

/** Every product with its SKUs' price ranges, as the listings compute them (its product card, in Thai). */
export async function loadSearchRecords(db: Db): Promise<SearchRecord[]> {
  const rows = await productCardRows(db, {
    descriptionTh: products.descriptionTh,
    descriptionEn: products.descriptionEn,
    inStock: sql<boolean>`bool_or(${skus.stock} > 0)`,
    releasedOn: products.releasedOn,
  }).orderBy(asc(categories.sortOrder), asc(products.sortOrder), asc(products.id));
  const options = await loadSkuOptions(db);
  return rows.map((r, rank) => {
    const { colourTh, colourEn, colourCode, colourSku, capacity } = options.get(r.id)!;
    const card = cardOf(r, 'th');
    return {
      objectID: String(r.id),
      productId: card.productId,
      slug: card.slug,
      productName: card.productName,
      productNameTh: r.nameTh,
      productNameEn: r.nameEn,
      categoryName: card.categoryName,
      categorySlug: card.categorySlug,
      price: card.price,
      priceRangeMin: card.priceRangeMin,
      priceRangeMax: card.priceRangeMax,
      standardPriceMin: card.standardPriceMin,
      standardPriceMax: card.standardPriceMax,
      isSpecialPrice: card.isSpecialPrice,
      educationFlag: card.educationFlag,
      eduPriceRange: card.eduPriceRange,
      colour: colourTh,
      colourTh,
      colourEn,
      colourCode,
      colourSku,
      capacity,
      image: card.image,
      categoryNameTh: r.categoryTh,
      categoryNameEn: r.categoryEn,
      descriptionTh: r.descriptionTh,
      descriptionEn: r.descriptionEn,
      inStock: Boolean(r.inStock),
      accessory: r.categorySlug === 'apple-accessories',
      rank,
      releasedAt: dayNumber(r.releasedOn),
    };
  });
}
