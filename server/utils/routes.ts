import { Hono } from 'hono';
import { SendEventBody, type TrackingSetup } from '../../contract/tracking.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { jsonBody, parse } from '../http/validate.ts';
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
  return new Hono()
    .post('/fb/send-event', async (c) => {
      await limiter.hit([`tracking:${clientIp(c, services.config)}`]);
      const body = parse(SendEventBody, await jsonBody(c));
      return c.json({ data: await recordEvent(services, body) }, 202);
    })
    .get('/fb/setup', (c) => {
      const { ipLookupUrl } = services.config;
      const setup: TrackingSetup = ipLookupUrl ? { ipLookupUrl } : null;
      c.header('cache-control', 'public, max-age=300');
      return c.json({ data: setup });
    });
}
