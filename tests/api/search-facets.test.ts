import { liteClient } from 'algoliasearch/lite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailResponse } from '../../contract/catalogue.ts';
import { type SearchResult, SearchResponse } from '../../contract/search.ts';
import { storageOf } from '../../server/search/records.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/*
 * The facets the results page refines by: colour and capacity from the SKUs' options, price with its stats.
 * Expected counts are worked out from the seed catalogue.
 */

let server: TestServer;
let client: ReturnType<typeof liteClient>;
beforeAll(async () => {
  server = await startTestServer();
  client = liteClient('test-app', 'search-only-key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'read' }] });
});
afterAll(() => server?.close());

async function search(request: Record<string, unknown>, lang?: 'en'): Promise<SearchResult> {
  const answer = await client.search({ requests: [{ indexName: 'products', ...request }] }, lang ? { headers: { 'accept-language': lang } } : undefined);
  return v.parse(SearchResponse, answer).results[0]!;
}

const models = catalogue.map((m) => ({
  slug: m.key,
  category: m.category,
  price: Math.min(...m.variants.map((x) => x.specialPrice ?? x.price)),
  highest: Math.max(...m.variants.map((x) => x.specialPrice ?? x.price)),
  coloursTh: m.colours.map((c) => c.nameTh),
  coloursEn: m.colours.map((c) => c.nameEn),
  capacities: [...new Set(m.variants.flatMap((x) => storageOf(x.capacity ?? null)?.label ?? []))],
}));
/** How many models carry each value (a model counts once per value). */
const countValues = (lists: string[][]) =>
  lists.reduce<Record<string, number>>((acc, list) => {
    for (const value of new Set(list)) acc[value] = (acc[value] ?? 0) + 1;
    return acc;
  }, {});
const all = { hitsPerPage: 100, maxValuesPerFacet: 1000 };

describe('colour', () => {
  it('counts each model once per colour it comes in, named in the request language', async () => {
    const en = await search({ query: '', facets: ['colour'], ...all }, 'en');
    expect(en.facets!.colour).toEqual(countValues(models.map((m) => m.coloursEn)));
    expect(en.facets!.colour!.Silver).toBeGreaterThan(1);
    const th = await search({ query: '', facets: ['colour'], ...all });
    expect(th.facets!.colour).toEqual(countValues(models.map((m) => m.coloursTh)));
    expect(th.facets!.colour!['สีเงิน']).toBe(en.facets!.colour!.Silver);
  });

  it('lists the most frequent colours first', async () => {
    const counts = Object.values((await search({ query: '', facets: ['colour'], ...all }, 'en')).facets!.colour!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('filters by a colour named in either language, whatever the case', async () => {
    const silver = models.filter((m) => m.coloursEn.includes('Silver')).map((m) => m.slug);
    for (const [filter, lang] of [
      ['colour:Silver', 'en'],
      ['colour:silver', undefined],
      ['colour:สีเงิน', 'en'],
      ['colour:สีเงิน', undefined],
    ] as const) {
      const result = await search({ query: '', facetFilters: [filter], ...all }, lang);
      expect(new Set(result.hits.map((h) => h.slug)), filter).toEqual(new Set(silver));
    }
  });

  it('counts the colours of what a query finds, and carries them on each hit', async () => {
    const result = await search({ query: 'iphone 17 pro max', facets: ['colour'], ...all }, 'en');
    expect(result.facets!.colour).toEqual(countValues(result.hits.map((h) => h.colour)));
    const model = result.hits.find((h) => h.slug === 'iphone-17-pro-max')!;
    expect(model.colour).toEqual(['Cosmic Orange', 'Deep Blue', 'Silver']);
  });

  it('carries the picture of each colour and a variant of it to open, one in stock where the colour has one', async () => {
    const { hits } = await search({ query: '', ...all }, 'en');
    for (const hit of hits) {
      const answer = await send(server.url, 'GET', `/pim/api/products/${hit.productId}`, { headers: { 'accept-language': 'en' } });
      const { colours, variants } = v.parse(ProductDetailResponse, answer.json).data;
      expect(hit.colourCode, hit.slug).toEqual(hit.colourEn.map((name) => colours.find((colour) => colour.name === name)?.code));
      hit.colourSku.forEach((sku, index) => {
        const variant = variants.find((x) => x.productId === sku);
        const code = hit.colourCode[index];
        expect(variant?.colourCode, `${hit.slug} ${code}`).toBe(code);
        expect(variant!.stock > 0, `${hit.slug} ${code} in stock`).toBe(variants.some((x) => x.colourCode === code && x.stock > 0));
      });
    }
  });
});

describe('capacity', () => {
  it('counts storage sizes, a model once per size', async () => {
    const result = await search({ query: '', facets: ['capacity'], ...all });
    expect(result.facets!.capacity).toEqual(countValues(models.map((m) => m.capacities)));
    expect(Object.keys(result.facets!.capacity!)).toEqual(expect.arrayContaining(['128GB', '256GB', '512GB', '1TB', '2TB']));
    expect(Object.keys(result.facets!.capacity!).every((value) => /^\d+(GB|TB)$/.test(value))).toBe(true);
  });

  it('filters by one size or either of two, and answers the sizes on each hit smallest first', async () => {
    const result = await search({ query: '', facetFilters: [['capacity:1TB', 'capacity:2TB']], ...all });
    expect(new Set(result.hits.map((h) => h.slug))).toEqual(
      new Set(models.filter((m) => m.capacities.includes('1TB') || m.capacities.includes('2TB')).map((m) => m.slug)),
    );
    expect(result.hits.find((h) => h.slug === 'iphone-17-pro-max')!.capacity).toEqual(['256GB', '512GB', '1TB', '2TB']);
    const none = await search({ query: 'airtag' });
    expect(none.hits[0]!.capacity).toEqual([]);
  });
});

describe('price', () => {
  it('answers facets_stats over the whole result, like Algolia does for numeric facets', async () => {
    const result = await search({ query: '', facets: ['price'], hitsPerPage: 1 });
    const prices = models.map((m) => m.price);
    const sum = prices.reduce((a, b) => a + b, 0);
    expect(result.facets_stats).toEqual({
      price: { min: Math.min(...prices), max: Math.max(...prices), sum, avg: Math.round((sum / prices.length) * 100) / 100 },
    });
    expect(Object.values(result.facets!.price!).reduce((a, b) => a + b, 0)).toBe(models.length);
  });

  it('narrows the stats with the filters, and leaves them out when price is not asked for', async () => {
    const result = await search({ query: '', facets: ['price', 'categorySlug'], facetFilters: ['categorySlug:iphone'], numericFilters: ['price>=30000'] });
    const iphones = models.filter((m) => m.category === 'iphone' && m.price >= 30000).map((m) => m.price);
    expect(result.facets_stats!.price).toMatchObject({ min: Math.min(...iphones), max: Math.max(...iphones) });
    expect((await search({ query: '', facets: ['colour'] })).facets_stats).toBeUndefined();
  });

  it('finds a model by any of its prices: its price range overlaps the range asked for, whose top is the highest price of all', async () => {
    const [from, to] = [50000, 60000];
    const result = await search({
      query: '',
      facets: ['priceRangeMax'],
      numericFilters: [`priceRangeMax>=${from}`, `priceRangeMin<=${to}`],
      hitsPerPage: 1000,
    });
    const overlapping = models.filter((m) => m.highest >= from && m.price <= to);
    expect(result.hits.map((h) => h.slug).sort()).toEqual(overlapping.map((m) => m.slug).sort());
    // models whose lowest price is below the range but whose dearer options are in it
    expect(overlapping.some((m) => m.price < from)).toBe(true);
    expect(result.facets_stats!.priceRangeMax!.max).toBe(Math.max(...overlapping.map((m) => m.highest)));
  });
});
