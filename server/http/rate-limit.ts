import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { type AttemptCounter, databaseAttempts, memoryAttempts } from './attempt-counts.ts';
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

const counters = new WeakMap<Db, AttemptCounter>();

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
