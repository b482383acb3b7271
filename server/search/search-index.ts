import { onCatalogueChanged } from '../catalogue/changes.ts';
import type { Db } from '../db/client.ts';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index.ts';
import { loadSearchRecords } from './records.ts';
import { loadSynonyms } from './synonyms.ts';

export interface SearchIndex {
  /** the built index; the first call waits for the first build */
  current(): Promise<CatalogueIndex>;
  /** rebuilds from the database; searches keep the previous index until the new one is ready */
  refresh(): Promise<void>;
  /** settles when every rebuild asked for so far has finished */
  settled(): Promise<void>;
}

/**
 * The embedded search engine's index over the catalogue in `db`, built once and rebuilt when the catalogue
 * changes (server/catalogue/changes.ts), so no search reads the database.
 */
export function createSearchIndex(db: Db): SearchIndex {
  let built: CatalogueIndex | null = null;
  let first: Promise<void> | null = null;
  /** the last rebuild asked for; rebuilds run one after another */
  let chain: Promise<void> = Promise.resolve();
  /** a rebuild that has been asked for but not started yet: later requests share it */
  let queued: Promise<void> | null = null;

  function refresh(): Promise<void> {
    if (queued) return queued;
    const run = chain.then(async () => {
      queued = null;
      built = await buildCatalogueIndex(await loadSearchRecords(db), await loadSynonyms());
    });
    queued = run;
    chain = run.catch(() => {});
    return run;
  }

  onCatalogueChanged(db, () => {
    refresh().catch((error: unknown) => console.error('Search index rebuild failed; searches keep the previous catalogue', error));
  });

  return {
    async current() {
      if (!built) await (first ??= refresh().finally(() => (first = null)));
      return built!;
    },
    refresh,
    settled: () => chain,
  };
}
