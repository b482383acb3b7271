import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SendEventBody, type TrackingSetup } from '../../contract/tracking.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { recordEvent } from './tracking.ts';

/** Page views and cart actions of one busy shopper stay well below this. */
const EVENTS_PER_MINUTE = 120;

export function utilsRoutes(services: Services) {
  const limiter = rateLimiter(attemptCounterFor(services), {
    name: 'tracking-events',
    limit: EVENTS_PER_MINUTE,
    windowMs: 60_000,
    now: () => services.now().getTime(),
  });
  // counted before the body is read: a refused sender answers 429 whatever it sent
  const limited = createMiddleware(async (c, next) => {
    await limiter.hit([`tracking:${clientIp(c, services.config)}`]);
    await next();
  });
  return new Hono()
    .post('/fb/send-event', limited, valid.json(SendEventBody), async (c) => c.json({ data: await recordEvent(services, c.req.valid('json')) }, 202))
    .get('/fb/setup', (c) => {
      const { ipLookupUrl } = services.config;
      const setup: TrackingSetup = ipLookupUrl ? { ipLookupUrl } : null;
      c.header('cache-control', 'public, max-age=300');
      return c.json({ data: setup });
    });
}
