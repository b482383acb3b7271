import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/* Bad input on every search endpoint: always a 4xx with a message, never a 5xx. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const HEADERS = { 'content-type': 'text/plain', 'accept-language': 'en' };
const post = (path: string, body: unknown) => send(server.url, 'POST', path, { raw: typeof body === 'string' ? body : JSON.stringify(body), headers: HEADERS });

/** Each POST endpoint, with a way to put search parameters into its body. */
const ENDPOINTS: [string, string, (fields: Record<string, unknown>) => unknown][] = [
  ['multi-query', '/1/indexes/*/queries', (fields) => ({ requests: [{ indexName: 'products', ...fields }] })],
  ['facet search in a multi-query', '/1/indexes/*/queries', (fields) => ({ requests: [{ indexName: 'products', type: 'facet', facet: 'colour', ...fields }] })],
  ['one index', '/1/indexes/products/query', (fields) => fields],
  ['facet values', '/1/indexes/products/facets/colour/query', (fields) => fields],
  ['browse', '/1/indexes/products/browse', (fields) => fields],
];

function rejected(answer: Answer, status: number, message?: RegExp) {
  expect(answer.status, answer.text).toBe(status);
  const body = answer.json as { message: string; status: number; code: string };
  expect(body.status).toBe(status);
  expect(body.message.length).toBeGreaterThan(0);
  if (message) expect(body.message).toMatch(message);
}

describe.each(ENDPOINTS)('%s', (_, path, withFields) => {
  it('refuses a query over 512 bytes, counted in UTF-8', async () => {
    rejected(await post(path, withFields({ query: 'a'.repeat(513) })), 400, /query: at most 512 bytes/);
    rejected(await post(path, withFields({ query: 'ไ'.repeat(171) })), 400, /512 bytes/);
    expect((await post(path, withFields({ query: 'ไ'.repeat(170) }))).status).toBe(200);
  });

  it('refuses control characters in the query', async () => {
    for (const query of ['iphone\u0001', 'a\tb', 'x\u007f', 'line\nbreak']) rejected(await post(path, withFields({ query })), 400, /control characters/);
    rejected(await post(path, withFields({ query: 'nul\u0000' })), 400);
  });

  it('refuses hitsPerPage over 1000 and parameters of the wrong type, naming them', async () => {
    rejected(await post(path, withFields({ hitsPerPage: 1001 })), 400, /hitsPerPage/);
    rejected(await post(path, withFields({ hitsPerPage: '20' })), 400, /hitsPerPage/);
    rejected(await post(path, withFields({ page: -1 })), 400, /page/);
    rejected(await post(path, withFields({ facetFilters: { colour: 'Silver' } })), 400, /facetFilters/);
    rejected(await post(path, withFields({ getRankingInfo: 'yes' })), 400, /getRankingInfo/);
    rejected(await post(path, withFields({ params: 'hitsPerPage=many' })), 400, /hitsPerPage/);
  });

  it('refuses unknown parameters in Algolia words', async () => {
    rejected(await post(path, withFields({ hitsPerPag: 5 })), 400, /^Unknown parameter: hitsPerPag$/);
  });

  it('refuses a body that is not JSON', async () => {
    for (const body of ['{"query": ', 'query=iphone', '[', '\u0000']) rejected(await post(path, body), 400);
  });

  it('never answers a 5xx to junk', async () => {
    const junk = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.integer(), fc.double());
    const fields = fc.dictionary(
      fc.constantFrom(
        'query',
        'page',
        'hitsPerPage',
        'offset',
        'length',
        'filters',
        'facets',
        'facetQuery',
        'maxFacetHits',
        'attributesToRetrieve',
        'cursor',
        'params',
        'distinct',
        'userToken',
      ),
      junk,
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fields.map(withFields), junk), async (body) => {
        const answer = await post(path, body);
        expect(answer.status, answer.text).toBeLessThan(500);
        if (answer.status !== 200) rejected(answer, answer.status);
      }),
      { numRuns: 60 },
    );
  });
});

describe('unknown indexes', () => {
  it('answer 404 on every endpoint', async () => {
    rejected(await post('/1/indexes/*/queries', { requests: [{ indexName: 'orders' }] }), 404, /Index orders does not exist/);
    rejected(await post('/1/indexes/*/queries', { requests: [{ indexName: 'orders', type: 'facet', facet: 'colour' }] }), 404);
    rejected(await post('/1/indexes/orders/query', {}), 404);
    rejected(await post('/1/indexes/orders/facets/colour/query', {}), 404);
    rejected(await post('/1/indexes/orders/browse', {}), 404);
    rejected(await post('/1/indexes/*/objects', { requests: [{ indexName: 'orders', objectID: '1001' }] }), 404);
    rejected(await send(server.url, 'GET', '/1/indexes/orders/1001'), 404);
  });
});

describe('deep pages', () => {
  it('answer no hits past the first 1000, like Algolia', async () => {
    for (const fields of [{ page: 2 ** 31 - 1 }, { page: 50, hitsPerPage: 20 }, { offset: 1000, length: 10 }]) {
      const answer = await post('/1/indexes/products/query', fields);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toMatchObject({ hits: [], nbHits: expect.any(Number) });
    }
  });
});

describe('records by objectID', () => {
  it('answer 404 or 400 to any objectID, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), async (objectID) => {
        const answer = await send(server.url, 'GET', `/1/indexes/products/${encodeURIComponent(objectID)}`);
        expect([200, 400, 404], answer.text).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
    rejected(await send(server.url, 'GET', `/1/indexes/products/${'9'.repeat(600)}`), 400);
    rejected(await post('/1/indexes/*/objects', { requests: [{ indexName: 'products' }] }), 400, /objectID/);
    rejected(await post('/1/indexes/*/objects', { requests: Array.from({ length: 1001 }, () => ({ indexName: 'products', objectID: '1' })) }), 400);
  });
});
