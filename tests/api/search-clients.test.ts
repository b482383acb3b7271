import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js';
import {
  connectConfigure,
  connectHits,
  connectNumericMenu,
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
} from 'instantsearch.js/es/connectors/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/*
 * The real clients against the embedded engine: algoliasearch v5 (lite and full) and InstantSearch run headless
 * with its connectors, as the shop's results page would use them. What is asserted is what a shopper would see;
 * expected values come from the seed catalogue or from a plain search through the client.
 */

let server: TestServer;
let hosts: { url: string; protocol: 'http'; accept: 'readWrite' }[];
beforeAll(async () => {
  server = await startTestServer();
  hosts = [{ url: new URL(server.url).host, protocol: 'http', accept: 'readWrite' }];
});
afterAll(() => server?.close());

const english = { baseHeaders: { 'accept-language': 'en' } };
const models = catalogue.map((m) => ({ slug: m.key, category: m.category, price: Math.min(...m.variants.map((x) => x.specialPrice ?? x.price)) }));

describe('algoliasearch v5', () => {
  it('lite client: multi-query search, hits and facets, in the language asked for', async () => {
    const lite = liteClient('app', 'search-key', { hosts, ...english });
    const { results } = await lite.search<{ slug: string; productName: string }>({
      requests: [
        { indexName: 'products', query: 'macbook', hitsPerPage: 2, facets: ['colour'] },
        { indexName: 'products_price_desc', query: '', hitsPerPage: 1 },
      ],
    });
    const [macbooks, dearest] = results as { hits: { slug: string; productName: string }[]; nbHits: number; facets?: Record<string, Record<string, number>> }[];
    expect(macbooks!.hits[0]!.productName).toMatch(/^MacBook/);
    expect(Object.keys(macbooks!.facets!.colour!)).toContain('Space Black');
    expect(dearest!.hits[0]!.slug).toBe([...models].sort((a, b) => b.price - a.price)[0]!.slug);
  });

  it('full client: single-index search, facet values, records and browsing', async () => {
    const client = algoliasearch('app', 'search-key', { hosts, ...english });
    const single = await client.searchSingleIndex<{ slug: string }>({ indexName: 'products', searchParams: { query: 'airtag', filters: 'price > 1000' } });
    expect(single.hits.map((h) => h.slug).sort()).toEqual(['airtag', 'airtag-4-pack'].filter((slug) => models.find((m) => m.slug === slug)!.price > 1000));
    const values = await client.searchForFacetValues({ indexName: 'products', facetName: 'categorySlug', searchForFacetValuesRequest: { facetQuery: 'air' } });
    expect(values.facetHits).toEqual([{ value: 'airpods', highlighted: '<em>air</em>pods', count: models.filter((m) => m.category === 'airpods').length }]);
    const record = await client.getObject({ indexName: 'products', objectID: single.hits[0]!.objectID, attributesToRetrieve: ['slug'] });
    expect(record).toEqual({ objectID: single.hits[0]!.objectID, slug: single.hits[0]!.slug });
    let browsed = 0;
    await client.browseObjects({ indexName: 'products', browseParams: { hitsPerPage: 20 }, aggregator: (page) => (browsed += page.hits.length) });
    expect(browsed).toBe(catalogue.length);
  });

  it('reports what the server refuses as an ApiError with its status and message', async () => {
    const client = algoliasearch('app', 'search-key', { hosts, ...english });
    await expect(client.searchSingleIndex({ indexName: 'products', searchParams: { filters: 'price >' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'filters: Unexpected token end of filter expected numeric at col 8',
    });
  });
});

/* ---------- InstantSearch, headless ---------- */

type Render<T> = { latest: () => T; render: (state: T) => void };
function rendered<T>(): Render<T> {
  let state: T | undefined;
  return { latest: () => state!, render: (next) => (state = next) };
}

let running: ReturnType<typeof instantsearch> | null = null;
afterEach(() => {
  running?.dispose();
  running = null;
});

/** Starts InstantSearch over a lite client that records each multi-query call it sends. */
function startSearch(indexName = 'products') {
  const lite = liteClient('app', 'search-key', { hosts, ...english });
  const calls: { indexName: string; params?: Record<string, unknown> }[][] = [];
  const searchClient = {
    ...lite,
    search: ((requests: Parameters<typeof lite.search>[0]) => {
      calls.push(structuredClone(requests) as never);
      return lite.search(requests);
    }) as typeof lite.search,
  };
  const errors: unknown[] = [];
  const search = instantsearch({ indexName, searchClient: searchClient as never });
  search.on('error', (error: unknown) => errors.push(error));
  running = search;
  /** resolves once the searches in flight have answered and the widgets rendered */
  const settled = () =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        if (errors.length) reject(errors[0]);
        else if (search.status === 'idle') resolve();
        else setTimeout(done, 5);
      };
      search.once('render', () => setTimeout(done, 0));
    });
  return { search, calls, settled, lite };
}

