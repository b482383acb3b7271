import { Hono } from 'hono';
import { IdempotencyKey } from '../../contract/order.ts';
import { PreorderBody, SessionIdHeader, StartSessionBody } from '../../contract/preorder.ts';
import { parseForm } from '../customer/account-form.ts';
import { type Lang, langOf } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { jsonBody, parse } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { placePreorder } from './place.ts';
import { campaignModels, sessionProducts } from './products.ts';
import { campaignOf, liveSession, runningCampaign, startSession } from './sessions.ts';

/** Session starts a client address may make per window (times ATTEMPT_LIMIT_SCALE). */
export const SESSION_STARTS_PER_IP = 30;
const SESSION_START_WINDOW_MS = 15 * 60_000;

/** The pre-order session (mounted at /auth): spec section 7's POST /auth/session and GET /auth/sessions, and the running campaign. */
export function preorderSessionRoutes(services: Services) {
  const starts = rateLimiter(attemptCounterFor(services), {
    name: 'preorder-session',
    limit: SESSION_STARTS_PER_IP * services.config.attemptLimitScale,
    windowMs: SESSION_START_WINDOW_MS,
    now: () => services.now().getTime(),
  });
  const live = (lang: Lang, header: string | undefined) => liveSession(services.db, lang, parse(SessionIdHeader, header), services.now());

  return new Hono()
    .get('/campaign', async (c) => {
      const lang = langOf(c);
      const campaign = await runningCampaign(services.db, lang, services.now());
      c.header('cache-control', 'public, max-age=60');
      return c.json({ data: await campaignModels(services.db, lang, campaign) });
    })
    .post('/session', async (c) => {
      const lang = langOf(c);
      await starts.hit([`ip:${clientIp(c, services.config)}`]);
      const { email } = parseForm(StartSessionBody, await jsonBody(c), lang);
      return c.json({ data: await startSession(services.db, lang, email, services.now()) }, 201);
    })
    .get('/sessions', async (c) => {
      const lang = langOf(c);
      const { session, campaign } = await live(lang, c.req.header('session-id'));
      return c.json({ data: { expiredAt: session.expiresAt.toISOString(), email: session.email, campaign: campaignOf(lang, campaign) } });
    })
    .get('/session/products', async (c) => {
      const lang = langOf(c);
      const { session, campaign } = await live(lang, c.req.header('session-id'));
      return c.json({ data: await sessionProducts(services.db, lang, session, campaign, services.now()) });
    });
}

/** Placing a pre-order (mounted at /order/api); the order is then read and paid like any other. */
export function preorderOrderRoutes(services: Services) {
  return new Hono().post('/preorders', async (c) => {
    const lang = langOf(c);
    const sessionId = parse(SessionIdHeader, c.req.header('session-id'));
    const idempotencyKey = parse(IdempotencyKey, c.req.header('idempotency-key'));
    const body = parseForm(PreorderBody, await jsonBody(c), lang);
    const order = await placePreorder(services.db, {
      lang,
      sessionId,
      idempotencyKey,
      body,
      now: services.now(),
      paymentMinutes: services.config.orderPaymentMinutes,
    });
    return c.json({ data: order }, 201);
  });
}
