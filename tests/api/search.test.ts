import { liteClient } from 'algoliasearch/lite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchHit, type SearchResult, SearchResponse } from '../../contract/search.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { productIdOf } from '../../server/seed/seed.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/*
 * The embedded engine through the real `algoliasearch` lite client, as the app's search overlay calls it.
 * Expectations are worked out from the seed catalogue, not from the engine.
 */

let server: TestServer;
let client: ReturnType<typeof liteClient>;
beforeAll(async () => {
  server = await startTestServer();
  client = liteClient('test-app', 'search-only-key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'read' }] });
});
afterAll(() => server?.close());

type Request = { indexName?: string; query?: string } & Record<string, unknown>;

async function search(request: Request, lang?: 'en'): Promise<SearchResult> {
  const answer = await client.search({ requests: [{ indexName: 'products', ...request }] }, lang ? { headers: { 'accept-language': lang } } : undefined);
  return v.parse(SearchResponse, answer).results[0]!;
}
const slugs = (hits: SearchHit[]) => hits.map((h) => h.slug);
const all = { hitsPerPage: 100 };

const educationRange = (prices: number[]) => (prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) });
/** What the seed says about each model: its id, category, lowest price paid, special and education prices. */
const models = catalogue.map((m, i) => ({
  productId: productIdOf(i),
  slug: m.key,
  category: m.category,
  price: Math.min(...m.variants.map((x) => x.specialPrice ?? x.price)),
  special: m.variants.some((x) => x.specialPrice !== undefined),
  education: m.variants.some((x) => x.educationPrice !== undefined),
  edu: educationRange(m.variants.flatMap((x) => (x.educationPrice === undefined ? [] : [x.educationPrice]))),
  accessory: m.category === 'apple-accessories',
  releasedOn: m.releasedOn,
}));
/** Models in the custom ranking's order (every seeded model is in stock): products before accessories, special prices first, then the shop's order. */
const byCustomRanking = (list: typeof models) =>
  list
    .map((m) => ({ m, key: [Number(m.accessory), Number(!m.special), models.indexOf(m)] }))
    .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
    .map(({ m }) => m.slug);
/** Models released last first, those of one day in the custom ranking's order. */
function byNewest(list: typeof models): string[] {
  const custom = byCustomRanking(list);
  return [...list].sort((a, b) => b.releasedOn.localeCompare(a.releasedOn) || custom.indexOf(a.slug) - custom.indexOf(b.slug)).map((m) => m.slug);
}
/** A model's names and descriptions in both languages, lower case. */
const seedText = new Map(catalogue.map((m) => [m.key, [m.nameTh, m.nameEn, m.descriptionTh, m.descriptionEn].join(' ').toLowerCase()]));
const mentions = (hit: SearchHit, word: string) => seedText.get(hit.slug)!.includes(word);
const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {});

describe('search in English', () => {
  it('finds a product by its exact name first', async () => {
    const result = await search({ query: 'AirTag' });
    expect(slugs(result.hits)).toEqual(['airtag', 'airtag-4-pack']);
    expect(result.nbHits).toBe(2);
  });

  it('finds iPhones from the first letters of the word', async () => {
    const result = await search({ query: 'ipho', ...all });
    const iphones = byCustomRanking(models.filter((m) => m.category === 'iphone'));
    expect(slugs(result.hits).slice(0, iphones.length)).toEqual(iphones);
    expect(result.hits.every((h) => mentions(h, 'iphone'))).toBe(true);
  });

  it('forgives one typo in a word of four letters or more', async () => {
    const macbooks = byCustomRanking(models.filter((m) => m.slug.startsWith('macbook')));
    expect(slugs((await search({ query: 'macbok', ...all })).hits).slice(0, macbooks.length)).toEqual(macbooks);
    expect((await search({ query: 'ipone' })).hits[0]!.slug).toBe(byCustomRanking(models.filter((m) => m.category === 'iphone'))[0]);
  });

  it('forgives no typo in short words, nor when typo tolerance is off', async () => {
    expect((await search({ query: 'ipd' })).nbHits).toBe(0);
    expect((await search({ query: 'macbok', typoTolerance: false })).nbHits).toBe(0);
  });

  it('needs every word of the query, in any order, ranking names that hold them all first', async () => {
    const result = await search({ query: 'pro 17 iphone', ...all });
    expect(new Set(slugs(result.hits).slice(0, 6))).toEqual(
      new Set([
        'iphone-17-pro-max',
        'iphone-17-pro',
        'iphone-17-pro-silicone-case-magsafe',
        'iphone-17-pro-max-silicone-case-magsafe',
        'iphone-17-pro-clear-case-magsafe',
        'iphone-17-pro-max-clear-case-magsafe',
      ]),
    );
    for (const hit of result.hits) for (const word of ['pro', '17', 'iphone']) expect(mentions(hit, word)).toBe(true);
  });

  it('ranks a match in the product name above a match in the description', async () => {
    const result = await search({ query: 'titanium', ...all });
    expect(result.hits[0]!.slug).toBe('apple-watch-series-11-titanium');
    expect(slugs(result.hits)).toContain('iphone-air');
  });
});