async function until(condition: () => boolean, timeout = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeout) throw new Error('timed out waiting for InstantSearch');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

type Hit = { slug: string; price: number; colour: string[]; categorySlug: string; _highlightResult: { productName: { value: string } } };

describe('InstantSearch with its connectors', () => {
  it('shows what a shopper sees on a results page: hits, refinements, ranges, sorting and pages', async () => {
    const { search, calls, settled, lite } = startSearch();
    const box = rendered<{ refine: (q: string) => void; query: string }>();
    const hits = rendered<{ items: Hit[] }>();
    const colours = rendered<{
      items: { value: string; label: string; count: number; isRefined: boolean; highlighted?: string }[];
      refine: (value: string) => void;
      searchForItems: (query: string) => void;
      isFromSearch: boolean;
    }>();
    const price = rendered<{ range: { min?: number; max?: number }; refine: (range: [number | undefined, number | undefined]) => void; canRefine: boolean }>();
    const sort = rendered<{ options: { value: string }[]; currentRefinement: string; refine: (value: string) => void }>();
    const pages = rendered<{ nbPages: number; currentRefinement: number; refine: (page: number) => void; nbHits: number }>();

    search.addWidgets([
      connectConfigure(() => {})({ searchParameters: { hitsPerPage: 5 } }),
      connectSearchBox(box.render as never)({}),
      connectHits(hits.render as never)({}),
      connectRefinementList(colours.render as never)({ attribute: 'colour', limit: 50 }),
      connectRange(price.render as never)({ attribute: 'price' }),
      connectSortBy(sort.render as never)({
        items: [
          { label: 'Relevance', value: 'products' },
          { label: 'Price ascending', value: 'products_price_asc' },
          { label: 'Price descending', value: 'products_price_desc' },
        ],
      }),
      connectPagination(pages.render as never)({}),
    ]);
    let ready = settled();
    search.start();
    await ready;

    // the first view: the whole catalogue, 5 hits a page, the price bounds from facets_stats
    expect(hits.latest().items).toHaveLength(5);
    expect(pages.latest()).toMatchObject({ nbHits: catalogue.length, nbPages: Math.ceil(catalogue.length / 5), currentRefinement: 0 });
    expect(price.latest().range).toEqual({ min: Math.min(...models.map((m) => m.price)), max: Math.max(...models.map((m) => m.price)) });

    // typing a query
    ready = settled();
    box.latest().refine('iphone');
    await ready;
    const plain = (await lite.searchForHits<Hit>({ requests: [{ indexName: 'products', query: 'iphone', hitsPerPage: 1000, facets: ['colour'] }] }))
      .results[0]!;
    expect(hits.latest().items.map((h) => h.slug)).toEqual(plain.hits.slice(0, 5).map((h) => h.slug));
    expect(hits.latest().items[0]!._highlightResult.productName.value).toContain('<mark>');
    expect(pages.latest().nbHits).toBe(plain.nbHits);
    const colourCounts = Object.fromEntries(colours.latest().items.map((i) => [i.value, i.count]));
    expect(colourCounts).toEqual(plain.facets!.colour);

    // choosing a colour: every hit has it; the list still offers the other colours with their counts (disjunctive)
    ready = settled();
    colours.latest().refine('Silver');
    await ready;
    const silver = plain.hits.filter((h) => h.colour.includes('Silver'));
    expect(pages.latest().nbHits).toBe(silver.length);
    expect(hits.latest().items.every((h) => h.colour.includes('Silver'))).toBe(true);
    expect(colours.latest().items.find((i) => i.value === 'Silver')).toMatchObject({ isRefined: true, count: colourCounts.Silver });
    expect(colours.latest().items.length).toBe(Object.keys(colourCounts).length);
    // one multi-query call carried both the hits query and the colour list's own query
    expect(calls.at(-1)!.length).toBe(2);

    // searching the colour list (searchable refinement list): facet values through type: 'facet'
    colours.latest().searchForItems('bl');
    // the list renders the facet hits itself, with no search of hits (so no render event)
    await until(() => colours.latest().isFromSearch);
    const found = colours.latest();
    expect(found.isFromSearch).toBe(true);
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) expect(item.value.toLowerCase()).toMatch(/(^| )bl/);
    expect(found.items.find((i) => i.value === 'Space Black')?.highlighted).toBe('Space <mark>Bl</mark>ack');
    expect(calls.at(-1)).toEqual([
      expect.objectContaining({ type: 'facet', facet: 'colour', params: expect.objectContaining({ facetQuery: 'bl', query: 'iphone' }) }),
    ]);

    // a price range within the bounds the silver iPhones span: all but the dearest
    const { min, max } = price.latest().range;
    expect([min, max]).toEqual([Math.min(...silver.map((h) => h.price)), Math.max(...silver.map((h) => h.price))]);
    expect(min).toBeLessThan(max!);
    const [low, high] = [min!, max! - 1];
    ready = settled();
    price.latest().refine([low, high]);
    await ready;
    const inRange = silver.filter((h) => h.price >= low && h.price <= high);
    expect(inRange.length).toBeGreaterThan(0);
    expect(pages.latest().nbHits).toBe(inRange.length);
    expect(hits.latest().items.every((h) => h.price >= low && h.price <= high)).toBe(true);

    // sorting by price through the replica
    ready = settled();
    sort.latest().refine('products_price_asc');
    await ready;
    const sorted = hits.latest().items.map((h) => h.price);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(sort.latest().currentRefinement).toBe('products_price_asc');
  });

  it('pages through the results', async () => {
    const { search, settled, lite } = startSearch('products_price_desc');
    const hits = rendered<{ items: Hit[] }>();
    const pages = rendered<{ nbPages: number; currentRefinement: number; refine: (page: number) => void; pages: number[] }>();
    search.addWidgets([
      connectConfigure(() => {})({ searchParameters: { hitsPerPage: 10 } }),
      connectHits(hits.render as never)({}),
      connectPagination(pages.render as never)({}),
    ]);
    let ready = settled();
    search.start();
    await ready;
    const all = (await lite.searchForHits<Hit>({ requests: [{ indexName: 'products_price_desc', query: '', hitsPerPage: 1000 }] })).results[0]!.hits.map(
      (h) => h.slug,
    );
    const seen: string[] = [];
    for (let page = 0; page < pages.latest().nbPages; page++) {
      if (page > 0) {
        ready = settled();
        pages.latest().refine(page);
        await ready;
      }
      expect(pages.latest().currentRefinement).toBe(page);
      seen.push(...hits.latest().items.map((h) => h.slug));
    }
    expect(seen).toEqual(all);
  });

  it('filters by price band with a numeric menu', async () => {
    const { search, settled } = startSearch();
    const hits = rendered<{ items: Hit[] }>();
    const menu = rendered<{ items: { label: string; value: string; isRefined: boolean }[]; refine: (value: string) => void }>();
    search.addWidgets([
      connectConfigure(() => {})({ searchParameters: { hitsPerPage: 100 } }),
      connectHits(hits.render as never)({}),
      connectNumericMenu(menu.render as never)({
        attribute: 'price',
        items: [
          { label: 'All' },
          { label: 'Under ฿5,000', end: 5000 },
          { label: '฿5,000 – ฿30,000', start: 5000, end: 30000 },
          { label: 'Over ฿30,000', start: 30000 },
        ],
      }),
    ]);
    let ready = settled();
    search.start();
    await ready;
    for (const [label, test] of [
      ['Under ฿5,000', (p: number) => p <= 5000],
      ['฿5,000 – ฿30,000', (p: number) => p >= 5000 && p <= 30000],
      ['Over ฿30,000', (p: number) => p >= 30000],
    ] as const) {
      ready = settled();
      menu.latest().refine(menu.latest().items.find((i) => i.label === label)!.value);
      await ready;
      expect(new Set(hits.latest().items.map((h) => h.slug))).toEqual(new Set(models.filter((m) => test(m.price)).map((m) => m.slug)));
    }
  });
});
