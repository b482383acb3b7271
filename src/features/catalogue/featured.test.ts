import { describe, expect, it } from 'vitest';
import { featured } from './featured';

const items = ['iphone', 'iphone', 'iphone', 'mac', 'watch', 'watch'].map((categorySlug, id) => ({ id, categorySlug }));

describe('featured', () => {
  it('takes one of each category before a second of any', () => {
    expect(featured(items, 4).map((i) => i.id)).toEqual([0, 3, 4, 1]);
  });
  it('stops at the number asked for or when the list runs out', () => {
    expect(featured(items, 2)).toHaveLength(2);
    expect(featured(items, 50)).toHaveLength(6);
    expect(featured([], 8)).toEqual([]);
  });
});
