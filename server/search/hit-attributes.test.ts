import { describe, expect, it } from 'vitest';
import { namesOf, retrieve } from './hit-attributes.ts';

const hit = {
  objectID: '1001',
  slug: 'iphone-17-pro',
  price: 48900,
  image: { slug: 'iphone-17-pro', colour: 'silver', alt: 'iPhone' },
  _highlightResult: { productName: { value: '<em>iPhone</em>' } },
};

describe('attributesToRetrieve', () => {
  it('keeps every attribute when not given or with *', () => {
    expect(retrieve(hit, undefined)).toEqual(hit);
    expect(retrieve(hit, ['*'])).toEqual(hit);
  });

  it('keeps only what is listed, the objectID and the highlights', () => {
    expect(retrieve(hit, ['price'])).toEqual({ objectID: '1001', price: 48900, _highlightResult: hit._highlightResult });
    expect(retrieve(hit, 'price, slug')).toEqual({ objectID: '1001', price: 48900, slug: 'iphone-17-pro', _highlightResult: hit._highlightResult });
    expect(retrieve(hit, [])).toEqual({ objectID: '1001', _highlightResult: hit._highlightResult });
  });

  it('leaves out what is written -name after *, but never the objectID', () => {
    expect(retrieve(hit, ['*', '-image', '-objectID'])).toEqual({
      objectID: '1001',
      slug: 'iphone-17-pro',
      price: 48900,
      _highlightResult: hit._highlightResult,
    });
  });

  it('reads nested attributes with dots, and skips names the record does not have', () => {
    expect(retrieve(hit, ['image.colour', 'nope', 'price.x', '__proto__.polluted'])).toEqual({
      objectID: '1001',
      image: { colour: 'silver' },
      _highlightResult: hit._highlightResult,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads names from a list or a comma-separated string', () => {
    expect(namesOf(' a, b ,,c')).toEqual(['a', 'b', 'c']);
    expect(namesOf(['a', ' '])).toEqual(['a']);
    expect(namesOf(undefined)).toBeUndefined();
  });
});
