import { type Context, Hono } from 'hono';
import { IndexParams, SearchBody, SearchQueryString, type SearchResult, SingleSearchBody } from '../../contract/search.ts';
import { HttpError } from '../http/errors.ts';
import { type Lang, langOf, pick } from '../http/lang.ts';
import { parse } from '../http/validate.ts';
import type { Services } from '../services.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { searchIndexFor } from './index.ts';
import { catalogueQueryOf, encodeParams, searchParamsOf } from './params.ts';
import { type IndexSort, indexSorts } from './replicas.ts';

/**
 * Algolia's search REST API over the embedded engine: POST /1/indexes/{*}/queries (what `liteClient().search`
 * sends) and POST /1/indexes/{indexName}/query. Errors answer `{ message, code, status }`.
 */
export function searchRoutes({ db, config }: Services) {
  const index = searchIndexFor(db);
  // built now so the first search does not wait for it; a failed build is retried by the first search
  index.current().catch(() => {});
  const sorts = indexSorts(config.algolia.indexName);

  const indexNotFound = (name: string, lang: Lang) => new HttpError(404, 'INDEX_NOT_FOUND', pick(lang, `ไม่มีดัชนีค้นหาชื่อ ${name}`, `Index ${name} does not exist`));

  function sortOf(indexName: string, lang: Lang): IndexSort {
    const sort = sorts.get(indexName);
    if (!sort) throw indexNotFound(indexName, lang);
    return sort;
  }

  /** Algolia's clients send JSON as text/plain (no CORS preflight), so the body is read whatever its type. */
  async function bodyOf(c: Context, lang: Lang, empty?: object): Promise<unknown> {
    const encoding = c.req.header('content-encoding');
    if (encoding && encoding.toLowerCase() !== 'identity') {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', pick(lang, 'ส่งเนื้อหาแบบไม่บีบอัด', 'Send the body uncompressed'));
    }
    const text = await c.req.text();
    if (empty && !text.trim()) return empty;
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(400, 'INVALID_JSON', pick(lang, 'เนื้อหาที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง', 'The body is not valid JSON'));
    }
  }

  /** One request, checked through and through before any search runs. */
  function prepare(indexName: string, fields: Record<string, unknown>, paramsText: string | undefined, lang: Lang) {
    const sort = sortOf(indexName, lang);
    const params = searchParamsOf(fields, paramsText, lang);
    return { indexName, params, query: catalogueQueryOf(params, sort, lang) };
  }

  async function run(catalogue: CatalogueIndex, { indexName, params, query }: ReturnType<typeof prepare>): Promise<SearchResult> {
    const started = performance.now();
    const { hits, nbHits, facets, facetsStats } = await catalogue.search(query);
    return {
      hits,
      nbHits,
      page: query.page,
      nbPages: query.hitsPerPage > 0 ? Math.ceil(nbHits / query.hitsPerPage) : 0,
      hitsPerPage: query.hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query: params.query ?? '',
      params: encodeParams(params),
      index: indexName,
      ...(facets ? { facets, exhaustiveFacetsCount: true } : {}),
      ...(facetsStats ? { facets_stats: facetsStats } : {}),
      exhaustiveNbHits: true,
      exhaustive: { nbHits: true, typo: true, ...(facets ? { facetsCount: true } : {}) },
    };
  }

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message, code: error.code, status: error.status }, error.status);
    console.error(error);
    return c.json({ message: 'Something went wrong on our side', code: 'INTERNAL', status: 500 }, 500);
  });

  app.post('/indexes/:target/queries', async (c) => {
    const lang = langOf(c);
    parse(SearchQueryString, c.req.query());
    if (c.req.param('target') !== '*')
      throw new HttpError(404, 'NOT_FOUND', pick(lang, 'ส่งคำค้นหลายรายการที่ /1/indexes/*/queries', 'Send multiple queries to /1/indexes/*/queries'));
    const body = parse(SearchBody, await bodyOf(c, lang));
    const requests = body.requests.map(({ indexName, type: _type, params, ...fields }) => prepare(indexName, fields, params, lang));
    const catalogue = await index.current();
    return c.json({ results: await Promise.all(requests.map((request) => run(catalogue, request))) });
  });

  app.post('/indexes/:indexName/query', async (c) => {
    const lang = langOf(c);
    parse(SearchQueryString, c.req.query());
    const { indexName } = parse(IndexParams, c.req.param());
    sortOf(indexName, lang); // an unknown index answers 404 whatever the body
    const { params, ...fields } = parse(SingleSearchBody, await bodyOf(c, lang, {}));
    const request = prepare(indexName, fields, params, lang);
    return c.json(await run(await index.current(), request));
  });

  return app;
}
