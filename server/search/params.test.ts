import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { catalogueQueryOf, decodeParamsString, encodeParams, searchParamsOf } from './params.ts';

describe('search parameters', () => {
  it('decodes the URL-encoded params string into typed fields', () => {
    const text = 'query=iphone%2017&page=2&hitsPerPage=3&facets=%5B%22categorySlug%22%5D&facetFilters=%5B%5B%22categorySlug%3Aiphone%22%5D%5D&analytics=false';
    expect({ ...decodeParamsString(text) }).toEqual({
      query: 'iphone 17',
      page: 2,
      hitsPerPage: 3,
      facets: ['categorySlug'],
      facetFilters: [['categorySlug:iphone']],
      analytics: false,
    });
  });

  it('keeps comma lists and filter strings as text', () => {
    expect({ ...decodeParamsString('facets=categorySlug,educationFlag&numericFilters=price%3E%3D100') }).toEqual({
      facets: 'categorySlug,educationFlag',
      numericFilters: 'price>=100',
    });
  });

  it('lets the request fields win over the params string', () => {
    expect(searchParamsOf({ query: 'mac' }, 'query=ipad&hitsPerPage=5')).toEqual({ query: 'mac', hitsPerPage: 5 });
  });

  it('refuses unknown parameters, bad JSON and out-of-range numbers', () => {
    for (const text of ['aroundLatLng=1,2', 'facets=%5Bnope', 'hitsPerPage=1001', 'page=-1', 'hitsPerPage=abc', '__proto__=x']) {
      expect(() => searchParamsOf({}, text), text).toThrow(HttpError);
    }
  });

  it('types the values of the other parameters as their schema takes them', () => {
    expect({ ...decodeParamsString('distinct=0&optionalWords=%5B%5D&attributesToRetrieve=a,b&getRankingInfo=true&query=123&length=5') }).toEqual({
      distinct: 0,
      optionalWords: [],
      attributesToRetrieve: 'a,b',
      getRankingInfo: true,
      query: '123',
      length: 5,
    });
    expect(searchParamsOf({}, 'attributesToRetrieve=%5B%22slug%22%5D&clickAnalytics=true&offset=3')).toEqual({
      attributesToRetrieve: ['slug'],
      clickAnalytics: true,
      offset: 3,
    });
  });

  it('reads back every parameter it echoes', () => {
    const params = {
      query: 'iphone 17',
      filters: 'colour:"Space Black" AND price < 30000',
      facetFilters: [['categorySlug:iphone', 'categorySlug:ipad']],
      numericFilters: ['price>=100'],
      facets: ['colour'],
      attributesToRetrieve: ['slug', 'price'],
      attributesToSnippet: [],
      distinct: false,
      hitsPerPage: 5,
      renderingContent: { facetOrdering: {} },
      typoTolerance: 'min' as const,
      analytics: false,
    };
    expect(searchParamsOf({}, encodeParams(params))).toEqual(params);
  });

  it('applies Algolia defaults: page 0, 20 hits, typos allowed, synonyms on, <em> tags', () => {
    expect(catalogueQueryOf({}, 'relevance', 'th')).toMatchObject({
      page: 0,
      hitsPerPage: 20,
      text: '',
      typo: { mode: 'on', minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 },
      synonyms: true,
      facets: [],
      filters: [],
      tags: { pre: '<em>' },
    });
  });

  it('reads facets as *, a list or a comma string, leaving out what is not a facet', () => {
    expect(catalogueQueryOf({ facets: '*' }, 'relevance', 'th').facets).toEqual([
      'categorySlug',
      'isSpecialPrice',
      'educationFlag',
      'colour',
      'capacity',
      'price',
      'priceRangeMax',
    ]);
    expect(catalogueQueryOf({ facets: 'educationFlag, brand' }, 'relevance', 'th').facets).toEqual(['educationFlag']);
    expect(catalogueQueryOf({ facets: ['categorySlug'] }, 'relevance', 'th').facets).toEqual(['categorySlug']);
  });

  it('reads typo tolerance, its word sizes and synonyms, from fields or the params string', () => {
    expect(catalogueQueryOf({ typoTolerance: false }, 'relevance', 'th').typo.mode).toBe('off');
    expect(catalogueQueryOf({ typoTolerance: 'min' }, 'relevance', 'th').typo.mode).toBe('min');
    const decoded = searchParamsOf({}, 'typoTolerance=strict&minWordSizefor1Typo=3&minWordSizefor2Typos=6&synonyms=false');
    expect(catalogueQueryOf(decoded, 'relevance', 'th')).toMatchObject({
      typo: { mode: 'strict', minWordSizefor1Typo: 3, minWordSizefor2Typos: 6 },
      synonyms: false,
    });
  });

  it('echoes the parameters URL-encoded with lists as JSON', () => {
    expect(encodeParams({ query: 'a b', hitsPerPage: 3, facetFilters: ['categorySlug:iphone'] })).toBe(
      'query=a%20b&hitsPerPage=3&facetFilters=%5B%22categorySlug%3Aiphone%22%5D',
    );
  });
});
