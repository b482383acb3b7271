import { algoliasearch } from 'algoliasearch';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowseResult, GetObjectsResponse } from '../../contract/search-endpoints.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { productIdOf } from '../../server/seed/seed.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/* Records by objectID (getObject, getObjects) and every record with browse's cursor (browse, browseObjects). */

let server: TestServer;
let client: ReturnType<typeof algoliasearch>;
beforeAll(async () => {
  server = await startTestServer();
  client = algoliasearch('test-app', 'search-only-key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'readWrite' }] });
});
afterAll(() => server?.close());

const en = { headers: { 'accept-language': 'en' } };
const idOf = (slug: string) => String(productIdOf(catalogue.findIndex((m) => m.key === slug)));
/** Every objectID in the base index's order (no query: the custom ranking). */
async function indexOrder(): Promise<string[]> {
  const { hits } = await client.searchSingleIndex({ indexName: 'products', searchParams: { query: '', hitsPerPage: 1000, attributesToRetrieve: [] } });
  const ids = hits.map((h) => h.objectID);
  expect(ids.length).toBe(catalogue.length);
  expect(new Set(ids)).toEqual(new Set(catalogue.map((_, i) => String(productIdOf(i)))));
  return ids;
}

describe('getObject', () => {
  it('answers the record as a hit shows it, in the request language', async () => {
    const record = await client.getObject({ indexName: 'products', objectID: idOf('airpods-4') }, en);
    expect(record).toMatchObject({ objectID: idOf('airpods-4'), slug: 'airpods-4', productName: 'AirPods 4', categorySlug: 'airpods', colour: ['White'] });
    expect(record).not.toHaveProperty('_highlightResult');
    expect(record).not.toHaveProperty('descriptionEn');
  });

  it('answers only the attributes asked for', async () => {
    const record = await client.getObject({ indexName: 'products_newest', objectID: idOf('airtag'), attributesToRetrieve: ['slug', 'price'] });
    expect(record).toEqual({ objectID: idOf('airtag'), slug: 'airtag', price: expect.any(Number) });
  });

  it('answers 404 for an objectID that does not exist, and for an unknown index', async () => {
    for (const objectID of ['999999', 'airtag', '0', '1001.0']) {
      await expect(client.getObject({ indexName: 'products', objectID }, en)).rejects.toMatchObject({ status: 404, message: 'ObjectID does not exist' });
    }
    await expect(client.getObject({ indexName: 'orders', objectID: idOf('airtag') })).rejects.toMatchObject({ status: 404 });
  });
});

describe('getObjects', () => {
  it('answers one record per request in order, null where it does not exist', async () => {
    const answer = await client.getObjects({
      requests: [
        { indexName: 'products', objectID: idOf('airtag'), attributesToRetrieve: ['slug'] },
        { indexName: 'products', objectID: '424242' },
        { indexName: 'products_price_desc', objectID: idOf('mac-studio') },
      ],
    });
    const { results } = v.parse(GetObjectsResponse, answer);
    expect(results).toEqual([{ objectID: idOf('airtag'), slug: 'airtag' }, null, expect.objectContaining({ slug: 'mac-studio' })]);
  });

  it('refuses an unknown index and an empty list', async () => {
    await expect(client.getObjects({ requests: [{ indexName: 'orders', objectID: '1' }] })).rejects.toMatchObject({ status: 404 });
    expect((await send(server.url, 'POST', '/1/indexes/*/objects', { body: { requests: [] } })).status).toBe(400);
    expect((await send(server.url, 'POST', '/1/indexes/products/objects', { body: { requests: [] } })).status).toBe(404);
  });
});

describe('browse', () => {
  it('pages through every record once, following the cursor, in the index order', async () => {
    const seen: string[] = [];
    let answer = v.parse(BrowseResult, await client.browse({ indexName: 'products', browseParams: { hitsPerPage: 10 } }));
    expect(answer).toMatchObject({ nbHits: catalogue.length, page: 0, nbPages: Math.ceil(catalogue.length / 10), hitsPerPage: 10 });
    seen.push(...answer.hits.map((h) => h.objectID));
    while (answer.cursor) {
      answer = v.parse(BrowseResult, await client.browse({ indexName: 'products', browseParams: { cursor: answer.cursor } }));
      seen.push(...answer.hits.map((h) => h.objectID));
    }
    expect(seen).toEqual(await indexOrder());
    expect(answer.page).toBe(answer.nbPages - 1);
  });

  it('browses what the parameters find, without highlights, and answers no cursor on the last page', async () => {
    const answer = v.parse(
      BrowseResult,
      await client.browse({ indexName: 'products_price_asc', browseParams: { query: 'iphone', filters: 'categorySlug:iphone' } }),
    );
    expect(answer.cursor).toBeUndefined();
    const iphones = catalogue.filter((m) => m.category === 'iphone');
    expect(answer.hits).toHaveLength(iphones.length);
    expect(answer.hits.every((h) => !('_highlightResult' in h))).toBe(true);
    const prices = answer.hits.map((h) => h.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses a cursor it did not make', async () => {
    await expect(client.browse({ indexName: 'products', browseParams: { cursor: 'bm9wZQ' } })).rejects.toMatchObject({ status: 400 });
    const tampered = Buffer.from(JSON.stringify({ params: 'aroundLatLng=1', page: 1 })).toString('base64url');
    await expect(client.browse({ indexName: 'products', browseParams: { cursor: tampered } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('browseObjects', () => {
  it('visits every record exactly once', async () => {
    const all = await indexOrder();
    for (const hitsPerPage of [1000, 7, 1]) {
      const seen: string[] = [];
      await client.browseObjects({
        indexName: 'products',
        browseParams: { hitsPerPage },
        aggregator: (page) => seen.push(...page.hits.map((h) => h.objectID)),
      });
      expect([hitsPerPage, seen]).toEqual([hitsPerPage, all]);
    }
  });

  it('visits the records a filter keeps, with the attributes asked for', async () => {
    const seen: Record<string, unknown>[] = [];
    await client.browseObjects({
      indexName: 'products',
      browseParams: { hitsPerPage: 4, filters: 'isSpecialPrice:true', attributesToRetrieve: ['slug', 'isSpecialPrice'] },
      aggregator: (page) => seen.push(...page.hits),
    });
    const special = catalogue.filter((m) => m.variants.some((x) => x.specialPrice !== undefined)).map((m) => m.key);
    expect(seen.map((h) => h.slug).sort()).toEqual(special.sort());
    expect(seen.every((h) => h.isSpecialPrice === true && Object.keys(h).length === 3)).toBe(true);
  });
});
