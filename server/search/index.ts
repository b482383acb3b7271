import { catalogueChanged as notifyCatalogueChanged } from '../catalogue/changes.ts';
import type { Db } from '../db/client.ts';
import { createSearchIndex, type SearchIndex } from './search-index.ts';

export { createSearchIndex, type SearchIndex };

const indexes = new Map<Db, SearchIndex>();

/** The one search index over `db`, created on first use. */
export function searchIndexFor(db: Db): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = createSearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}

/**
 * Call after writing products, SKUs (prices) or categories: listings drop their cache and every search
 * index rebuilds; resolves when the rebuilt indexes answer.
 */
export async function catalogueChanged(): Promise<void> {
  notifyCatalogueChanged();
  await Promise.all([...indexes.values()].map((index) => index.settled()));
}
