import * as v from 'valibot';
import { ProductCardItem } from './catalogue.ts';
import { ProtocolParamsEntries } from './search-params.ts';

/*
 * The subset of Algolia's search REST API the embedded engine answers (POST /1/indexes/{*}/queries),
 * so the `algoliasearch` client runs against it or against a hosted Algolia index unchanged.
 */

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** Algolia answers 400 "Unknown parameter: name" to a parameter it does not know; so do we. */
export const strict = <E extends v.ObjectEntries>(entries: E) =>
  v.strictObject(entries, (issue) =>
    issue.expected === 'never'
      ? `Unknown parameter: ${String(issue.path?.at(-1)?.key)}`
      : `Invalid ${issue.expected === 'Object' ? 'type' : 'key'}: Expected ${issue.expected} but received ${issue.received}`,
  );

/** Algolia's limit on a query's length, in UTF-8 bytes: 170 Thai letters, 512 Latin ones. */
export const QUERY_MAX_BYTES = 512;
const utf8 = new TextEncoder();

/** The longest start of a text within the query limit, cut between characters (a search box counts characters). */
export function clipQuery(text: string): string {
  if (utf8.encode(text).length <= QUERY_MAX_BYTES) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8.encode(char).length;
    if (bytes > QUERY_MAX_BYTES) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/** What a shopper types: at most 512 bytes (Algolia's limit), no control characters. */
export const QueryText = v.pipe(
  v.string(),
  v.maxBytes(QUERY_MAX_BYTES, "at most 512 bytes (Algolia's limit)"),
  v.check((text) => ![...text].some((char) => char < ' ' || char === '\u007f'), 'control characters are not allowed'),
);

/** One condition list: a string ("a:b,(c:d,e:f)") or an array of conditions (AND) whose nested arrays are ORs. */
export const FilterList = v.union([Text(4096), v.pipe(v.array(v.union([Text(200), v.pipe(v.array(Text(200)), v.maxLength(100))])), v.maxLength(100))]);
export type FilterList = v.InferOutput<typeof FilterList>;

/** An attribute list: '*', a comma-separated string or an array of names. */
const AttributeList = v.union([Text(1000), v.pipe(v.array(Text(100)), v.maxLength(30))]);

/** The search parameters, as fields of a request or encoded in its `params` string. */
export const SearchParamsEntries = {
  query: v.optional(QueryText),
  /** pages past the first 1000 hits answer no hits (Algolia's paginationLimitedTo) */
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1))),
  hitsPerPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
  facets: v.optional(AttributeList),
  facetFilters: v.optional(FilterList),
  numericFilters: v.optional(FilterList),
  /** Algolia's SQL-like filter syntax (server/search/filter-string.ts); ANDed with facetFilters and numericFilters */
  filters: v.optional(Text(4096)),
  maxValuesPerFacet: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  sortFacetValuesBy: v.optional(v.picklist(['count', 'alpha'])),
  typoTolerance: v.optional(v.union([v.boolean(), v.picklist(['true', 'false', 'min', 'strict'])])),
  minWordSizefor1Typo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  minWordSizefor2Typos: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  /** false: the index's synonyms do not apply */
  synonyms: v.optional(v.boolean()),
  highlightPreTag: v.optional(Text(64)),
  highlightPostTag: v.optional(Text(64)),
  ...ProtocolParamsEntries,
};
export const SearchParams = strict(SearchParamsEntries);
export type SearchParams = v.InferOutput<typeof SearchParams>;

export const IndexName = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

/** What a facet value search adds to the search parameters. */
export const FacetQueryEntries = {
  facetQuery: v.optional(QueryText),
  /** at most 100, 10 when not given (Algolia's default) */
  maxFacetHits: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
};

/**
 * One query of a multi-query call: hits, or with `type: 'facet'` the values of `facet` matching `facetQuery`
 * (algoliasearch v5's searchForFacets). `params` is the older URL-encoded form of the same parameters.
 */
export const SearchRequest = strict({
  indexName: IndexName,
  type: v.optional(v.picklist(['default', 'facet'])),
  facet: v.optional(Text(100)),
  ...FacetQueryEntries,
  params: v.optional(Text(4096)),
  ...SearchParamsEntries,
});
export type SearchRequest = v.InferOutput<typeof SearchRequest>;

