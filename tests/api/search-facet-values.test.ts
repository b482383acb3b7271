import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FacetSearchResult, MixedSearchResponse } from '../../contract/search-endpoints.ts';
import { storageOf } from '../../server/search/records.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/* Searching the values of a facet: the REST call (searchForFacetValues) and type: 'facet' in a multi-query. */

let server: TestServer;
let client: ReturnType<typeof algoliasearch>;
let lite: ReturnType<typeof liteClient>;
beforeAll(async () => {
  server = await startTestServer();
  const hosts = [{ url: new URL(server.url).host, protocol: 'http' as const, accept: 'readWrite' as const }];
  client = algoliasearch('test-app', 'search-only-key', { hosts });
  lite = liteClient('test-app', 'search-only-key', { hosts });
});
afterAll(() => server?.close());

const en = { headers: { 'accept-language': 'en' } };
async function facetValues(facetName: string, request: { facetQuery?: string; maxFacetHits?: number; params?: string }, lang?: 'en') {
  const answer = await client.searchForFacetValues({ indexName: 'products', facetName, searchForFacetValuesRequest: request }, lang ? en : undefined);
  return v.parse(FacetSearchResult, answer);
}

/** How many models carry each colour name (English and Thai), from the seed. */
const colourCounts = new Map<string, number>();
for (const model of catalogue)
  for (const c of model.colours) for (const name of [c.nameEn, c.nameTh]) colourCounts.set(name, (colourCounts.get(name) ?? 0) + 1);

describe('searchForFacetValues', () => {
  it('finds colours with a word starting with the query, counted over every model, highlighted', async () => {
    const { facetHits, exhaustiveFacetsCount } = await facetValues('colour', { facetQuery: 'bl' }, 'en');
    expect(exhaustiveFacetsCount).toBe(true);
    const expected = [...colourCounts].filter(([name]) => /^[A-Za-z]/.test(name) && /(^| )bl/i.test(name));
    expect(new Set(facetHits.map((h) => h.value))).toEqual(new Set(expected.map(([name]) => name)));
    for (const hit of facetHits) expect(hit.count).toBe(colourCounts.get(hit.value));
    expect(facetHits.find((h) => h.value === 'Space Black')).toMatchObject({ highlighted: 'Space <em>Bl</em>ack' });
    expect(facetHits.map((h) => h.count)).toEqual([...facetHits.map((h) => h.count)].sort((a, b) => b - a));
  });

  it('finds Thai colour names by a word inside them', async () => {
    const { facetHits } = await facetValues('colour', { facetQuery: 'เงิน' });
    expect(facetHits.map((h) => h.value)).toEqual(expect.arrayContaining(['สีเงิน', 'สีน้ำเงินเข้ม']));
    expect(facetHits.find((h) => h.value === 'สีเงิน')).toEqual({ value: 'สีเงิน', highlighted: 'สี<em>เงิน</em>', count: colourCounts.get('สีเงิน') });
  });

  it('counts only the records the search parameters find', async () => {
    const iphones = catalogue.filter((m) => m.category === 'iphone');
    const { facetHits } = await facetValues('capacity', { facetQuery: '', params: 'facetFilters=%5B%22categorySlug%3Aiphone%22%5D' });
    const expected = new Map<string, number>();
    for (const m of iphones)
      for (const size of new Set(m.variants.flatMap((x) => storageOf(x.capacity ?? null)?.label ?? []))) expected.set(size, (expected.get(size) ?? 0) + 1);
    expect(new Map(facetHits.map((h) => [h.value, h.count]))).toEqual(expected);
  });

  it('answers at most maxFacetHits values, 10 when not told', async () => {
    expect((await facetValues('colour', {}, 'en')).facetHits).toHaveLength(10);
    expect((await facetValues('colour', { maxFacetHits: 3 }, 'en')).facetHits).toHaveLength(3);
  });

  it("refuses a facet that is not searchable with Algolia's message, and an unknown index", async () => {
    await expect(facetValues('price', { facetQuery: '1' }, 'en')).rejects.toMatchObject({
      status: 400,
      message: 'Cannot search in `price` attribute, you need to add `searchable(price)` to attributesForFaceting.',
    });
    await expect(client.searchForFacetValues({ indexName: 'orders', facetName: 'colour' })).rejects.toMatchObject({ status: 404 });
    const tooMany = await send(server.url, 'POST', '/1/indexes/products/facets/colour/query', { body: { maxFacetHits: 101 } });
    expect(tooMany.status).toBe(400);
  });
});

describe("type: 'facet' in a multi-query", () => {
  it('answers facet hits beside the hits of the other requests, in order', async () => {
    const answer = await lite.search(
      {
        requests: [
          { indexName: 'products', query: 'iphone', hitsPerPage: 2 },
          { indexName: 'products', type: 'facet', facet: 'colour', facetQuery: 'sil', query: 'iphone', highlightPreTag: '<mark>', highlightPostTag: '</mark>' },
        ],
      },
      en,
    );
    const [hits, facets] = v.parse(MixedSearchResponse, answer).results;
    expect(hits).toHaveProperty('hits');
    expect(facets).toEqual({
      facetHits: [expect.objectContaining({ value: 'Silver', highlighted: '<mark>Sil</mark>ver' })],
      exhaustiveFacetsCount: true,
      processingTimeMS: expect.any(Number),
    });
  });

  it('is what searchForFacets of the lite client sends', async () => {
    const answer = await lite.searchForFacets({ requests: [{ indexName: 'products_price_asc', type: 'facet', facet: 'categorySlug', facetQuery: 'ip' }] });
    const hits = (answer.results[0] as { facetHits: { value: string }[] }).facetHits;
    expect(hits.map((h) => h.value).sort()).toEqual(['ipad', 'iphone']);
  });
});