describe('search in Thai', () => {
  it('finds a Thai word at the start of a product name', async () => {
    const result = await search({ query: 'เคส', ...all });
    const cases = byCustomRanking(models.filter((m) => m.slug.includes('-case-')));
    expect(cases).toHaveLength(4);
    expect(slugs(result.hits).slice(0, 4)).toEqual(cases);
  });

  it('finds a Thai word in the middle of a name written without spaces', async () => {
    expect(slugs((await search({ query: 'ซิลิโคน' })).hits)).toEqual(['iphone-17-pro-silicone-case-magsafe', 'iphone-17-pro-max-silicone-case-magsafe']);
    expect((await search({ query: 'ที่ชาร์จ' })).hits[0]!.slug).toBe('magsafe-charger');
  });

  it('splits a Thai query written without spaces into words, in any order', async () => {
    // "ซิลิโคนเคส" appears nowhere as such: only its words, in the other order, do
    const result = await search({ query: 'ซิลิโคนเคส' });
    expect(slugs(result.hits)).toEqual(['iphone-17-pro-silicone-case-magsafe', 'iphone-17-pro-max-silicone-case-magsafe']);
    expect(result.hits[0]!._highlightResult.productName.value).toBe('<em>เคสซิลิโคน</em>พร้อม MagSafe สำหรับ iPhone 17 Pro');
  });

  it('searches the Thai descriptions too', async () => {
    const result = await search({ query: 'ตัดเสียงรบกวน', ...all });
    expect(result.hits[0]!.slug).toBe('airpods-4-anc');
    expect(slugs(result.hits)).toEqual(expect.arrayContaining(['airpods-pro-3', 'airpods-max']));
  });

  it('mixes Thai and English words in one query', async () => {
    expect(slugs((await search({ query: 'เคสใส max' })).hits)).toEqual(['iphone-17-pro-max-clear-case-magsafe']);
  });
});

describe('answer language', () => {
  it('answers names in Thai by default and in English with accept-language en', async () => {
    const th = (await search({ query: 'อะแดปเตอร์' })).hits[0]!;
    expect(th).toMatchObject({ slug: 'usb-c-power-adapter-20w', productName: th.productNameTh, categoryName: 'อุปกรณ์เสริม', image: { alt: th.productNameTh } });
    expect(th.productName).toBe('อะแดปเตอร์แปลงไฟ USB-C ขนาด 20 วัตต์');
    const en = (await search({ query: 'อะแดปเตอร์' }, 'en')).hits[0]!;
    expect(en).toMatchObject({
      slug: 'usb-c-power-adapter-20w',
      productName: '20W USB-C Power Adapter',
      categoryName: 'Accessories',
      image: { alt: '20W USB-C Power Adapter' },
    });
    expect(en.productNameTh).toBe(th.productNameTh);
  });

  it('matches both languages whatever the answer language', async () => {
    expect((await search({ query: 'adapter' })).hits[0]!.productName).toBe('อะแดปเตอร์แปลงไฟ USB-C ขนาด 20 วัตต์');
    expect((await search({ query: 'ที่ชาร์จ' }, 'en')).hits[0]!.productName).toBe('MagSafe Charger');
  });

  it('highlights in the answer language', async () => {
    expect((await search({ query: 'charger' }, 'en')).hits[0]!._highlightResult.productName.value).toBe('MagSafe <em>Charger</em>');
    expect((await search({ query: 'ที่ชาร์จ' })).hits[0]!._highlightResult.productName.value).toBe('<em>ที่ชาร์จ</em> MagSafe');
  });
});

