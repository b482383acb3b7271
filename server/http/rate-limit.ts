import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerConfig } from '../config.ts';
import { HttpError } from './errors.ts';
import { langOf, pick } from './lang.ts';

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

/**
 * Fixed-window counters in memory: `hit(keys)` counts one attempt against every key (e.g. the IP and the
 * account) and answers 429 when any of them is over its limit. One instance per process; behind a load
 * balancer each instance limits on its own, which still bounds guessing to instances x limit.
 */
export function rateLimiter({ limit, windowMs, now = () => Date.now() }: { limit: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(c: Context, keys: string[]) {
      const t = now();
      let blocked = false;
      for (const key of keys) {
        const w = windows.get(key);
        const current = !w || t - w.start >= windowMs ? { start: t, count: 0 } : w;
        current.count += 1;
        windows.set(key, current);
        if (current.count > limit) blocked = true;
      }
      if (windows.size > 50_000) for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
      if (blocked) {
        const lang = langOf(c);
        throw new HttpError(429, 'TOO_MANY_REQUESTS', pick(lang, 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง', 'Too many attempts, please try again later'));
      }
    },
  };
}
