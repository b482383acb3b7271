import { Hono } from 'hono';
import * as v from 'valibot';
import { BrowseBody, FacetSearchBody, FacetSearchParams, GetObjectQueryString, GetObjectsBody, ObjectParams } from '../../contract/search-endpoints.ts';
import { FacetQueryEntries, IndexParams, SearchBody, type SearchParams, SearchQueryString, SingleSearchBody } from '../../contract/search.ts';
import { HttpError, INTERNAL_ERROR, say } from '../http/errors.ts';
import { type Lang, langOf } from '../http/lang.ts';
import { valid } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { answerBrowse, decodeCursor } from './browse.ts';
import { answerFacetSearch, type FacetSearch, searchableFacetOf } from './facet-values.ts';
import { retrieve } from './hit-attributes.ts';
import { searchIndexFor } from './index.ts';
import { objectNotFound, recordOf } from './objects.ts';
import { decodeParamsString, searchParamsOf } from './params.ts';
import { type IndexSort, indexSorts } from './replicas.ts';
import { answerSearch, type PreparedSearch } from './search-answer.ts';
import { bodyOf, checked, parseChecked } from './search-input.ts';

/**
 * Algolia's search REST API over the embedded engine, the read calls the `algoliasearch` clients and
 * InstantSearch make: multi-query searches of hits and facet values, one index's search, facet value search,
 * records by objectID, and browse. Errors answer `{ message, code, status }`; docs/search.md lists what is supported.
 */
