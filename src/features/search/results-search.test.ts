import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ResultsSearch } from './results-search';

describe('ResultsSearch', () => {
  it('keeps what it can read and drops the rest, never failing', () => {
    expect(v.parse(ResultsSearch, { search: 17, page: 2, sort: 'price-asc', min: 1000, colour: 'silver,black' })).toEqual({
      search: '17',
      page: 2,
      sort: 'price-asc',
      min: 1000,
      colour: 'silver,black',
    });
    const unreadable = { search: { x: 1 }, page: 'two', sort: 'cheapest', min: -5, max: 1.5, view: 'table', category: ['a'] };
    expect(v.parse(ResultsSearch, unreadable)).toEqual({});
    expect(v.parse(ResultsSearch, { page: 0 })).toEqual({});
    expect(v.parse(ResultsSearch, { page: 99_999 })).toEqual({});
    expect(v.parse(ResultsSearch, { search: 'x'.repeat(300) })).toEqual({});
  });
});
