import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { databaseAttempts } from './attempt-counts.ts';
import { HttpError, say } from './errors.ts';

/**
 * The client's address: the socket's, unless the shop runs behind a proxy (TRUST_PROXY=true) that
 * sets X-Forwarded-For, in which case the proxy's last hop is used. A forged header never resets a limit.
 */
export function clientIp(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) return hops[hops.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

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

const counters = new Map<Db, AttemptCounter>();

/** The one attempt counter of `db`: PostgreSQL counts in its table, so that limits hold across instances. */
export function attemptCounterFor({ db, config }: Pick<Services, 'db' | 'config'>): AttemptCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = /^postgres(ql)?:\/\//.test(config.databaseUrl) ? databaseAttempts(db) : memoryAttempts();
    counters.set(db, counter);
  }
  return counter;
}

/**
 * Fixed-window limits: `hit(c, keys)` counts one attempt against every key (e.g. the IP and the account) under
 * the limiter's `name` and answers 429 when any of them is over its limit. The counter is shared by the
 * limiters of an app (names keep their keys apart) and, on PostgreSQL, by every instance.
 */
export function rateLimiter(
  counter: AttemptCounter,
  { name, limit, windowMs, now = () => Date.now() }: { name: string; limit: number; windowMs: number; now?: () => number },
) {
  return {
    async hit(keys: string[]) {
      const at = now();
      const counts = await Promise.all(keys.map((key) => counter.add(`${name}:${key}`, windowMs, at)));
      if (counts.some((count) => count > limit)) {
        throw new HttpError(429, 'TOO_MANY_REQUESTS', say('ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง', 'Too many attempts, please try again later'));
      }
    },
  };
}
