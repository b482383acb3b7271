import * as v from 'valibot';
import { CategorySlug } from './catalogue.ts';
import { envelope } from './error.ts';

/** GET /pim/api/price-list and /pim/api/price-list.csv: one family, or all of them. */
export const PriceListQuery = v.object({ family: v.optional(CategorySlug) });
export type PriceListQuery = v.InferOutput<typeof PriceListQuery>;

/** The CSV is downloaded through a plain link, which cannot send `accept-language`: its language is in the query. */
export const PriceListCsvQuery = v.object({ ...PriceListQuery.entries, lang: v.optional(v.picklist(['th', 'en'])) });

/** A model's variant (capacity) at one set of prices; colours sharing those prices share the row. */
export const PriceListRow = v.object({
  productId: v.number(),
  productName: v.string(),
  variant: v.nullable(v.string()),
  colours: v.array(v.string()),
  price: v.number(),
  specialPrice: v.nullable(v.number()),
  educationPrice: v.nullable(v.number()),
});
export type PriceListRow = v.InferOutput<typeof PriceListRow>;

export const PriceListFamily = v.object({ family: CategorySlug, name: v.string(), rows: v.array(PriceListRow) });
export type PriceListFamily = v.InferOutput<typeof PriceListFamily>;

export const PriceList = v.object({ families: v.array(PriceListFamily) });
export type PriceList = v.InferOutput<typeof PriceList>;
export const PriceListResponse = envelope(PriceList);
