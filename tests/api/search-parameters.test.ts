import { readFileSync } from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedParamsEntries, IgnoredParamsEntries, REFUSED_PARAMETERS, SupportedParamsEntries } from '../../contract/search-params.ts';
import { SearchParamsEntries } from '../../contract/search.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { type Answer, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/* Every Algolia search parameter does what docs/search.md says: supported, ignored, fixed or refused. */

let server: TestServer;
let client: ReturnType<typeof algoliasearch>;
beforeAll(async () => {
  server = await startTestServer();
  client = algoliasearch('test-app', 'search-only-key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'readWrite' }] });
});
afterAll(() => server?.close());

type Hit = Record<string, unknown> & { objectID: string; slug: string };
type Result = Record<string, unknown> & { hits: Hit[]; nbHits: number };

async function search(params: Record<string, unknown>, lang?: 'en'): Promise<Result> {
  const answer = await client.searchSingleIndex({ indexName: 'products', searchParams: params }, lang ? { headers: { 'accept-language': lang } } : undefined);
  return answer as unknown as Result;
}
const post = (body: unknown) => send(server.url, 'POST', '/1/indexes/products/query', { body, headers: { 'accept-language': 'en' } });
function refused(answer: Answer, pattern: RegExp) {
  expect(answer.status, answer.text).toBe(400);
  expect((answer.json as { message: string }).message).toMatch(pattern);
}

/** The search parameters of algoliasearch v5's types, read from the installed client. */
function clientParameters(): string[] {
  const types = readFileSync('node_modules/@algolia/client-search/dist/node.d.ts', 'utf8');
  return ['SearchParamsQuery', 'BaseSearchParamsWithoutQuery', 'IndexSettingsAsSearchParams'].flatMap((name) => {
    const block = new RegExp(`type ${name} = \\{([\\s\\S]*?)\\n\\};`).exec(types)![1]!;
    return [...block.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]!);
  });
}

/** The table of docs/search.md: parameter → kind. */
function documentedKinds(): Map<string, string> {
  const text = readFileSync('docs/search.md', 'utf8');
  return new Map([...text.matchAll(/^\| `(\w+)` \| (supported|ignored|fixed|refused) \|/gm)].map((m) => [m[1]!, m[2]!]));
}

const supported = new Set([...Object.keys(SearchParamsEntries)].filter((k) => !(k in IgnoredParamsEntries) && !(k in FixedParamsEntries)));
const kindInCode = (name: string) =>
  name in IgnoredParamsEntries
    ? 'ignored'
    : name in FixedParamsEntries
      ? 'fixed'
      : supported.has(name)
        ? 'supported'
        : name in REFUSED_PARAMETERS
          ? 'refused'
          : 'missing';

describe('the parameter table', () => {
  it("lists every parameter of the client's types, as the code treats it", () => {
    const documented = documentedKinds();
    const all = clientParameters();
    expect(all.length).toBeGreaterThan(70);
    for (const name of all) expect([name, documented.get(name)]).toEqual([name, kindInCode(name)]);
    for (const [name, kind] of documented) expect([name, kind]).toEqual([name, kindInCode(name)]);
    for (const name of Object.keys(SupportedParamsEntries)) expect(documented.get(name)).toBe('supported');
  });
});

/** A value of each ignored parameter, as a client would send it. */
const IGNORED_VALUES: Record<keyof typeof IgnoredParamsEntries, unknown> = {
  analytics: true,
  analyticsTags: ['web', 'th'],
  percentileComputation: false,
  enableABTest: false,
  ruleContexts: ['home'],
  enableRules: true,
  enablePersonalization: true,
  personalizationImpact: 50,
  sumOrFiltersScores: true,
  facetingAfterDistinct: true,
  relevancyStrictness: 90,
  snippetEllipsisText: '…',
  queryLanguages: ['th', 'en'],
  decompoundQuery: false,
  renderingContent: { facetOrdering: { facets: { order: ['colour'] } } },
  enableReRanking: true,
  advancedSyntaxFeatures: ['exactPhrase'],
};

