import type { Db } from '../db/client.ts';

/** Bounds how stale another instance's write can look here; writes through this process invalidate at once. */
const TTL_MS = 60_000;

/**
 * Read-mostly content kept in process, keyed by kind/key/locale. Only found documents are kept, so
 * requests for unknown keys cannot fill it. One cache per database.
 */
class ContentCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  async get<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<T | undefined>;
    const value = load();
    this.entries.set(key, { expires: Date.now() + TTL_MS, value });
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    try {
      const result = await value;
      if (result === undefined) forget();
      return result;
    } catch (error) {
      forget();
      throw error;
    }
  }

  clear() {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, ContentCache>();

export function contentCacheOf(db: Db): ContentCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ContentCache()));
  return cache;
}

/** The invalidation hook: call it after writing content_entries or blog_posts. */
export function invalidateContent(db: Db) {
  caches.get(db)?.clear();
}
