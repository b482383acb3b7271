import { type Locale, REQUEST_TIMEOUT_MS } from '@contract/constants';
import { clipQuery, FacetStats, SearchHit } from '@contract/search';
import type { LiteClient } from 'algoliasearch/lite';
import * as v from 'valibot';

/**
 * The one search client: Algolia's lite client, pointed at the shop's own engine (the same origin, Algolia's REST
 * protocol, docs/search.md) unless a hosted index is configured with VITE_ALGOLIA_APP_ID and
 * VITE_ALGOLIA_SEARCH_KEY. It loads with the first search, so the first view of a page does without it.
 */
const HOSTED_APP_ID = import.meta.env.VITE_ALGOLIA_APP_ID as string | undefined;
const HOSTED_KEY = import.meta.env.VITE_ALGOLIA_SEARCH_KEY as string | undefined;
export const INDEX_NAME = (import.meta.env.VITE_ALGOLIA_INDEX as string | undefined) || 'products';

let client: Promise<LiteClient> | undefined;
/** the client's own connect time-out is 1 s, too short for a phone on a slow network; the shop's applies (spec section 9) */
const timeouts = { connect: REQUEST_TIMEOUT_MS, read: REQUEST_TIMEOUT_MS, write: REQUEST_TIMEOUT_MS };

function searchClient(): Promise<LiteClient> {
  return (client ??= import('algoliasearch/lite').then(({ liteClient }) =>
    HOSTED_APP_ID && HOSTED_KEY
      ? liteClient(HOSTED_APP_ID, HOSTED_KEY, { timeouts })
      : liteClient('storefront', 'public', {
          hosts: [{ url: location.host, protocol: location.protocol === 'https:' ? 'https' : 'http', accept: 'read' }],
          timeouts,
        }),
  ));
}

export const SearchAnswer = v.object({
  hits: v.array(SearchHit),
  nbHits: v.number(),
  page: v.number(),
  nbPages: v.number(),
  facets: v.optional(v.record(v.string(), v.record(v.string(), v.number()))),
  facets_stats: v.optional(v.record(v.string(), FacetStats)),
});
export type SearchAnswer = v.InferOutput<typeof SearchAnswer>;

export interface SearchRequest {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page?: number;
  facets?: string[];
  facetFilters?: string[][];
  numericFilters?: string[];
}

/**
 * Queries in one call, answers in their order; the engine answers in the shop's language (names, categories, colours).
 * A text longer than the engine takes is searched by its start, as the shopper's words come first.
 */
export async function search(requests: SearchRequest[], locale: Locale): Promise<SearchAnswer[]> {
  const clipped = requests.map((request) => ({ ...request, query: clipQuery(request.query) }));
  const { results } = await (await searchClient()).search({ requests: clipped }, { headers: { 'accept-language': locale } });
  const answers = v.safeParse(v.array(SearchAnswer), results);
  if (!answers.success) throw new Error(`Unexpected search answer: ${v.summarize(answers.issues)}`);
  return answers.output;
}
