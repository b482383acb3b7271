import { Hono } from 'hono';
import { ChangeStatusBody, IdempotencyKey, OrderListQuery, OrderParams, OrderSessionId, PlaceOrderBody, TrackOrderBody } from '../../contract/order.ts';
import { parseForm } from '../customer/account-form.ts';
import { type AuthEnv, requireCustomer } from '../http/auth.ts';
import { langOf } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { jsonBody, parse } from '../http/validate.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import { apiKeyMatches } from '../http/api-key.ts';
import type { Services } from '../services.ts';
import { educationQuota } from './education-quota.ts';
import { orderErrors } from './messages.ts';
import { mailOrderPlaced } from './order-mails.ts';
import { placeOrder } from './place.ts';
import { orderService } from './service.ts';

/**
 * Orders (mounted at /order): GET /order/{orderId} with the order-session-id header as spec section 7 has it,
 * the customer's orders under /order/api/orders, their education quota at /order/api/education-quota, guest tracking and the staff status endpoint.
 */
export function orderRoutes(services: Services) {
  const service = orderService(services.db, services.now);
  const tracking = rateLimiter(attemptCounterFor(services), { name: 'order-tracking', limit: 20 * services.config.attemptLimitScale, windowMs: 10 * 60_000 });
  const customer = requireCustomer(services);

  const api = new Hono<AuthEnv>()
    .post('/orders', customer, async (c) => {
      const idempotencyKey = parse(IdempotencyKey, c.req.header('idempotency-key'));
      const lang = langOf(c);
      const body = parseForm(PlaceOrderBody, await jsonBody(c));
      const { order } = await placeOrder(services.db, {
        lang,
        customerId: c.get('customerId'),
        idempotencyKey,
        ...body,
        now: services.now(),
        paymentMinutes: services.config.orderPaymentMinutes,
        onPlaced: (tx, orderId) => mailOrderPlaced(services, tx, linkOrigin(c, services.config), orderId),
      });
      return c.json({ data: order }, 201);
    })
    .get('/orders', customer, async (c) => {
      const { offset, limit } = parse(OrderListQuery, c.req.query());
      return c.json({ data: await service.list(c.get('customerId'), offset, limit) });
    })
    .get('/orders/:orderId', customer, async (c) => {
      const { orderId } = parse(OrderParams, c.req.param());
      return c.json({ data: await service.ofCustomer(langOf(c), c.get('customerId'), orderId) });
    })
    .get('/education-quota', customer, async (c) => {
      return c.json({ data: await educationQuota(services.db, langOf(c), c.get('customerId'), services.now()) });
    })
    .post('/orders/:orderId/cancel', customer, async (c) => {
      const { orderId } = parse(OrderParams, c.req.param());
      return c.json({ data: await service.cancelByCustomer(langOf(c), c.get('customerId'), orderId) });
    })
    .post('/tracking', async (c) => {
      await tracking.hit([`ip:${clientIp(c, services.config)}`]);
      const { orderId, contact } = parse(TrackOrderBody, await jsonBody(c));
      return c.json({ data: await service.track(orderId, contact) });
    })
    .post('/admin/orders/:orderId/status', async (c) => {
      const key = services.config.adminApiKey;
      if (!key || !apiKeyMatches(c.req.header('x-api-key'), key)) throw orderErrors.forbidden();
      const { orderId } = parse(OrderParams, c.req.param());
      const { status, note } = parse(ChangeStatusBody, await jsonBody(c));
      return c.json({ data: await service.changeStatus(langOf(c), orderId, status, note) });
    });

  return new Hono().route('/api', api).get('/:orderId', async (c) => {
    const { orderId } = parse(OrderParams, c.req.param());
    const sessionId = parse(OrderSessionId, c.req.header('order-session-id'));
    return c.json({ data: await service.bySession(langOf(c), orderId, sessionId) });
  });
}
