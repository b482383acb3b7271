import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import { IdempotencyKey } from '../../contract/order.ts';
import { PreorderBody, SessionIdHeader, StartSessionBody } from '../../contract/preorder.ts';
import { validForm } from '../customer/account-form.ts';
import { cachedPerLanguage, langOf } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { parse } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import { mailOrderPlaced } from '../orders/order-mails.ts';
import { placePreorder } from './place.ts';
import { campaignModels, sessionProducts } from './products.ts';
import { campaignOf, liveSession, runningCampaign, startSession } from './sessions.ts';

/** Session starts a client address may make per window (times ATTEMPT_LIMIT_SCALE). */
export const SESSION_STARTS_PER_IP = 30;
const SESSION_START_WINDOW_MS = 15 * 60_000;

/** The session-id header of the calls within a pre-order session. */
const sessionHeader = validator('header', (headers) => ({ sessionId: parse(SessionIdHeader, headers['session-id']) }));

/** The pre-order session (mounted at /auth): spec section 7's POST /auth/session and GET /auth/sessions, and the running campaign. */
export function preorderSessionRoutes(services: Services) {
  const starts = rateLimiter(attemptCounterFor(services), {
    name: 'preorder-session',
    limit: SESSION_STARTS_PER_IP * services.config.attemptLimitScale,
    windowMs: SESSION_START_WINDOW_MS,
    now: () => services.now().getTime(),
  });
  // counted before the body is read: a refused start answers 429 whatever it sent
  const limitStarts = createMiddleware(async (c, next) => {
    await starts.hit([`ip:${clientIp(c, services.config)}`]);
    await next();
  });

  return new Hono()
    .get('/campaign', async (c) => {
      const campaign = await runningCampaign(services.db, services.now());
      cachedPerLanguage(c, 60);
      return c.json({ data: await campaignModels(services.db, langOf(c), campaign) });
    })
    .post('/session', limitStarts, validForm.json(StartSessionBody), async (c) => {
      const { email } = c.req.valid('json');
      return c.json({ data: await startSession(services.db, langOf(c), email, services.now()) }, 201);
    })
    .get('/sessions', sessionHeader, async (c) => {
      const { session, campaign } = await liveSession(services.db, c.req.valid('header').sessionId, services.now());
      return c.json({ data: { expiredAt: session.expiresAt.toISOString(), email: session.email, campaign: campaignOf(langOf(c), campaign) } });
    })
    .get('/session/products', sessionHeader, async (c) => {
      const { session, campaign } = await liveSession(services.db, c.req.valid('header').sessionId, services.now());
      return c.json({ data: await sessionProducts(services.db, langOf(c), session, campaign, services.now()) });
    });
}

/** The headers of placing a pre-order, checked before its body. */
const preorderHeaders = validator('header', (headers) => ({
  sessionId: parse(SessionIdHeader, headers['session-id']),
  idempotencyKey: parse(IdempotencyKey, headers['idempotency-key']),
}));

/** Placing a pre-order (mounted at /order/api); the order is then read and paid like any other. */
export function preorderOrderRoutes(services: Services) {
  return new Hono().post('/preorders', preorderHeaders, validForm.json(PreorderBody), async (c) => {
    const { sessionId, idempotencyKey } = c.req.valid('header');
    const order = await placePreorder(services.db, {
      lang: langOf(c),
      sessionId,
      idempotencyKey,
      body: c.req.valid('json'),
      now: services.now(),
      paymentMinutes: services.config.orderPaymentMinutes,
      onPlaced: (tx, orderId) => mailOrderPlaced(services, tx, linkOrigin(c, services.config), orderId),
    });
    return c.json({ data: order }, 201);
  });
}
