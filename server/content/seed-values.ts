import type { Locale } from '../../contract/constants.ts';
import { catalogue } from '../seed/catalogue-data.ts';

/*
 * Seed content is written once for both languages and refers to products by slug; `materialise` turns it
 * into the document of one language with the product ids and names of the database.
 */

/** A text in both languages. */
export class Bilingual {
  constructor(
    readonly th: string,
    readonly en: string,
  ) {}
}
export const t = (th: string, en: string) => new Bilingual(th, en);

/** The product page path of a catalogue model: `/product/{slug}_{id}`. */
export class ProductLink {
  constructor(readonly slug: string) {}
}
/** The product id of a catalogue model. */
export class ProductIdOf {
  constructor(readonly slug: string) {}
}
/** The product name of a catalogue model, in the document's language. */
export class ProductNameOf {
  constructor(readonly slug: string) {}
}

function known(slug: string, colour?: string) {
  const model = catalogue.find((m) => m.key === slug);
  if (!model || (colour !== undefined && !model.colours.some((c) => c.code === colour))) {
    throw new Error(`Seed content refers to ${slug}${colour ? `/${colour}` : ''}, which is not in the catalogue`);
  }
  return slug;
}
export const productLink = (slug: string) => new ProductLink(known(slug));
export const productId = (slug: string) => new ProductIdOf(known(slug));
export const productName = (slug: string) => new ProductNameOf(known(slug));
/** A product image the server draws (server/images), at the width the banners use. */
export const productImage = (slug: string, colour: string, width = 820) => `/images/p/${known(slug, colour)}/${colour}/${width}.webp`;

export interface SeedProduct {
  id: number;
  nameTh: string;
  nameEn: string;
}

/** `T` with every seed value replaced by what it stands for. */
export type Materialised<T> = T extends Bilingual | ProductLink | ProductNameOf
  ? string
  : T extends ProductIdOf
    ? number
    : T extends readonly (infer U)[]
      ? Materialised<U>[]
      : T extends object
        ? { [K in keyof T]: Materialised<T[K]> }
        : T;

export function materialise<T>(value: T, locale: Locale, products: Map<string, SeedProduct>): Materialised<T> {
  const product = (slug: string) => {
    const found = products.get(slug);
    if (!found) throw new Error(`Seed content refers to product ${slug}, which is not in the database`);
    return found;
  };
  const walk = (item: unknown): unknown => {
    if (item instanceof Bilingual) return item[locale];
    if (item instanceof ProductLink) return `/product/${item.slug}_${product(item.slug).id}`;
    if (item instanceof ProductIdOf) return product(item.slug).id;
    if (item instanceof ProductNameOf) return locale === 'th' ? product(item.slug).nameTh : product(item.slug).nameEn;
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, walk(v)]));
    return item;
  };
  return walk(value) as Materialised<T>;
}
