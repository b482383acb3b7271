import type { CategorySlug } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import type { SearchHit } from '@contract/search';
import { queryOptions } from '@tanstack/react-query';
import { bySize } from '../capacity-order';
import { FACET_OF, indexFor, REFINABLE, type Refinable, RESULTS_PER_PAGE, type ResultsSearch, valuesOf } from '../results-search';
import { INDEX_NAME, search, type SearchRequest } from './search-client';

/** Up to `limit` products for the overlay, and how many match in all. */
export async function suggestions(locale: Locale, query: string, limit: number) {
  const [answer] = await search([{ indexName: INDEX_NAME, query, hitsPerPage: limit }], locale);
  return { hits: answer!.hits, nbHits: answer!.nbHits };
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface Results {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  /** from 1, as in the address */
  page: number;
  facets: Record<Refinable, FacetValue[]>;
  /** the lowest and highest price of any model that matches, for the price fields' hints */
  prices: { min: number; max: number } | null;
}

const facetValues = (counts: Record<string, number> | undefined): FacetValue[] =>
  Object.entries(counts ?? {})
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/**
 * The results page's query and, for each refined list, the same query without that list's own filter: its
 * values keep their counts, so a shopper can pick a second colour (Algolia's disjunctive faceting).
 */
async function searchResults(locale: Locale, params: ResultsSearch, pathCategory: CategorySlug | undefined): Promise<Results> {
  const refined = (attribute: Refinable) => (attribute === 'category' && pathCategory ? [pathCategory] : valuesOf(params[attribute]));
  const facetFilters = (except?: Refinable) =>
    REFINABLE.filter((attribute) => attribute !== except && refined(attribute).length > 0).map((attribute) =>
      refined(attribute).map((value) => `${FACET_OF[attribute]}:${value}`),
    );
  // a model is in the range when one of its prices is: its highest reaches the range's foot, its lowest its top
  const numericFilters = [
    ...(params.min !== undefined ? [`priceRangeMax>=${params.min}`] : []),
    ...(params.max !== undefined ? [`priceRangeMin<=${params.max}`] : []),
  ];
  const base = { query: params.search ?? '', numericFilters };
  // a category in the path is fixed: its list is not shown, so it needs no counts of its own
  const disjunctive = REFINABLE.filter((attribute) => refined(attribute).length > 0 && !(attribute === 'category' && pathCategory));
  const requests: SearchRequest[] = [
    {
      ...base,
      indexName: indexFor(INDEX_NAME, params.sort ?? 'relevance'),
      hitsPerPage: RESULTS_PER_PAGE,
      page: (params.page ?? 1) - 1,
      facets: [...Object.values(FACET_OF), 'price', 'priceRangeMax'],
      facetFilters: facetFilters(),
    },
    ...disjunctive.map((attribute) => ({
      ...base,
      indexName: INDEX_NAME,
      hitsPerPage: 0,
      facets: [FACET_OF[attribute]],
      facetFilters: facetFilters(attribute),
    })),
  ];
  const [main, ...others] = await search(requests, locale);
  const counts = (attribute: Refinable) => {
    const answer = others[disjunctive.indexOf(attribute)] ?? main!;
    return facetValues(answer.facets?.[FACET_OF[attribute]]);
  };
  const [lowest, highest] = [main!.facets_stats?.price, main!.facets_stats?.priceRangeMax];
  return {
    hits: main!.hits,
    nbHits: main!.nbHits,
    nbPages: main!.nbPages,
    page: main!.page + 1,
    facets: { category: counts('category'), colour: counts('colour'), capacity: bySize(counts('capacity')) },
    prices: lowest && highest ? { min: lowest.min, max: highest.max } : null,
  };
}

export const resultsQuery = (locale: Locale, params: ResultsSearch, pathCategory: CategorySlug | undefined) =>
  queryOptions({
    queryKey: ['search-results', locale, params, pathCategory ?? null],
    queryFn: () => searchResults(locale, params, pathCategory),
    staleTime: 30_000,
  });