/** POST /1/indexes/{*}/queries */
export const SearchBody = strict({
  requests: v.pipe(v.array(SearchRequest), v.minLength(1, 'Send at least one request'), v.maxLength(50, 'Send at most 50 requests')),
  strategy: v.optional(v.picklist(['none', 'stopIfEnoughMatches'])),
});

/** POST /1/indexes/{indexName}/query: one query, its parameters as fields or a `params` string. */
export const SingleSearchBody = strict({ params: v.optional(Text(4096)), ...SearchParamsEntries });

/** The credentials and agent the client adds to the query string (the browser build sends them there). */
export const SearchQueryString = v.object({
  'x-algolia-agent': v.optional(Text(1024)),
  'x-algolia-api-key': v.optional(Text(256)),
  'x-algolia-application-id': v.optional(Text(64)),
  'x-algolia-request-id': v.optional(Text(64)),
});

export const IndexParams = v.object({ indexName: IndexName });

/* ---------- answers ---------- */

export const HighlightResult = v.object({
  value: v.string(),
  matchLevel: v.picklist(['none', 'partial', 'full']),
  matchedWords: v.array(v.string()),
  fullyHighlighted: v.optional(v.boolean()),
});
export type HighlightResult = v.InferOutput<typeof HighlightResult>;

/** Why a hit ranks where it does (`getRankingInfo: true`), in Algolia's fields. */
export const RankingInfo = v.object({
  nbTypos: v.number(),
  words: v.number(),
  proximityDistance: v.number(),
  userScore: v.number(),
  geoDistance: v.number(),
  geoPrecision: v.number(),
  firstMatchedWord: v.number(),
  nbExactWords: v.number(),
  filters: v.number(),
  promoted: v.boolean(),
});
export type RankingInfo = v.InferOutput<typeof RankingInfo>;

/** A product (model) card as the catalogue sends it, with both languages' names, the colours and the sizes. */
export const SearchHit = v.object({
  objectID: v.string(),
  ...ProductCardItem.entries,
  productNameTh: v.string(),
  productNameEn: v.string(),
  /** colour names of the SKUs, in the answer's language */
  colour: v.array(v.string()),
  /** the same names in Thai and in English, index for index */
  colourTh: v.array(v.string()),
  colourEn: v.array(v.string()),
  /** each colour's picture (its colour code) and the variant a card of that colour opens, index for index */
  colourCode: v.array(v.string()),
  colourSku: v.array(v.number()),
  /** storage sizes of the SKUs ('256GB', '1TB'), smallest first; empty when they have none */
  capacity: v.array(v.string()),
  _highlightResult: v.object({ productName: HighlightResult }),
  _rankingInfo: v.optional(RankingInfo),
});
export type SearchHit = v.InferOutput<typeof SearchHit>;

/** Algolia's summary of a numeric facet's values over the whole result. */
export const FacetStats = v.object({ min: v.number(), max: v.number(), avg: v.number(), sum: v.number() });
export type FacetStats = v.InferOutput<typeof FacetStats>;

export const SearchResult = v.object({
  hits: v.array(SearchHit),
  nbHits: v.number(),
  page: v.number(),
  nbPages: v.number(),
  hitsPerPage: v.number(),
  processingTimeMS: v.number(),
  query: v.string(),
  params: v.string(),
  index: v.string(),
  facets: v.optional(v.record(v.string(), v.record(v.string(), v.number()))),
  facets_stats: v.optional(v.record(v.string(), FacetStats)),
  exhaustiveNbHits: v.boolean(),
  exhaustiveFacetsCount: v.optional(v.boolean()),
  exhaustive: v.object({ nbHits: v.boolean(), facetsCount: v.optional(v.boolean()), typo: v.boolean() }),
  /** with `clickAnalytics: true`: what click and conversion events refer to */
  queryID: v.optional(v.string()),
  /** echoed when the request pages with offset and length */
  offset: v.optional(v.number()),
  length: v.optional(v.number()),
  /** with `getRankingInfo: true` */
  parsedQuery: v.optional(v.string()),
  serverUsed: v.optional(v.string()),
});
export type SearchResult = v.InferOutput<typeof SearchResult>;

export const SearchResponse = v.object({ results: v.array(SearchResult) });
export type SearchResponse = v.InferOutput<typeof SearchResponse>;

/** Errors answer like Algolia's (`message`, `status`) and like the rest of the API (`code`). */
export const SearchError = v.object({ message: v.string(), code: v.string(), status: v.number() });
