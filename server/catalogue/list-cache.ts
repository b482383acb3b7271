import type { Db } from '../db/client.ts';
import { onCatalogueChanged } from './changes.ts';

/**
 * Listing answers by query, kept until the catalogue changes. Listings hold no stock, so orders do not
 * change them; the bound keeps odd page/limit combinations from growing it without end.
 */
export function listCache<T>(db: Db, maxEntries = 500) {
  const entries = new Map<string, Promise<T>>();
  onCatalogueChanged(db, () => entries.clear());
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit) return hit;
    const loading = load();
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, loading);
    loading.catch(() => entries.delete(key));
    return loading;
  };
}
