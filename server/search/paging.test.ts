import { describe, expect, it } from 'vitest';
import { hitWindowOf, nbPagesOf, PAGINATION_LIMIT } from './paging.ts';

describe('hit windows', () => {
  it('show page × hitsPerPage onwards, 20 hits from the first page by default', () => {
    expect(hitWindowOf({})).toMatchObject({ page: 0, hitsPerPage: 20, start: 0, count: 20, fetch: { page: 0, hitsPerPage: 20, skip: 0 } });
    expect(hitWindowOf({ page: 2, hitsPerPage: 3 })).toMatchObject({ start: 6, count: 3, fetch: { page: 2, hitsPerPage: 3, skip: 0 } });
  });

  it('stop at the pagination limit: the page that crosses it shows fewer hits, later pages none', () => {
    expect(hitWindowOf({ page: 3, hitsPerPage: 300 })).toMatchObject({ start: 900, count: 100 });
    expect(hitWindowOf({ page: 50, hitsPerPage: 20 })).toMatchObject({ start: 1000, count: 0, fetch: { hitsPerPage: 0 } });
    expect(hitWindowOf({ page: 2 ** 31 - 1, hitsPerPage: 1000 }).count).toBe(0);
  });

  it('take offset and length over page, with the same limit', () => {
    expect(hitWindowOf({ page: 4, offset: 5, length: 10 })).toMatchObject({
      start: 5,
      count: 10,
      offset: 5,
      length: 10,
      fetch: { page: 0, hitsPerPage: 15, skip: 5 },
    });
    expect(hitWindowOf({ offset: 995, length: 10 })).toMatchObject({ count: 5 });
    expect(hitWindowOf({ offset: 2000, length: 10 })).toMatchObject({ count: 0, fetch: { hitsPerPage: 0 } });
    expect(hitWindowOf({ offset: 7, hitsPerPage: 4 })).toMatchObject({ start: 7, count: 4, length: 4 });
  });

  it('count only the pages a shopper can reach', () => {
    expect(nbPagesOf(47, 20)).toBe(3);
    expect(nbPagesOf(5000, 20)).toBe(PAGINATION_LIMIT / 20);
    expect(nbPagesOf(5000, 20, Infinity)).toBe(250);
    expect(nbPagesOf(47, 0)).toBe(0);
  });
});