describe('hits', () => {
  it('carry the card fields of the listings, with the model id as objectID', async () => {
    const hit = (await search({ query: 'airpods 4' })).hits[0]!;
    const model = models.find((m) => m.slug === 'airpods-4')!;
    expect(hit).toMatchObject({
      objectID: String(model.productId),
      productId: model.productId,
      slug: 'airpods-4',
      categorySlug: 'airpods',
      price: model.price,
      priceRangeMin: model.price,
      isSpecialPrice: model.special,
      educationFlag: model.education,
      image: { slug: 'airpods-4' },
    });
    expect(hit.standardPriceMin).toBeGreaterThanOrEqual(hit.price);
    expect(hit._highlightResult.productName).toMatchObject({ value: '<em>AirPods</em> <em>4</em>', matchLevel: 'full', matchedWords: ['airpods', '4'] });
  });

  it('escape the name around the highlight tags, whatever markup the query holds', async () => {
    for (const query of ['<b>iphone</b>', '"><script>alert(1)</script> pro', "<img src=x onerror='1'> air"]) {
      const result = await search({ query, ...all });
      expect(result.query).toBe(query);
      for (const hit of result.hits) expect(hit._highlightResult.productName.value.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('take the highlight tags the request asks for', async () => {
    const hit = (await search({ query: 'airtag', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' })).hits[0]!;
    expect(hit._highlightResult.productName.value).toBe('__ais-highlight__AirTag__/ais-highlight__');
  });
});

describe('facets and filters', () => {
  it('count facet values over the whole result', async () => {
    const result = await search({ query: '', hitsPerPage: 3, facets: ['*'] });
    expect(result.nbHits).toBe(models.length);
    expect(result.hits).toHaveLength(3);
    expect(result.facets).toMatchObject({
      categorySlug: countBy(models, (m) => m.category),
      isSpecialPrice: countBy(models, (m) => String(m.special)),
      educationFlag: countBy(models, (m) => String(m.education)),
    });
    expect(Object.keys(result.facets!)).toEqual(['categorySlug', 'isSpecialPrice', 'educationFlag', 'colour', 'capacity', 'price', 'priceRangeMax']);
    expect(result.exhaustiveFacetsCount).toBe(true);
  });

  it('answer only the facets asked for, and none when none are', async () => {
    expect(Object.keys((await search({ query: 'pro', facets: ['educationFlag', 'brand'] })).facets!)).toEqual(['educationFlag']);
    expect((await search({ query: 'pro' })).facets).toBeUndefined();
  });

  it('filter by facet, ORing a nested list and counting facets over the filtered result', async () => {
    const iphone = await search({ query: '', facetFilters: ['categorySlug:iphone'], facets: ['categorySlug'], ...all });
    const iphones = models.filter((m) => m.category === 'iphone');
    expect(iphone.nbHits).toBe(iphones.length);
    expect(iphone.facets).toEqual({ categorySlug: { iphone: iphones.length } });

    const either = await search({ query: '', facetFilters: [['categorySlug:iphone', 'categorySlug:ipad'], 'isSpecialPrice:true'], ...all });
    expect(new Set(slugs(either.hits))).toEqual(new Set(models.filter((m) => ['iphone', 'ipad'].includes(m.category) && m.special).map((m) => m.slug)));

    const notAccessories = await search({ query: '', facetFilters: ['categorySlug:-apple-accessories'], ...all });
    expect(notAccessories.nbHits).toBe(models.filter((m) => m.category !== 'apple-accessories').length);
  });

  it('filter by price band', async () => {
    const result = await search({ query: '', numericFilters: ['price>=10000', 'price<=50000'], ...all });
    expect(new Set(slugs(result.hits))).toEqual(new Set(models.filter((m) => m.price >= 10000 && m.price <= 50000).map((m) => m.slug)));
    const range = await search({ query: '', numericFilters: 'price:10000 TO 50000', ...all });
    expect(slugs(range.hits)).toEqual(slugs(result.hits));
  });

  it('combine a query, facet filters and numeric filters', async () => {
    const result = await search({ query: 'pro', facetFilters: ['educationFlag:true'], numericFilters: ['price<60000'], ...all });
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(hit.educationFlag).toBe(true);
      expect(hit.eduPriceRange, hit.slug).toEqual(models.find((m) => m.slug === hit.slug)!.edu);
      expect(hit.price).toBeLessThan(60000);
      expect(mentions(hit, 'pro')).toBe(true);
    }
  });
});

describe('sorting replicas', () => {
  const isSorted = (values: number[], direction: 1 | -1) => values.every((value, i) => i === 0 || direction * (value - values[i - 1]!) >= 0);

  it('sort the whole catalogue by price up and down, and by newest', async () => {
    const up = await search({ indexName: 'products_price_asc', query: '', ...all });
    expect(up.nbHits).toBe(models.length);
    expect(
      isSorted(
        up.hits.map((h) => h.price),
        1,
      ),
    ).toBe(true);
    const down = await search({ indexName: 'products_price_desc', query: '', ...all });
    expect(
      isSorted(
        down.hits.map((h) => h.price),
        -1,
      ),
    ).toBe(true);
    const newest = await search({ indexName: 'products_newest', query: '', ...all });
    expect(slugs(newest.hits)).toEqual(byNewest(models));
  });

  it('sort newest by release date, not by model id: this year’s iPhones first, then the 16e, then the 16', async () => {
    const newest = await search({ indexName: 'products_newest', query: '', filters: 'categorySlug:iphone', ...all });
    expect(slugs(newest.hits)).toEqual(['iphone-17-pro-max', 'iphone-17-pro', 'iphone-air', 'iphone-17', 'iphone-16e', 'iphone-16']);
    const matches = await search({ indexName: 'products_newest', query: 'iphone 16', ...all });
    expect(slugs(matches.hits)).toEqual(['iphone-16e', 'iphone-16']);
  });

  it('sort the matches of a query by price', async () => {
    const result = await search({ indexName: 'products_price_asc', query: 'iphone', ...all });
    expect(result.index).toBe('products_price_asc');
    expect(new Set(slugs(result.hits))).toEqual(new Set(slugs((await search({ query: 'iphone', ...all })).hits)));
    expect(
      isSorted(
        result.hits.map((h) => h.price),
        1,
      ),
    ).toBe(true);
  });

  it('answer the base index in the custom ranking order when there is no query', async () => {
    expect(slugs((await search({ query: '', ...all })).hits)).toEqual(byCustomRanking(models));
  });
});

describe('paging', () => {
  it('pages three suggestions at a time, as the search overlay shows them', async () => {
    const whole = await search({ query: 'iphone', ...all });
    const first = await search({ query: 'iphone', hitsPerPage: 3 });
    expect(first).toMatchObject({ page: 0, hitsPerPage: 3, nbHits: whole.nbHits, nbPages: Math.ceil(whole.nbHits / 3) });
    const pages: SearchHit[] = [];
    for (let page = 0; page < first.nbPages; page++) pages.push(...(await search({ query: 'iphone', hitsPerPage: 3, page })).hits);
    expect(slugs(pages)).toEqual(slugs(whole.hits));
    expect((await search({ query: 'iphone', hitsPerPage: 3, page: first.nbPages })).hits).toEqual([]);
  });

  it('answers 20 hits by default, and only counts with hitsPerPage 0', async () => {
    expect((await search({ query: '' })).hits).toHaveLength(20);
    const counts = await search({ query: '', hitsPerPage: 0, facets: ['categorySlug'] });
    expect(counts).toMatchObject({ hits: [], nbHits: models.length, nbPages: 0 });
  });
});

describe('the multi-query call', () => {
  it('answers each request in order, on its own index', async () => {
    const { results } = v.parse(
      SearchResponse,
      await client.search({
        requests: [
          { indexName: 'products', query: 'watch', hitsPerPage: 3 },
          { indexName: 'products_price_desc', query: 'airpods', hitsPerPage: 1 },
        ],
      }),
    );
    expect(results.map((r) => [r.index, r.query, r.hits.length])).toEqual([
      ['products', 'watch', 3],
      ['products_price_desc', 'airpods', 1],
    ]);
    expect(results[1]!.hits[0]!.slug).toBe('airpods-max');
    expect(results[0]).toMatchObject({ exhaustiveNbHits: true, exhaustive: { nbHits: true, typo: true } });
    expect(results[0]!.params).toBe('query=watch&hitsPerPage=3');
  });

  it('answers the older client form whose parameters are a params object', async () => {
    const older = await client.search([{ indexName: 'products', params: { query: 'ipho', hitsPerPage: 3 } }]);
    const result = v.parse(SearchResponse, older).results[0]!;
    expect(slugs(result.hits)).toEqual(slugs((await search({ query: 'ipho', hitsPerPage: 3 })).hits));
  });

  it('refuses an index that does not exist with a 404 the client reports', async () => {
    await expect(client.search({ requests: [{ indexName: 'products_by_colour', query: 'x' }] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'ไม่มีดัชนีค้นหาชื่อ products_by_colour',
    });
  });
});
