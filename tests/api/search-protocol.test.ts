import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchError, SearchResponse, SearchResult } from '../../contract/search.ts';
import { type Answer, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/* The wire protocol without the client: the params string form, the single-index call, and bad input. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const QUERIES = '/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript%20(5.64.0)';
/** The headers the algoliasearch client sends: JSON as text/plain, credentials in headers. */
const ALGOLIA_HEADERS = { 'content-type': 'text/plain', 'x-algolia-application-id': 'test-app', 'x-algolia-api-key': 'search-only-key' };

const queries = (body: unknown, headers: Record<string, string> = {}) =>
  send(server.url, 'POST', QUERIES, { raw: typeof body === 'string' ? body : JSON.stringify(body), headers: { ...ALGOLIA_HEADERS, ...headers } });

function results(answer: Answer) {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(SearchResponse, answer.json).results;
}

/** A 4xx answered like Algolia (`message`, `status`) and like the rest of the API (`code`). */
function refused(answer: Answer, status: number, code?: string) {
  expect(answer.status, answer.text).toBe(status);
  const error = v.parse(SearchError, answer.json);
  expect(error.status).toBe(status);
  expect(error.message.length).toBeGreaterThan(0);
  if (code) expect(error.code).toBe(code);
  return error;
}

describe('the params string form', () => {
  it('answers the same hits as the same parameters given as fields', async () => {
    const [fromString] = results(
      await queries({
        requests: [
          { indexName: 'products', params: 'query=ipho&hitsPerPage=3&facets=%5B%22categorySlug%22%5D&facetFilters=%5B%22categorySlug%3Aiphone%22%5D' },
        ],
      }),
    );
    const [fromFields] = results(
      await queries({ requests: [{ indexName: 'products', query: 'ipho', hitsPerPage: 3, facets: ['categorySlug'], facetFilters: ['categorySlug:iphone'] }] }),
    );
    expect(fromString!.hits).toEqual(fromFields!.hits);
    expect(fromString!.facets).toEqual(fromFields!.facets);
    expect(fromString).toMatchObject({ query: 'ipho', hitsPerPage: 3 });
  });

  it('reads comma lists and filter strings', async () => {
    const [result] = results(
      await queries({
        requests: [{ indexName: 'products', params: 'query=&facets=categorySlug,educationFlag&numericFilters=price%3C%3D2000&hitsPerPage=100' }],
      }),
    );
    expect(Object.keys(result!.facets!)).toEqual(['categorySlug', 'educationFlag']);
    expect(result!.hits.every((h) => h.price <= 2000)).toBe(true);
  });

  it('lets fields of the request win over its params string', async () => {
    const [result] = results(await queries({ requests: [{ indexName: 'products', params: 'query=ipad&hitsPerPage=2', query: 'watch' }] }));
    expect(result).toMatchObject({ query: 'watch', hitsPerPage: 2 });
    expect(result!.hits.every((h) => h.categorySlug === 'watch')).toBe(true);
  });

  it('also answers a body sent as application/json, with the credentials in the query string', async () => {
    const answer = await send(server.url, 'POST', '/1/indexes/*/queries?x-algolia-api-key=k&x-algolia-application-id=a&x-algolia-request-id=r1', {
      body: { requests: [{ indexName: 'products', query: 'airtag' }] },
    });
    expect(results(answer)[0]!.nbHits).toBe(2);
  });
});

describe('the single-index call', () => {
  it('answers one result for POST /1/indexes/{indexName}/query', async () => {
    const answer = await send(server.url, 'POST', '/1/indexes/products_price_asc/query', {
      raw: JSON.stringify({ params: 'query=airpods&hitsPerPage=2' }),
      headers: ALGOLIA_HEADERS,
    });
    expect(answer.status, answer.text).toBe(200);
    const result = v.parse(SearchResult, answer.json);
    expect(result).toMatchObject({ index: 'products_price_asc', query: 'airpods', hitsPerPage: 2 });
    expect(result.hits[0]!.price).toBeLessThanOrEqual(result.hits[1]!.price);
  });

  it('answers every product for an empty body', async () => {
    const answer = await send(server.url, 'POST', '/1/indexes/products/query', { headers: ALGOLIA_HEADERS });
    expect(v.parse(SearchResult, answer.json).nbHits).toBeGreaterThan(40);
  });

  it('refuses an unknown index', async () => {
    refused(await send(server.url, 'POST', '/1/indexes/orders/query', { raw: '{}', headers: ALGOLIA_HEADERS }), 404, 'INDEX_NOT_FOUND');
  });
});

describe('errors', () => {
  it('refuses an unknown index with 404 in Thai, or English with accept-language en', async () => {
    const th = refused(await queries({ requests: [{ indexName: 'products', query: 'a' }, { indexName: 'nope' }] }), 404, 'INDEX_NOT_FOUND');
    expect(th.message).toBe('ไม่มีดัชนีค้นหาชื่อ nope');
    const en = refused(await queries({ requests: [{ indexName: 'nope' }] }, { 'accept-language': 'en' }), 404, 'INDEX_NOT_FOUND');
    expect(en.message).toBe('Index nope does not exist');
  });

  it('refuses a multi-query call on a named index', async () => {
    refused(await send(server.url, 'POST', '/1/indexes/products/queries', { raw: '{"requests":[]}', headers: ALGOLIA_HEADERS }), 404);
  });

  it('refuses a body that is not JSON, or compressed', async () => {
    refused(await queries('{"requests": ['), 400, 'INVALID_JSON');
    refused(await queries(''), 400, 'INVALID_JSON');
    refused(await queries({ requests: [{ indexName: 'products' }] }, { 'content-encoding': 'gzip' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  const request = (fields: Record<string, unknown>) => ({ requests: [{ indexName: 'products', ...fields }] });
  const BAD_BODIES: [string, unknown][] = [
    ['no requests', {}],
    ['requests not a list', { requests: 'products' }],
    ['an empty list of requests', { requests: [] }],
    ['more than 50 requests', { requests: Array.from({ length: 51 }, () => ({ indexName: 'products' })) }],
    ['a request without index', { requests: [{ query: 'x' }] }],
    ['an unknown body field', { requests: [{ indexName: 'products' }], hack: true }],
    ['a query over 512 bytes', request({ query: 'a'.repeat(513) })],
    ['a Thai query over 512 bytes (171 characters of 3 bytes)', request({ query: 'ก'.repeat(171) })],
    ['a control character in the query', request({ query: 'iphone\u0007' })],
    ['a newline in the query', request({ query: 'iphone\n17' })],
    ['a query that is not text', request({ query: 42 })],
    ['hitsPerPage over 1000', request({ hitsPerPage: 1001 })],
    ['hitsPerPage below 0', request({ hitsPerPage: -1 })],
    ['hitsPerPage not whole', request({ hitsPerPage: 1.5 })],
    ['hitsPerPage as text', request({ hitsPerPage: '3' })],
    ['a page past any integer', request({ page: 2 ** 31 })],
    ['a page that is not whole', request({ page: 0.5 })],
    ['more than 100 facet filters', request({ facetFilters: Array.from({ length: 101 }, () => 'categorySlug:iphone') })],
    ['an OR group of more than 100', request({ facetFilters: [Array.from({ length: 101 }, () => 'categorySlug:iphone')] })],
    ['a facet filter over 200 characters', request({ facetFilters: [`categorySlug:${'x'.repeat(200)}`] })],
    ['filters nested three deep', request({ facetFilters: [[['categorySlug:iphone']]] })],
    ['a facet filter that is a number', request({ facetFilters: [1] })],
    ['an unknown parameter', request({ aroundLatLng: '13.7,100.5' })],
    ['a filters string that does not parse', request({ filters: 'categorySlug:iphone)' })],
    ['a facet value search without its facet', request({ type: 'facet', facetQuery: 'ip' })],
    ['a facet value search in a facet that is not searchable', request({ type: 'facet', facet: 'isSpecialPrice' })],
    ['a facet query in a search for hits', request({ facetQuery: 'ip' })],
    ['a params string over 4096 characters', request({ params: `query=${'a'.repeat(4100)}` })],
    ['an unknown parameter in the params string', request({ params: 'query=a&aroundRadius=10' })],
    ['bad JSON in the params string', request({ params: 'facetFilters=%5B%22categorySlug' })],
    ['a bad number in the params string', request({ params: 'hitsPerPage=lots' })],
    ['a NUL character', request({ query: 'iphone\u0000' })],
    ['nesting past any body we take', { requests: [{ indexName: 'products', facetFilters: JSON.parse('['.repeat(40) + ']'.repeat(40)) }] }],
  ];
  it.each(BAD_BODIES)('refuses %s with 400', async (_, body) => {
    refused(await queries(body), 400);
  });

  it('explains filters it cannot read, in the request language', async () => {
    const attribute = refused(await queries(request({ facetFilters: ['brand:apple'] }), { 'accept-language': 'en' }), 400, 'INVALID_FILTER');
    expect(attribute.message).toMatch(/brand/);
    refused(await queries(request({ numericFilters: ['price>>1'] })), 400, 'INVALID_FILTER');
    refused(await queries(request({ numericFilters: ['weight>1'] })), 400, 'INVALID_FILTER');
    refused(await queries(request({ facetFilters: '(categorySlug:iphone' })), 400, 'INVALID_FILTER');
  });

  it('never answers a 5xx to junk in any parameter', async () => {
    const junk = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer(), fc.double());
    const fields = fc.record(
      {
        indexName: fc.oneof(fc.constant('products'), fc.constant('products_newest'), junk),
        query: junk,
        page: junk,
        hitsPerPage: junk,
        facets: junk,
        facetFilters: fc.oneof(junk, fc.array(fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })), { maxLength: 4 })),
        numericFilters: fc.oneof(junk, fc.array(fc.string(), { maxLength: 4 })),
        params: fc.oneof(junk, fc.string()),
        typoTolerance: junk,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fields.map((f) => ({ requests: [f] })),
          junk,
        ),
        async (body) => {
          const answer = await queries(body);
          expect(answer.status, answer.text).toBeLessThan(500);
          if (answer.status !== 200) refused(answer, answer.status);
        },
      ),
      { numRuns: 300 },
    );
  });
});
