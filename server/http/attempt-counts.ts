import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptCounts } from '../db/schema.ts';

/** Counts attempts per key in fixed windows: in memory (one process) or in the database (every instance on it). */
export interface AttemptCounter {
  /** counts one attempt against `key` at `at` (ms); answers the attempts of its window so far, this one included */
  add(key: string, windowMs: number, at: number): Promise<number>;
  /** the attempts against `key` in the window of `at`, without counting one */
  count(key: string, windowMs: number, at: number): Promise<number>;
}

/** The embedded default: windows start at a key's first attempt; expired ones are dropped when the map grows large. */
export function memoryAttempts(): AttemptCounter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async add(key, windowMs, at) {
      const w = windows.get(key);
      const current = !w || at - w.start >= windowMs ? { start: at, count: 0 } : w;
      current.count += 1;
      windows.set(key, current);
      if (windows.size > 50_000) for (const [k, old] of windows) if (at - old.start >= windowMs) windows.delete(k);
      return current.count;
    },
    async count(key, windowMs, at) {
      const w = windows.get(key);
      return w && at - w.start < windowMs ? w.count : 0;
    },
  };
}

const PRUNE_EVERY_MS = 60_000;

/**
 * Attempt counts in PostgreSQL, shared by every instance: windows are aligned buckets (a key's window is the
 * `windowMs` slice of time `at` falls in), each attempt one upsert that answers the bucket's new count. Rows of
 * windows that are over are deleted at most once a minute per instance, beside an attempt.
 */
export function databaseAttempts(db: Db): AttemptCounter {
  let prunedAt = 0;
  return {
    async add(key, windowMs, at) {
      const start = at - (at % windowMs);
      const [row] = await db
        .insert(attemptCounts)
        .values({ key, windowStart: new Date(start), windowEnd: new Date(start + windowMs), count: 1 })
        .onConflictDoUpdate({ target: [attemptCounts.key, attemptCounts.windowStart], set: { count: sql`${attemptCounts.count} + 1` } })
        .returning({ count: attemptCounts.count });
      if (at - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = at;
        void db
          .delete(attemptCounts)
          .where(lt(attemptCounts.windowEnd, new Date(at)))
          .catch((error: Error) => console.error(`old attempt counts not deleted: ${error.message}`));
      }
      return row!.count;
    },
    async count(key, windowMs, at) {
      const [row] = await db
        .select({ count: attemptCounts.count })
        .from(attemptCounts)
        .where(and(eq(attemptCounts.key, key), eq(attemptCounts.windowStart, new Date(at - (at % windowMs)))));
      return row?.count ?? 0;
    },
  };
}