export function searchRoutes({ db, config }: Services) {
  const index = searchIndexFor(db);
  // built now so the first search does not wait for it; a failed build is retried by the first search
  index.current().catch(() => {});
  const sorts = indexSorts(config.algolia.indexName);

  function sortOf(indexName: string): IndexSort {
    const sort = sorts.get(indexName);
    if (!sort) throw new HttpError(404, 'INDEX_NOT_FOUND', say(`ไม่มีดัชนีค้นหาชื่อ ${indexName}`, `Index ${indexName} does not exist`));
    return sort;
  }

  /** Fields come checked by the body's schema; only a params string needs reading and checking with them. */
  const searchOf = (indexName: string, fields: SearchParams, paramsText: string | undefined, lang: Lang): PreparedSearch => ({
    indexName,
    sort: sortOf(indexName),
    params: paramsText === undefined ? fields : checked(() => searchParamsOf(fields, paramsText)),
    lang,
  });

  /** A facet value search: facetQuery and maxFacetHits may come as fields or in the params string, like the rest. */
  function facetSearchOf(
    indexName: string,
    facet: string | undefined,
    fields: Record<string, unknown>,
    paramsText: string | undefined,
    lang: Lang,
  ): FacetSearch {
    const sort = sortOf(indexName);
    if (facet === undefined) throw new HttpError(400, 'INVALID_INPUT', say('facet: ต้องระบุเมื่อ type เป็น facet', 'facet: required with type "facet"'));
    searchableFacetOf(facet);
    const { facetQuery, maxFacetHits, ...rest } = paramsText ? { ...decodeParamsString(paramsText), ...fields } : fields;
    const extra = parseChecked(v.object(FacetQueryEntries), { facetQuery, maxFacetHits });
    return {
      sort,
      facet,
      facetQuery: extra.facetQuery ?? '',
      maxFacetHits: extra.maxFacetHits,
      params: checked(() => searchParamsOf(rest, undefined)),
      lang,
    };
  }

  /** The credentials and agent the client sends in the query string: read, not checked, as the catalogue is public. */
  const credentials = valid.query(SearchQueryString);

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.messageIn(langOf(c)), code: error.code, status: error.status }, error.status);
    console.error(error);
    return c.json({ message: INTERNAL_ERROR[langOf(c)], code: 'INTERNAL', status: 500 }, 500);
  });

  app.post('/indexes/:target/queries', credentials, async (c) => {
    const started = performance.now();
    const lang = langOf(c);
    if (c.req.param('target') !== '*')
      throw new HttpError(404, 'NOT_FOUND', say('ส่งคำค้นหลายรายการที่ /1/indexes/*/queries', 'Send multiple queries to /1/indexes/*/queries'));
    const body = parseChecked(SearchBody, await bodyOf(c));
    // every request is checked before any runs
    const requests = body.requests.map(({ indexName, type, facet, facetQuery, maxFacetHits, params, ...fields }) => {
      if (type === 'facet') return { facets: facetSearchOf(indexName, facet, { ...fields, facetQuery, maxFacetHits }, params, lang) };
      if (facet !== undefined || facetQuery !== undefined || maxFacetHits !== undefined) {
        throw new HttpError(
          400,
          'INVALID_INPUT',
          say('facet, facetQuery และ maxFacetHits ใช้กับ type: facet เท่านั้น', 'facet, facetQuery and maxFacetHits go with type: "facet"'),
        );
      }
      return { hits: searchOf(indexName, fields, params, lang) };
    });
    const catalogue = await index.current();
    const results = await Promise.all(
      requests.map((r) => (r.facets ? answerFacetSearch(catalogue, r.facets, started) : answerSearch(catalogue, r.hits, started))),
    );
    return c.json({ results });
  });

  app.post('/indexes/:indexName/query', credentials, valid.param(IndexParams), async (c) => {
    const started = performance.now();
    const { indexName } = c.req.valid('param');
    sortOf(indexName); // an unknown index answers 404 whatever the body
    const { params, ...fields } = parseChecked(SingleSearchBody, await bodyOf(c, {}));
    return c.json(await answerSearch(await index.current(), searchOf(indexName, fields, params, langOf(c)), started));
  });

  app.post('/indexes/:indexName/facets/:facetName/query', credentials, valid.param(FacetSearchParams), async (c) => {
    const started = performance.now();
    const { indexName, facetName } = c.req.valid('param');
    sortOf(indexName);
    const { params, ...fields } = parseChecked(FacetSearchBody, await bodyOf(c, {}));
    return c.json(await answerFacetSearch(await index.current(), facetSearchOf(indexName, facetName, fields, params, langOf(c)), started));
  });

  app.post('/indexes/:indexName/browse', credentials, valid.param(IndexParams), async (c) => {
    const started = performance.now();
    const lang = langOf(c);
    const { indexName } = c.req.valid('param');
    const sort = sortOf(indexName);
    const { params, cursor, ...fields } = parseChecked(BrowseBody, await bodyOf(c, {}));
    // a cursor carries the parameters of the first page; the others are then left aside, as Algolia does
    const next = cursor === undefined ? null : decodeCursor(cursor);
    const search = next ? searchOf(indexName, {}, next.params, lang) : searchOf(indexName, fields, params, lang);
    return c.json(await answerBrowse(await index.current(), { sort, params: search.params, page: next?.page ?? search.params.page ?? 0, lang }, started));
  });

  app.post('/indexes/:target/objects', credentials, async (c) => {
    const lang = langOf(c);
    if (c.req.param('target') !== '*') throw new HttpError(404, 'NOT_FOUND', say('ขอหลายรายการที่ /1/indexes/*/objects', 'Get objects at /1/indexes/*/objects'));
    const { requests } = parseChecked(GetObjectsBody, await bodyOf(c));
    const sortsOf = requests.map((r) => sortOf(r.indexName));
    const catalogue = await index.current();
    const results = await Promise.all(
      requests.map(async (r, i) => {
        const record = await recordOf(catalogue, sortsOf[i]!, r.objectID, lang);
        return record && retrieve(record, r.attributesToRetrieve);
      }),
    );
    return c.json({ results });
  });

  app.get('/indexes/:indexName/:objectID', valid.query(GetObjectQueryString), valid.param(ObjectParams), async (c) => {
    const { indexName, objectID } = c.req.valid('param');
    const record = await recordOf(await index.current(), sortOf(indexName), objectID, langOf(c));
    if (!record) throw objectNotFound();
    return c.json(retrieve(record, c.req.valid('query').attributesToRetrieve));
  });

  return app;
}
