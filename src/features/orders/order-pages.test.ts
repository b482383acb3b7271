import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderListSearch, pageCount, pagesAround } from './order-pages';

const pageOf = (search: Record<string, unknown>) => v.parse(OrderListSearch, search).page ?? 1;

describe('the order list page in the address', () => {
  it('reads a page number', () => {
    expect(pageOf({ page: 2 })).toBe(2);
    expect(pageOf({ page: 37 })).toBe(37);
  });

  it('falls back to the first page for anything else, without failing', () => {
    for (const page of [undefined, 1, 0, -3, 1.5, 'abc', '2', null, [], {}, Number.NaN, Infinity, 10 ** 9]) expect(pageOf({ page })).toBe(1);
  });

  it('leaves the first page out of the address', () => expect(v.parse(OrderListSearch, { page: 1 })).toEqual({ page: undefined }));
});

describe('pageCount', () => {
  it('fills pages of ten', () => {
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95)).toBe(10);
  });
  it('has one page without orders', () => expect(pageCount(0)).toBe(1));
});

describe('pagesAround', () => {
  it('offers every page of a short list', () => expect(pagesAround(2, 3)).toEqual([1, 2, 3]));
  it('offers the ends and the neighbours of a long one', () => expect(pagesAround(6, 12)).toEqual([1, 5, 6, 7, 12]));
  it('has nothing twice at the ends', () => {
    expect(pagesAround(1, 12)).toEqual([1, 2, 12]);
    expect(pagesAround(12, 12)).toEqual([1, 11, 12]);
  });
});
