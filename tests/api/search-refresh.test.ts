import { liteClient } from 'algoliasearch/lite';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchResult, SearchResponse } from '../../contract/search.ts';
import { products, skus } from '../../server/db/schema.ts';
import { catalogueChanged } from '../../server/search/index.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/* The index follows the catalogue: a change is searchable once `catalogueChanged()` has been called. */

let server: TestServer;
let client: ReturnType<typeof liteClient>;
beforeAll(async () => {
  server = await startTestServer();
  client = liteClient('test-app', 'search-only-key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'read' }] });
});
afterAll(() => server?.close());

async function search(query: string, lang?: 'en'): Promise<SearchResult> {
  const answer = await client.search({ requests: [{ indexName: 'products', query }] }, lang ? { headers: { 'accept-language': lang } } : undefined);
  return v.parse(SearchResponse, answer).results[0]!;
}

describe('when products change', () => {
  it('finds a renamed product by its new name once the catalogue change is announced', async () => {
    expect((await search('zephyr')).nbHits).toBe(0);
    await server.db.update(products).set({ nameEn: 'iPhone 16 Zephyr', nameTh: 'iPhone 16 เซเฟอร์' }).where(eq(products.slug, 'iphone-16'));
    // searches answer from the built index, not the database, until the change is announced
    expect((await search('zephyr')).nbHits).toBe(0);

    await catalogueChanged(server.db);
    const english = await search('zephyr', 'en');
    expect(english.hits.map((h) => [h.slug, h.productName])).toEqual([['iphone-16', 'iPhone 16 Zephyr']]);
    expect((await search('เซเฟอร์')).hits.map((h) => h.productName)).toEqual(['iPhone 16 เซเฟอร์']);
  });

  it('answers new prices once the catalogue change is announced', async () => {
    const before = (await search('airtag')).hits.find((h) => h.slug === 'airtag')!;
    await server.db.update(skus).set({ specialPrice: 99_00 }).where(eq(skus.productId, before.productId));
    await catalogueChanged(server.db);
    const after = (await search('airtag')).hits.find((h) => h.slug === 'airtag')!;
    expect(after).toMatchObject({ price: 99, priceRangeMin: 99, isSpecialPrice: true, standardPriceMin: before.standardPriceMin });
  });

  it('escapes markup in a product name inside the highlight', async () => {
    await server.db.update(products).set({ nameEn: 'Magic Mouse <img src=x onerror=alert(1)> "USB-C"' }).where(eq(products.slug, 'magic-mouse-usb-c'));
    await catalogueChanged(server.db);
    const hit = (await search('magic mouse', 'en')).hits[0]!;
    expect(hit.productName).toBe('Magic Mouse <img src=x onerror=alert(1)> "USB-C"');
    expect(hit._highlightResult.productName.value).toBe('<em>Magic</em> <em>Mouse</em> &lt;img src=x onerror=alert(1)&gt; &quot;USB-C&quot;');
  });
});
