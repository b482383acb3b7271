import * as v from 'valibot';

/** Orders on one page of the account's list. */
export const ORDER_PAGE_SIZE = 10;

/**
 * The list's search params: `?page=2`. Anything else in the address (a word, 0, a fraction) is the first page,
 * which has no param of its own.
 */
export const OrderListSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(100_000))), undefined),
});

/** How many pages `total` orders fill; an empty list still has its first page. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));

/** The pages a pager offers: the first, the last, the current one and its neighbours, in order. */
export const pagesAround = (page: number, last: number) =>
  [...new Set([1, page - 1, page, page + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