describe('ignored parameters', () => {
  it('are accepted and change nothing in the answer', async () => {
    const base = await search({ query: 'iphone', hitsPerPage: 50, facets: ['colour'] });
    for (const [name, value] of Object.entries(IGNORED_VALUES)) {
      const result = await search({ query: 'iphone', hitsPerPage: 50, facets: ['colour'], [name]: value });
      expect([name, result.hits.map((h) => h.slug), result.facets]).toEqual([name, base.hits.map((h) => h.slug), base.facets]);
    }
  });

  it('are still checked', async () => {
    refused(await post({ analytics: 'yes' }), /^analytics: /);
    refused(await post({ personalizationImpact: 101 }), /^personalizationImpact: /);
  });
});

describe('fixed parameters', () => {
  it('accept what the index does, and refuse another value naming the parameter', async () => {
    const accepted = {
      distinct: 0,
      ignorePlurals: false,
      queryType: 'prefixLast',
      optionalWords: null,
      attributesToSnippet: [],
      alternativesAsExact: ['singleWordSynonym', 'ignorePlurals'],
    };
    expect((await post({ query: 'ipad', ...accepted })).status).toBe(200);
    refused(await post({ distinct: true }), /^distinct: only false, what this index does, is supported here$/);
    refused(await post({ attributesToSnippet: ['productName:10'] }), /^attributesToSnippet: only an empty list/);
    refused(await post({ queryType: 'prefixAll' }), /^queryType: only prefixLast/);
    refused(await post({ params: 'allowTyposOnNumericTokens=true' }), /^allowTyposOnNumericTokens: only false/);
  });
});

