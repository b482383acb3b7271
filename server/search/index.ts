import { catalogueChanged as notifyCatalogueChanged } from '../catalogue/changes.ts';
import type { Db } from '../db/client.ts';
import { createSearchIndex, type SearchIndex } from './search-index.ts';

export { createSearchIndex, type SearchIndex };

const indexes = new WeakMap<Db, SearchIndex>();

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
 * Call after writing products, SKUs (prices) or categories in `db`: its listings drop their cache and its
 * search index rebuilds; resolves when the rebuilt index answers.
 */
export async function catalogueChanged(db: Db): Promise<void> {
  notifyCatalogueChanged(db);
  await indexes.get(db)?.settled();
}
