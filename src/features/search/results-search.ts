import * as v from 'valibot';

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type ResultsSort = (typeof SORTS)[number];
/** The engine's replicas sort by price or newness (docs/search.md); the base index by relevance. */
const REPLICA_SUFFIX: Record<ResultsSort, string> = { relevance: '', 'price-asc': '_price_asc', 'price-desc': '_price_desc', newest: '_newest' };
export const indexFor = (baseName: string, sort: ResultsSort) => baseName + REPLICA_SUFFIX[sort];

export const RESULTS_PER_PAGE = 24;
/** Algolia answers at most 1000 hits of a query */
const LAST_PAGE = Math.floor(1000 / RESULTS_PER_PAGE);

/** The router reads `?search=17` as a number: text fields take either. */
const Text = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(256));
const Amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000));
const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined));

/**
 * The results page's address (`/product-category?search=…`): the text, the refinements (lists joined by commas),
 * the price range in baht, the sort, the page (from 1) and the view. Anything unreadable is dropped, never an error.
 */
export const ResultsSearch = v.object({
  search: optional(Text),
  category: optional(Text),
  colour: optional(Text),
  capacity: optional(Text),
  min: optional(Amount),
  max: optional(Amount),
  sort: optional(v.picklist(SORTS)),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LAST_PAGE))),
  view: optional(v.picklist(['grid', 'list'])),
});
export type ResultsSearch = v.InferOutput<typeof ResultsSearch>;

export const REFINABLE = ['category', 'colour', 'capacity'] as const;
export type Refinable = (typeof REFINABLE)[number];
/** The record attribute each refinement filters on. */
export const FACET_OF: Record<Refinable, string> = { category: 'categorySlug', colour: 'colour', capacity: 'capacity' };

export const valuesOf = (list: string | undefined): string[] => (list ? list.split(',').filter(Boolean) : []);
export const listOf = (values: string[]): string | undefined => (values.length ? values.join(',') : undefined);
