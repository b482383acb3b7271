import { liteClient } from 'algoliasearch/lite';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchResult, SearchResponse } from '../../contract/search.ts';
import { storageOf } from '../../server/search/records.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/* Algolia's `filters` string through the real client, ANDed with facetFilters and numericFilters. */

let server: TestServer;
let client: ReturnType<typeof liteClient>;
beforeAll(async () => {
  server = await startTestServer();
  client = liteClient('test-app', 'search-only-key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'read' }] });
});
afterAll(() => server?.close());

async function search(request: Record<string, unknown>, lang?: 'en'): Promise<SearchResult> {
  const answer = await client.search(
    { requests: [{ indexName: 'products', hitsPerPage: 100, ...request }] },
    lang ? { headers: { 'accept-language': lang } } : undefined,
  );
  return v.parse(SearchResponse, answer).results[0]!;
}
const slugsOf = async (request: Record<string, unknown>) => new Set((await search(request)).hits.map((h) => h.slug));

/** The seed's models as a shopper sees them; expectations are computed from these, not from the engine. */
const models = catalogue.map((m) => ({
  slug: m.key,
  categorySlug: m.category as string,
  isSpecialPrice: m.variants.some((x) => x.specialPrice !== undefined),
  educationFlag: m.variants.some((x) => x.educationPrice !== undefined),
  colour: m.colours.flatMap((c) => [c.nameEn, c.nameTh]),
  capacity: [...new Set(m.variants.flatMap((x) => storageOf(x.capacity ?? null)?.label ?? []))],
  price: Math.min(...m.variants.map((x) => x.specialPrice ?? x.price)),
}));
type Model = (typeof models)[number];
const where = (test: (m: Model) => boolean) => new Set(models.filter(test).map((m) => m.slug));

describe('the filters parameter', () => {
  it('filters by facet, boolean, comparison and range', async () => {
    expect(await slugsOf({ filters: 'categorySlug:watch' })).toEqual(where((m) => m.categorySlug === 'watch'));
    expect(await slugsOf({ filters: 'isSpecialPrice:true' })).toEqual(where((m) => m.isSpecialPrice));
    expect(await slugsOf({ filters: 'price < 30000' })).toEqual(where((m) => m.price < 30000));
    expect(await slugsOf({ filters: 'price>=1000 AND price<=5000' })).toEqual(where((m) => m.price >= 1000 && m.price <= 5000));
    expect(await slugsOf({ filters: 'price:10000 TO 40000' })).toEqual(where((m) => m.price >= 10000 && m.price <= 40000));
  });

  it('reads quoted values, OR groups and NOT', async () => {
    expect(await slugsOf({ filters: 'colour:"Space Black" OR colour:"Jet Black"' })).toEqual(
      where((m) => m.colour.includes('Space Black') || m.colour.includes('Jet Black')),
    );
    expect(await slugsOf({ filters: '(categorySlug:iphone OR categorySlug:ipad) AND NOT capacity:128GB AND educationFlag:true' })).toEqual(
      where((m) => ['iphone', 'ipad'].includes(m.categorySlug) && !m.capacity.includes('128GB') && m.educationFlag),
    );
  });

  it('ANDs filters with facetFilters and numericFilters, and with the query', async () => {
    const result = await search({
      query: 'pro',
      filters: 'colour:Silver',
      facetFilters: [['categorySlug:mac', 'categorySlug:iphone']],
      numericFilters: ['price>40000'],
    });
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(hit.colour.map((c) => c.toLowerCase())).toContain('สีเงิน'.toLowerCase());
      expect(['mac', 'iphone']).toContain(hit.categorySlug);
      expect(hit.price).toBeGreaterThan(40000);
    }
    const filtersOnly = await search({ query: 'pro', filters: 'colour:Silver AND (categorySlug:mac OR categorySlug:iphone) AND price > 40000' });
    expect(filtersOnly.hits.map((h) => h.slug)).toEqual(result.hits.map((h) => h.slug));
  });

  it('reads filters from the params string too', async () => {
    const answer = await client.search({
      requests: [{ indexName: 'products', params: `hitsPerPage=100&filters=${encodeURIComponent('categorySlug:airpods AND price > 5000')}` }],
    });
    const result = v.parse(SearchResponse, answer).results[0]!;
    expect(new Set(result.hits.map((h) => h.slug))).toEqual(where((m) => m.categorySlug === 'airpods' && m.price > 5000));
  });

  it('answers a malformed filter with a 400 the client reports in Algolia words', async () => {
    await expect(search({ filters: 'categorySlug:iphone)' }, 'en')).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: "filters: Unexpected token ')' expected end of filter at col 20",
    });
    await expect(search({ filters: 'categorySlug:iphone OR colour:Silver AND price > 1' }, 'en')).rejects.toMatchObject({
      status: 400,
      message: 'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
    });
    await expect(search({ filters: 'brand:apple' }, 'en')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^filters: Cannot filter on "brand"/),
    });
  });

  it('never answers a 5xx to generated filter text', async () => {
    const parts = ['(', ')', ' ', 'AND', 'OR', 'NOT', 'TO', ':', '"', '<', '=', '!', '>', 'price', 'colour', 'Silver', '12', '-', '\\'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(fc.constantFrom(...parts), { maxLength: 10 }).map((p) => p.join('')),
          fc.string({ unit: 'grapheme', maxLength: 40 }),
        ),
        async (filters) => {
          const answer = await send(server.url, 'POST', '/1/indexes/products/query', { body: { filters } });
          expect(answer.status, `${filters} → ${answer.text}`).toBeOneOf([200, 400]);
          if (answer.status === 400) expect((answer.json as { message: string }).message).toMatch(/^filters: /);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/* Generated filters over the seed's own values, compared with an evaluation written here. */

type Literal =
  | { kind: 'facet'; attribute: 'categorySlug' | 'colour' | 'capacity' | 'isSpecialPrice' | 'educationFlag'; value: string; negated: boolean }
  | { kind: 'price'; operator: '<' | '<=' | '=' | '!=' | '>=' | '>'; value: number; negated: boolean }
  | { kind: 'range'; from: number; to: number; negated: boolean };

function holds(literal: Literal, model: Model): boolean {
  let result: boolean;
  if (literal.kind === 'facet') {
    const values = ([] as (string | boolean)[]).concat(model[literal.attribute]).map((x) => String(x).toLowerCase());
    result = values.includes(literal.value.toLowerCase());
  } else if (literal.kind === 'range') {
    result = model.price >= literal.from && model.price <= literal.to;
  } else {
    const n = model.price;
    const value = literal.value;
    result = { '<': n < value, '<=': n <= value, '=': n === value, '!=': n !== value, '>=': n >= value, '>': n > value }[literal.operator];
  }
  return result !== literal.negated;
}

const pickFrom = <T>(values: T[]) => fc.constantFrom(...values);
const prices = [...new Set(models.map((m) => m.price))];
const literal: fc.Arbitrary<Literal> = fc.oneof(
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constant('categorySlug' as const),
    value: pickFrom([...new Set(models.map((m) => m.categorySlug))]),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constant('colour' as const),
    value: pickFrom([...new Set(models.flatMap((m) => m.colour))]),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constant('capacity' as const),
    value: pickFrom(['128GB', '256GB', '512gb', '1TB', '2TB']),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constantFrom('isSpecialPrice' as const, 'educationFlag' as const),
    value: fc.constantFrom('true', 'false'),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('price' as const),
    operator: fc.constantFrom('<' as const, '<=' as const, '=' as const, '!=' as const, '>=' as const, '>' as const),
    value: pickFrom(prices),
    negated: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('range' as const), from: pickFrom(prices), to: pickFrom(prices), negated: fc.boolean() }),
);
const text = (l: Literal) => {
  const not = l.negated ? 'NOT ' : '';
  if (l.kind === 'facet') return `${not}${l.attribute}:"${l.value}"`;
  if (l.kind === 'range') return `${not}price:${l.from} TO ${l.to}`;
  return `${not}price ${l.operator} ${l.value}`;
};

describe('generated filters', () => {
  it('find exactly the models an independent reading of the filter selects', async () => {
    const cnf = fc.array(fc.array(literal, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(cnf, fc.constantFrom('th', 'en') as fc.Arbitrary<'th' | 'en'>, async (groups, lang) => {
        const filters = groups.map((group) => (group.length > 1 ? `(${group.map(text).join(' OR ')})` : text(group[0]!))).join(' AND ');
        const result = await search({ filters }, lang === 'en' ? 'en' : undefined);
        expect(new Set(result.hits.map((h) => h.slug)), filters).toEqual(where((m) => groups.every((group) => group.some((l) => holds(l, m)))));
      }),
      { numRuns: 100 },
    );
  });
});
