import { CategorySlug } from '@contract/catalogue';
import * as v from 'valibot';

/** `?family=ipad` keeps the price list's filter in the address; a value that is no family shows them all. */
export const PriceListSearch = v.object({ family: v.fallback(v.optional(CategorySlug), undefined) });
export type PriceListSearch = v.InferOutput<typeof PriceListSearch>;