describe('refused parameters', () => {
  it("answer Algolia's Unknown parameter, saying why", async () => {
    for (const name of Object.keys(REFUSED_PARAMETERS).filter((n) => n !== 'extensions')) {
      refused(await post({ [name]: 'x' }), new RegExp(`^Unknown parameter: ${name} \\(not supported here: .+\\)$`));
    }
    refused(await post({ params: 'aroundLatLng=13.7%2C100.5' }), /^Unknown parameter: aroundLatLng \(not supported here: geo search/);
    refused(await post({ colour: 'Silver' }), /^Unknown parameter: colour$/);
  });
});

describe('attributesToRetrieve', () => {
  it('answers only the attributes asked for, with the objectID', async () => {
    const { hits } = await search({ query: 'airtag', attributesToRetrieve: ['slug', 'price', 'image.colour'] });
    expect(Object.keys(hits[0]!).sort()).toEqual(['_highlightResult', 'image', 'objectID', 'price', 'slug']);
    expect(hits[0]!.image).toEqual({ colour: expect.any(String) });
  });

  it('answers everything but what is left out after *', async () => {
    const { hits } = await search({ query: 'airtag', attributesToRetrieve: ['*', '-productNameTh', '-productNameEn', '-image'] });
    expect(hits[0]).toMatchObject({ slug: 'airtag', productName: 'AirTag', price: expect.any(Number) });
    expect(hits[0]).not.toHaveProperty('productNameTh');
    expect(hits[0]).not.toHaveProperty('image');
  });

  it('reads a comma-separated string', async () => {
    const { hits } = await search({ query: 'airtag', attributesToRetrieve: 'slug,price', attributesToHighlight: [] });
    expect(Object.keys(hits[0]!).sort()).toEqual(['objectID', 'price', 'slug']);
  });
});

describe('attributesToHighlight', () => {
  it('highlights the product name by default', async () => {
    const { hits } = await search({ query: 'charger' }, 'en');
    expect(Object.keys(hits[0]!._highlightResult as object)).toEqual(['productName']);
  });

  it('highlights the attributes listed, a list attribute value by value', async () => {
    const { hits } = await search({ query: 'space black', attributesToHighlight: ['productNameEn', 'colour'] }, 'en');
    const hit = hits.find((h) => (h.colour as string[]).includes('Space Black'))!;
    const highlights = hit._highlightResult as Record<string, { value: string; matchLevel: string }[] | { value: string }>;
    expect(Object.keys(highlights).sort()).toEqual(['colour', 'productNameEn']);
    const colours = highlights.colour as { value: string; matchLevel: string }[];
    expect(colours.find((c) => c.value.includes('Black'))).toMatchObject({ value: '<em>Space</em> <em>Black</em>', matchLevel: 'full' });
  });

  it('answers no highlight with an empty list, every highlightable attribute with *', async () => {
    expect((await search({ query: 'ipad', attributesToHighlight: [] })).hits[0]).not.toHaveProperty('_highlightResult');
    const all = (await search({ query: 'ipad', attributesToHighlight: '*' })).hits[0]!._highlightResult as Record<string, unknown>;
    expect(Object.keys(all).sort()).toEqual(['capacity', 'categoryName', 'colour', 'productName', 'productNameEn', 'productNameTh']);
  });
});

describe('getRankingInfo', () => {
  it("answers Algolia's _rankingInfo on each hit, and the parsed query", async () => {
    const result = await search({ query: 'iphone 17 pro', getRankingInfo: true, hitsPerPage: 50 });
    expect(result).toMatchObject({ parsedQuery: 'iphone 17 pro', serverUsed: expect.any(String) });
    for (const hit of result.hits) {
      expect(hit._rankingInfo).toEqual({
        nbTypos: expect.any(Number),
        words: 3,
        proximityDistance: expect.any(Number),
        userScore: expect.any(Number),
        geoDistance: 0,
        geoPrecision: 1,
        firstMatchedWord: expect.any(Number),
        nbExactWords: expect.any(Number),
        filters: 0,
        promoted: false,
      });
    }
    const first = result.hits[0]!._rankingInfo as Record<string, number>;
    expect(first).toMatchObject({ nbTypos: 0, proximityDistance: 2, firstMatchedWord: 0, nbExactWords: 3 });
  });

  it('scores the custom ranking: without a query, the shop order has falling userScores', async () => {
    const { hits } = await search({ query: '', getRankingInfo: true, hitsPerPage: 1000 });
    const scores = hits.map((h) => (h._rankingInfo as { userScore: number }).userScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(catalogue.length);
  });

  it('counts typos and exact words', async () => {
    const { hits } = await search({ query: 'macbok air', getRankingInfo: true });
    expect(hits[0]!._rankingInfo).toMatchObject({ nbTypos: 1, nbExactWords: 1, words: 2 });
    expect((await search({ query: 'airpods' })).hits[0]).not.toHaveProperty('_rankingInfo');
  });
});

describe('analytics parameters', () => {
  it('answer a new queryID for each search with clickAnalytics', async () => {
    const one = await search({ query: 'ipad', clickAnalytics: true, userToken: 'anonymous-7f3c2a', analyticsTags: ['web'] });
    const two = await search({ query: 'ipad', clickAnalytics: true });
    expect(one.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(two.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(one.queryID).not.toBe(two.queryID);
    expect(await search({ query: 'ipad' })).not.toHaveProperty('queryID');
  });

  it('check the userToken like Algolia', async () => {
    refused(await post({ userToken: 'has space' }), /^userToken: /);
    refused(await post({ userToken: 'x'.repeat(130) }), /^userToken: /);
  });
});

describe('responseFields', () => {
  it('answers the fields listed, and those Algolia always answers', async () => {
    const result = await search({ query: 'ipad', responseFields: ['hits', 'nbHits'], clickAnalytics: true });
    expect(Object.keys(result).sort()).toEqual(['hits', 'nbHits', 'queryID']);
    expect(Object.keys(await search({ query: 'ipad', responseFields: ['*'] }))).toContain('processingTimeMS');
  });
});

describe('offset and length', () => {
  it('answer the hits from offset, length of them, and echo both', async () => {
    const all = await search({ query: '', hitsPerPage: 100 });
    const window = await search({ query: '', offset: 5, length: 7, page: 3 });
    expect(window.hits.map((h) => h.slug)).toEqual(all.hits.slice(5, 12).map((h) => h.slug));
    expect(window).toMatchObject({ offset: 5, length: 7 });
  });
});
