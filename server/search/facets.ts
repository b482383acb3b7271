import type { FacetStats } from '../../contract/search.ts';
import { type Lang, pick } from '../http/lang.ts';
import type { SearchRecord } from './records.ts';

/** What a search can count and filter by value (Algolia's attributesForFaceting). */
export const FACET_ATTRIBUTES = ['categorySlug', 'isSpecialPrice', 'educationFlag', 'colour', 'capacity', 'price', 'priceRangeMax'] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];
/** Facets whose values are numbers: counted like the others, and summed up in `facets_stats`. */
export const NUMERIC_FACETS: readonly FacetAttribute[] = ['price', 'priceRangeMax'];

/** Facets whose values can be searched (searchForFacetValues): Algolia's `searchable(attribute)`. */
export const SEARCHABLE_FACETS: readonly FacetAttribute[] = ['categorySlug', 'colour', 'capacity'];

export const isFacetAttribute = (name: string): name is FacetAttribute => (FACET_ATTRIBUTES as readonly string[]).includes(name);

/** A record's values of every facet, as a shopper reads them; a list attribute has one value per element. */
export type FacetValues = Record<FacetAttribute, string[]>;

export function facetValuesOf(record: SearchRecord, lang: Lang): FacetValues {
  return {
    categorySlug: [record.categorySlug],
    isSpecialPrice: [String(record.isSpecialPrice)],
    educationFlag: [String(record.educationFlag)],
    colour: pick(lang, record.colourTh, record.colourEn),
    capacity: record.capacity,
    price: [String(record.price)],
    priceRangeMax: [String(record.priceRangeMax)],
  };
}

/**
 * The values a facet filter compares with, lower-cased (Algolia compares facet values without case); a colour
 * matches its name in either language, so a refinement survives a change of language.
 */
export function filterValuesOf(record: SearchRecord): FacetValues {
  const th = facetValuesOf(record, 'th');
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  return {
    categorySlug: lower(th.categorySlug),
    isSpecialPrice: th.isSpecialPrice,
    educationFlag: th.educationFlag,
    colour: lower([...record.colourTh, ...record.colourEn]),
    capacity: lower(th.capacity),
    price: th.price,
    priceRangeMax: th.priceRangeMax,
  };
}

export type FacetSort = 'count' | 'alpha';

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  /** only for the numeric facets asked for, and only when some record has a value */
  facetsStats?: Record<string, FacetStats>;
}

const collator = new Intl.Collator('th');

/**
 * Algolia's facet counts over every record of a result: each record counts once for each of its values, the
 * most frequent values first (or by value with `alpha`), at most `maxValues` per facet; `facets_stats` over
 * all values of the numeric facets.
 */
export function countFacets(items: FacetValues[], facets: readonly FacetAttribute[], maxValues: number, sort: FacetSort = 'count'): FacetCounts {
  const out: FacetCounts = { facets: {} };
  for (const attribute of facets) {
    const counts = new Map<string, number>();
    for (const item of items) for (const value of item[attribute]) counts.set(value, (counts.get(value) ?? 0) + 1);
    const byValue = ([a]: [string, number], [b]: [string, number]) => collator.compare(a, b);
    const sorted = [...counts].sort(sort === 'alpha' ? byValue : (x, y) => y[1] - x[1] || byValue(x, y)).slice(0, maxValues);
    out.facets[attribute] = Object.fromEntries(sorted);
    if (NUMERIC_FACETS.includes(attribute)) {
      const numbers = items.flatMap((item) => item[attribute].map(Number));
      if (numbers.length) (out.facetsStats ??= {})[attribute] = statsOf(numbers);
    }
  }
  return out;
}

function statsOf(numbers: number[]): FacetStats {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const n of numbers) {
    min = Math.min(min, n);
    max = Math.max(max, n);
    sum += n;
  }
  return { min, max, avg: Math.round((sum / numbers.length) * 100) / 100, sum };
}
