import * as v from 'valibot';
import { FacetQueryEntries, IndexName, SearchParamsEntries, SearchQueryString, SearchResult, strict } from './search.ts';
import { Names } from './search-params.ts';

/*
 * Algolia's read endpoints besides the searches of contract/search.ts: facet value search, records by
 * objectID, and browsing every record with a cursor.
 */

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const ObjectID = v.pipe(v.string(), v.minLength(1), v.maxLength(512));

/** POST /1/indexes/{indexName}/facets/{facetName}/query (searchForFacetValues) */
export const FacetSearchBody = strict({ params: v.optional(Text(4096)), ...FacetQueryEntries, ...SearchParamsEntries });
export const FacetSearchParams = v.object({ indexName: IndexName, facetName: Text(100) });

export const FacetHit = v.object({ value: v.string(), highlighted: v.string(), count: v.number() });
export const FacetSearchResult = v.object({ facetHits: v.array(FacetHit), exhaustiveFacetsCount: v.boolean(), processingTimeMS: v.number() });
export type FacetSearchResult = v.InferOutput<typeof FacetSearchResult>;

/** POST /1/indexes/{*}/queries when some requests are `type: 'facet'` */
export const MixedSearchResponse = v.object({ results: v.array(v.union([SearchResult, FacetSearchResult])) });

/** GET /1/indexes/{indexName}/{objectID}?attributesToRetrieve=a,b */
export const ObjectParams = v.object({ indexName: IndexName, objectID: ObjectID });
export const GetObjectQueryString = v.object({ ...SearchQueryString.entries, attributesToRetrieve: v.optional(Text(1000)) });

/** POST /1/indexes/{*}/objects (getObjects) */
export const GetObjectsBody = strict({
  requests: v.pipe(
    v.array(strict({ indexName: IndexName, objectID: ObjectID, attributesToRetrieve: v.optional(Names) })),
    v.minLength(1, 'Send at least one request'),
    v.maxLength(1000, 'Send at most 1000 requests'),
  ),
});
/** One record per request, in order; null where the objectID does not exist. */
export const GetObjectsResponse = v.object({ results: v.array(v.nullable(v.looseObject({ objectID: v.string() }))) });

/** POST /1/indexes/{indexName}/browse: search parameters, or the `cursor` of the previous page (which holds them) */
export const BrowseBody = strict({ params: v.optional(Text(4096)), cursor: v.optional(Text(4096)), ...SearchParamsEntries });
export const BrowseResult = v.object({
  hits: v.array(v.looseObject({ objectID: v.string() })),
  nbHits: v.number(),
  page: v.number(),
  nbPages: v.number(),
  hitsPerPage: v.number(),
  processingTimeMS: v.number(),
  query: v.string(),
  params: v.string(),
  exhaustiveNbHits: v.boolean(),
  /** present while records are left: send it back for the next page */
  cursor: v.optional(v.string()),
});
