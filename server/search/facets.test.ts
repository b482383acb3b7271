import { describe, expect, it } from 'vitest';
import { countFacets, type FacetValues } from './facets.ts';

const item = (categorySlug: string, colour: string[], price: number): FacetValues => ({
  categorySlug: [categorySlug],
  isSpecialPrice: ['false'],
  educationFlag: ['true'],
  colour,
  capacity: [],
  price: [String(price)],
  priceRangeMax: [String(price)],
});
const items = [item('iphone', ['Silver', 'Deep Blue'], 39900), item('mac', ['Silver'], 29900), item('ipad', ['Blue', 'Silver'], 18900)];

describe('facet counts', () => {
  it('count a record once for each value of a list attribute', () => {
    expect(countFacets(items, ['colour'], 100).facets).toEqual({ colour: { Silver: 3, Blue: 1, 'Deep Blue': 1 } });
  });

  it('put the most frequent values first, ties by value, or every value by value with alpha', () => {
    expect(Object.keys(countFacets(items, ['colour'], 100).facets.colour!)).toEqual(['Silver', 'Blue', 'Deep Blue']);
    expect(Object.keys(countFacets(items, ['categorySlug'], 100, 'alpha').facets.categorySlug!)).toEqual(['ipad', 'iphone', 'mac']);
  });

  it('keep at most maxValuesPerFacet values of each facet', () => {
    expect(countFacets(items, ['colour', 'categorySlug'], 1).facets).toEqual({ colour: { Silver: 3 }, categorySlug: { ipad: 1 } });
  });

  it('sum up numeric facets in facets_stats over every record, whatever maxValuesPerFacet keeps', () => {
    const { facets, facetsStats } = countFacets(items, ['price', 'colour'], 1);
    expect(facets.price).toEqual({ '18900': 1 });
    expect(facetsStats).toEqual({ price: { min: 18900, max: 39900, avg: 29566.67, sum: 88700 } });
  });

  it('answer no stats when no numeric facet is asked for, or no record is left', () => {
    expect(countFacets(items, ['colour'], 10).facetsStats).toBeUndefined();
    expect(countFacets([], ['price'], 10)).toEqual({ facets: { price: {} } });
  });
});
