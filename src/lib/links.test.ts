import { describe, expect, it } from 'vitest';
import { productIdFromSlug, productPath } from './links';

describe('product links', () => {
  it('joins slug and id with an underscore', () => expect(productPath('iphone-17-pro', 1002)).toBe('iphone-17-pro_1002'));
  it('writes - for a missing slug', () => expect(productPath('', 1002)).toBe('-_1002'));
  it('reads the id from the last piece', () => {
    expect(productIdFromSlug('iphone_17_pro_1002')).toBe(1002);
    expect(productIdFromSlug('-_1002')).toBe(1002);
    expect(productIdFromSlug('1002')).toBe(1002);
  });
  it('rejects anything that is not an id', () => {
    expect(productIdFromSlug('iphone-17-pro')).toBeNull();
    expect(productIdFromSlug('x_0')).toBeNull();
    expect(productIdFromSlug('x_12abc')).toBeNull();
  });
});
