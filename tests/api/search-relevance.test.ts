import { liteClient } from 'algoliasearch/lite';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchHit, type SearchResult, SearchResponse } from '../../contract/search.ts';
import { products, skus } from '../../server/db/schema.ts';
import { catalogueChanged } from '../../server/search/index.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/*
 * What Thai and English shoppers type, through the real lite client: typos, Thai names and their common
 * misspellings, and which products come first. Expected models are picked from the seed catalogue.
 */

let server: TestServer;
let client: ReturnType<typeof liteClient>;
beforeAll(async () => {
  server = await startTestServer();
  client = liteClient('test-app', 'search-only-key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'read' }] });
});
afterAll(() => server?.close());

async function search(query: string, params: Record<string, unknown> = {}, lang?: 'en'): Promise<SearchResult> {
  const answer = await client.search(
    { requests: [{ indexName: 'products', query, hitsPerPage: 100, ...params }] },
    lang ? { headers: { 'accept-language': lang } } : undefined,
  );
  return v.parse(SearchResponse, answer).results[0]!;
}
const slugs = (hits: SearchHit[]) => hits.map((h) => h.slug);
const first = async (query: string, count: number, params?: Record<string, unknown>) => slugs((await search(query, params)).hits).slice(0, count);

const slugsWhere = (test: (model: (typeof catalogue)[number]) => boolean) => catalogue.filter(test).map((m) => m.key);
const inCategory = (category: string) => slugsWhere((m) => m.category === category);
const special = (slug: string) => catalogue.find((m) => m.key === slug)!.variants.some((x) => x.specialPrice !== undefined);
const iphones = inCategory('iphone');
const ipads = inCategory('ipad');
const macs = inCategory('mac');
const macbooks = slugsWhere((m) => m.key.startsWith('macbook'));
const watches = inCategory('watch');
const airpods = inCategory('airpods');
const iphone17 = slugsWhere((m) => m.category === 'iphone' && m.key.startsWith('iphone-17'));
const iphone17Cases = slugsWhere((m) => m.category === 'apple-accessories' && m.key.startsWith('iphone-17'));

describe('typo tolerance', () => {
  it('counts two swapped letters as one typo', async () => {
    expect(new Set(await first('iphnoe', iphones.length))).toEqual(new Set(iphones));
    expect(new Set(await first('aiprods', airpods.length))).toEqual(new Set(airpods));
  });

  it('allows two typos from eight letters, as minWordSizefor2Typos says', async () => {
    // "trackpad" with two pairs of letters swapped
    expect((await first('tarckpda', 1))[0]).toBe('magic-trackpad-usb-c');
    expect((await search('tarckpda', { minWordSizefor2Typos: 9 })).nbHits).toBe(0);
    expect((await search('trakcpad', { minWordSizefor1Typo: 9 })).nbHits).toBe(0);
  });

  it('allows one typo from four letters, as minWordSizefor1Typo says', async () => {
    expect(new Set(await first('ipda', ipads.length))).toEqual(new Set(ipads));
    expect((await search('ipda', { minWordSizefor1Typo: 5 })).nbHits).toBe(0);
    expect((await search('ipd')).nbHits).toBe(0);
  });

  it('never changes a number: "iphone 71" is not the iPhone 17', async () => {
    expect((await search('iphone 71')).nbHits).toBe(0);
    expect((await search('iphone 71', { minWordSizefor1Typo: 1 })).nbHits).toBe(0);
    expect(new Set(await first('iphone 17', iphone17.length))).toEqual(new Set(iphone17));
  });

  it('reads a model number typed together with its name: "iphone17" is the iPhone 17', async () => {
    expect(new Set(await first('iphone17', iphone17.length))).toEqual(new Set(iphone17));
    expect((await search('iphone71')).nbHits).toBe(0);
  });

  it('completes only the last word, as the shopper types it', async () => {
    expect((await search('ipho 17')).nbHits).toBe(0);
    expect(new Set(await first('17 ipho', iphone17.length))).toEqual(new Set(iphone17));
  });

  it('turns typos off with typoTolerance false, and keeps the fewest with min', async () => {
    expect((await search('iphnoe', { typoTolerance: false })).nbHits).toBe(0);
    const all = await search('case');
    const fewest = await search('case', { typoTolerance: 'min' });
    expect(fewest.nbHits).toBeGreaterThan(0);
    expect(fewest.nbHits).toBeLessThan(all.nbHits);
    // every hit left holds the word itself, in English or Thai
    for (const slug of slugs(fewest.hits)) {
      const model = catalogue.find((m) => m.key === slug)!;
      expect(`${model.nameEn} ${model.descriptionEn} ${model.nameTh} ${model.descriptionTh}`.toLowerCase()).toMatch(/\bcase\b|เคส/);
    }
    expect((await search('case', { typoTolerance: 'strict' })).nbHits).toBeGreaterThanOrEqual(fewest.nbHits);
  });
});

describe('the parameters', () => {
  it.each([
    ['minWordSizefor1Typo', 0],
    ['minWordSizefor1Typo', 2.5],
    ['minWordSizefor2Typos', '8'],
    ['typoTolerance', 'sometimes'],
    ['synonyms', 'no'],
  ])('refuses %s: %j with a 400 the client reports', async (name, value) => {
    await expect(search('iphone', { [name]: value })).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });
});

describe('Thai names and misspellings', () => {
  const cases: [string, string[]][] = [
    ['ไอโฟน', iphones],
    ['ไอโฟร', iphones],
    ['ไอแพด', ipads],
    ['ไอแพต', ipads],
    ['แมค', macs],
    ['แม็ค', macs],
    ['แมคบุ๊ก', macbooks],
    ['แมคบุ๊ค', macbooks],
    ['แม็คบุ๊ค', macbooks],
    ['แอร์พอด', airpods],
    ['แอร์พอร์ด', airpods],
    ['แอปเปิ้ลวอทช์', watches],
    ['แอปเปิลวอช', watches],
    ['วอช', watches],
    ['ไอแมค', ['imac-m4']],
    ['แอร์แท็ก', ['airtag', 'airtag-4-pack']],
    ['ดินสอ', ['apple-pencil-pro', 'apple-pencil-usb-c']],
    ['เคส', slugsWhere((m) => m.key.includes('-case-'))],
    ['สายชาร์จ', ['usb-c-charge-cable']],
    ['หูฟัง', airpods],
  ];
  it.each(cases)('%s finds the products it names first', async (query, expected) => {
    expect(new Set(await first(query, expected.length))).toEqual(new Set(expected));
  });

  it('reads Thai glued to a model number, and a case for a model', async () => {
    expect(await first('ไอโฟน17', iphone17.length + iphone17Cases.length)).toEqual(await first('iphone 17', iphone17.length + iphone17Cases.length));
    const pro = slugsWhere((m) => m.key.startsWith('iphone-17-pro-') && m.key.includes('-case-'));
    expect(new Set(await first('เคสไอโฟน17โปร', pro.length))).toEqual(new Set(pro));
  });

  it('finds a Thai name while it is being typed', async () => {
    expect(new Set(await first('ไอโฟ', iphones.length))).toEqual(new Set(iphones));
    expect(new Set(await first('แอร์พ', airpods.length))).toEqual(new Set(airpods));
  });

  it('matches the English names from Thai and the Thai text from English', async () => {
    const pencil = await search('ดินสอ', {}, 'en');
    expect(pencil.hits[0]).toMatchObject({ productName: 'Apple Pencil Pro' });
    expect(pencil.hits[0]!._highlightResult.productName).toMatchObject({ value: 'Apple <em>Pencil</em> Pro', matchedWords: ['ดินสอ'] });
    // "headphones" is in no AirPods name: the Thai descriptions say หูฟัง, and headphones mean AirPods
    expect(new Set(await first('headphones', airpods.length))).toEqual(new Set(airpods));
    expect(new Set(await first('earphones', airpods.length))).toEqual(new Set(airpods));
  });

  it('finds nothing through synonyms when the request says synonyms: false', async () => {
    expect((await search('ไอโฟน', { synonyms: false })).nbHits).toBe(0);
    expect((await search('ไอโฟน', { params: 'synonyms=false' })).nbHits).toBe(0);
    expect((await search('iphone', { synonyms: false })).nbHits).toBe((await search('iphone')).nbHits);
  });
});

describe('which products come first', () => {
  it('shows a model before the accessories that name it, in English and in Thai', async () => {
    for (const query of ['iphone 17', 'ไอโฟน 17']) {
      const found = await first(query, iphone17.length + iphone17Cases.length);
      expect(new Set(found.slice(0, iphone17.length)), query).toEqual(new Set(iphone17));
      expect(new Set(found.slice(iphone17.length)), query).toEqual(new Set(iphone17Cases));
    }
    expect(await first('iphone 17 pro max', 3)).toEqual([
      'iphone-17-pro-max',
      'iphone-17-pro-max-silicone-case-magsafe',
      'iphone-17-pro-max-clear-case-magsafe',
    ]);
  });

  it('ranks a name that starts with the query words above one that holds them later', async () => {
    expect(await first('ipad pro', 3)).toEqual(['ipad-pro-11-m5', 'ipad-pro-13-m5', 'magic-keyboard-ipad-pro-m5']);
    expect(await first('magsafe', 1)).toEqual(['magsafe-charger']);
    expect(await first('macbook pro 14', 2)).toEqual(['macbook-pro-14-m4-pro-max', 'macbook-pro-14-m5']);
  });

  it('ranks words found close together above words found apart', async () => {
    const keyboards = ['magic-keyboard-ipad-pro-m5', 'magic-keyboard-ipad-air-m3', 'magic-keyboard-folio-ipad-a16'];
    expect(new Set(await first('keyboard ipad', 3))).toEqual(new Set(keyboards));
    expect(new Set(await first('คีย์บอร์ด ไอแพด', 3))).toEqual(new Set(keyboards));
  });

  it('finds a colour or a storage size in either language', async () => {
    expect(new Set(await first('iphone 17 pro 2tb', 9))).toEqual(new Set(['iphone-17-pro-max']));
    expect(new Set(await first('iphone 17 pro 1tb', 9))).toEqual(new Set(['iphone-17-pro-max', 'iphone-17-pro']));
    expect(await first('iphone สีส้ม', 2)).toEqual(await first('iphone orange', 2));
    expect(new Set(await first('iphone สีส้ม', 9))).toEqual(new Set(['iphone-17-pro-max', 'iphone-17-pro']));
  });

  it('ranks an exact name above a longer one', async () => {
    expect(await first('airtag', 2)).toEqual(['airtag', 'airtag-4-pack']);
    expect(await first('apple watch ultra', 1)).toEqual(['apple-watch-ultra-3']);
    expect((await first('หัวชาร์จ', 2)).every((slug) => slug.startsWith('usb-c-power-adapter'))).toBe(true);
  });

  it('puts special prices first among equal matches', async () => {
    const found = await first('airpods', airpods.length);
    const onSale = airpods.filter(special);
    expect(onSale.length).toBeGreaterThan(0);
    expect(new Set(found.slice(0, onSale.length))).toEqual(new Set(onSale));
  });

  it('puts what is sold out after what is in stock among equal matches, still above accessories', async () => {
    const [model] = await server.db.select({ id: products.id }).from(products).where(eq(products.slug, 'iphone-17-pro-max'));
    const before = await first('iphone 17', iphone17.length);
    expect(before[0]).toBe('iphone-17-pro-max');
    await server.db
      .update(skus)
      .set({ stock: 0 })
      .where(inArray(skus.productId, [model!.id]));
    await catalogueChanged(server.db);
    const after = await first('iphone 17', iphone17.length + iphone17Cases.length);
    expect(after.slice(0, iphone17.length)).toEqual([...before.slice(1), 'iphone-17-pro-max']);
  });
});
