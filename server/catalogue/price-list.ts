import { stringify } from 'csv-stringify/sync';
import { asc, eq, sql } from 'drizzle-orm';
import type { CategorySlug } from '../../contract/catalogue.ts';
import type { PriceList, PriceListFamily } from '../../contract/price-list.ts';
import type { Db } from '../db/client.ts';
import { categories, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';
import { capacityIn } from './capacity.ts';

/**
 * Every model's variants with their regular, special and education prices, grouped by family in the shop's
 * order. Colours of a variant share a row while their prices are the same (a colour priced apart gets its own).
 */
export async function priceList(db: Db, lang: Lang, family?: CategorySlug): Promise<PriceList> {
  const rows = await db
    .select({
      family: categories.slug,
      familyTh: categories.nameTh,
      familyEn: categories.nameEn,
      productId: products.id,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      capacity: skus.capacity,
      capacityTh: skus.capacityTh,
      price: skus.price,
      specialPrice: skus.specialPrice,
      educationPrice: skus.educationPrice,
      coloursTh: sql<string[]>`array_agg(${skus.colourNameTh} order by ${skus.sortOrder})`,
      coloursEn: sql<string[]>`array_agg(${skus.colourNameEn} order by ${skus.sortOrder})`,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(family ? eq(categories.slug, family) : undefined)
    .groupBy(categories.id, products.id, skus.capacity, skus.capacityTh, skus.price, skus.specialPrice, skus.educationPrice)
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder), asc(sql`min(${skus.sortOrder})`));
  const families = new Map<string, PriceListFamily>();
  for (const r of rows) {
    let group = families.get(r.family);
    if (!group) families.set(r.family, (group = { family: r.family as CategorySlug, name: pick(lang, r.familyTh, r.familyEn), rows: [] }));
    group.rows.push({
      productId: r.productId,
      productName: pick(lang, r.nameTh, r.nameEn),
      variant: capacityIn(lang, r),
      colours: pick(lang, r.coloursTh, r.coloursEn),
      price: baht(r.price),
      specialPrice: r.specialPrice === null ? null : baht(r.specialPrice),
      educationPrice: r.educationPrice === null ? null : baht(r.educationPrice),
    });
  }
  return { families: [...families.values()] };
}

const CSV_HEADER: Record<Lang, string[]> = {
  th: ['กลุ่มสินค้า', 'รุ่น', 'ความจุ / รุ่นย่อย', 'สี', 'ราคาปกติ (บาท)', 'ราคาพิเศษ (บาท)', 'ราคาเพื่อการศึกษา (บาท)'],
  en: ['Family', 'Model', 'Variant', 'Colours', 'Regular price (THB)', 'Special price (THB)', 'Education price (THB)'],
};

/**
 * The price list as CSV for spreadsheets: quoting and escaping are left to csv-stringify, and the UTF-8 byte
 * order mark lets Excel read the Thai names. Prices are plain numbers
 * (no separators) so a spreadsheet can compute with them; a missing one is '-' as on the page.
 */
export function priceListCsv(list: PriceList, lang: Lang): string {
  const records = list.families.flatMap((f) =>
    f.rows.map((r) => [f.name, r.productName, r.variant ?? '', r.colours.join(', '), r.price, r.specialPrice ?? '-', r.educationPrice ?? '-']),
  );
  return stringify([CSV_HEADER[lang], ...records], { bom: true, record_delimiter: 'windows' });
}
