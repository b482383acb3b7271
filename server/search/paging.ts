import type { SearchParams } from '../../contract/search.ts';
import { DEFAULT_HITS_PER_PAGE } from './params.ts';

/** Algolia's paginationLimitedTo: paging reaches the first 1000 hits and no further. */
export const PAGINATION_LIMIT = 1000;

/** Which hits of the ranked list one answer shows, and how to ask the engine for them. */
export interface HitWindow {
  page: number;
  hitsPerPage: number;
  /** position of the first hit shown, and how many at most */
  start: number;
  count: number;
  /** set when the request paged with offset and length */
  offset?: number;
  length?: number;
  /** the engine's page that holds the window, and how many of its hits come before the window */
  fetch: { page: number; hitsPerPage: number; skip: number };
}

/**
 * The window of `page` and `hitsPerPage`, or of `offset` and `length` when given (Algolia: they win over
 * page), cut at `limit`: a page past the limit shows no hits, and the page that crosses it shows fewer.
 */
export function hitWindowOf(
  params: Pick<SearchParams, 'page' | 'hitsPerPage' | 'offset' | 'length'>,
  limit = PAGINATION_LIMIT,
  defaultHitsPerPage = DEFAULT_HITS_PER_PAGE,
): HitWindow {
  const page = params.page ?? 0;
  const hitsPerPage = params.hitsPerPage ?? defaultHitsPerPage;
  if (params.offset !== undefined || params.length !== undefined) {
    const offset = params.offset ?? page * hitsPerPage;
    const length = params.length ?? hitsPerPage;
    const count = Math.max(0, Math.min(length, limit - offset));
    return { page, hitsPerPage, start: offset, count, offset, length, fetch: { page: 0, hitsPerPage: count > 0 ? offset + count : 0, skip: offset } };
  }
  const start = page * hitsPerPage;
  const count = Math.max(0, Math.min(hitsPerPage, limit - start));
  return { page, hitsPerPage, start, count, fetch: count > 0 ? { page, hitsPerPage, skip: 0 } : { page: 0, hitsPerPage: 0, skip: 0 } };
}

/** Pages a shopper can reach: none past the limit. */
export const nbPagesOf = (nbHits: number, hitsPerPage: number, limit = PAGINATION_LIMIT) =>
  hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, limit) / hitsPerPage) : 0;
