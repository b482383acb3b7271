import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { ChangeStatusBody, IdempotencyKey, OrderListQuery, OrderParams, OrderSessionId, PlaceOrderBody, TrackOrderBody } from '../../contract/order.ts';
import { validForm } from '../customer/account-form.ts';
import type { Tx } from '../db/client.ts';
import { type AuthEnv, requireCustomer } from '../http/auth.ts';
import { langOf } from '../http/lang.ts';
import { attemptCounterFor, clientIp, rateLimiter } from '../http/rate-limit.ts';
import { parse, valid } from '../http/validate.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import { requireStaff } from '../http/auth.ts';
import type { Services } from '../services.ts';
import { educationQuota } from './education-quota.ts';
import { mailOrderCancelled, mailOrderPlaced, mailOrderRefunded } from './order-mails.ts';
import { placeOrder } from './place.ts';
import { orderService } from './service.ts';

/** Header validators (header names arrive in lower case). */
const idempotencyKeyOf = validator('header', (headers) => ({ idempotencyKey: parse(IdempotencyKey, headers['idempotency-key']) }));
const orderSessionOf = validator('header', (headers) => ({ sessionId: parse(OrderSessionId, headers['order-session-id']) }));

/**
 * Orders (mounted at /order): GET /order/{orderId} with the order-session-id header as spec section 7 has it,
 * the customer's orders under /order/api/orders, their education quota at /order/api/education-quota, guest tracking and the staff status endpoint.
 */
export function orderRoutes(services: Services) {
  const service = orderService(services.db, services.now);
  const tracking = rateLimiter(attemptCounterFor(services), { name: 'order-tracking', limit: 20 * services.config.attemptLimitScale, windowMs: 10 * 60_000 });
  const customer = requireCustomer(services);

  const api = new Hono<AuthEnv>()
    .post('/orders', customer, idempotencyKeyOf, validForm.json(PlaceOrderBody), async (c) => {
      const { order } = await placeOrder(services.db, {
        lang: langOf(c),
        customerId: c.get('customerId'),
        idempotencyKey: c.req.valid('header').idempotencyKey,
        ...c.req.valid('json'),
        now: services.now(),
        paymentMinutes: services.config.orderPaymentMinutes,
        onPlaced: (tx, orderId) => mailOrderPlaced(services, tx, linkOrigin(c, services.config), orderId),
      });
      return c.json({ data: order }, 201);
    })
    .get('/orders', customer, valid.query(OrderListQuery), async (c) => {
      const { offset, limit } = c.req.valid('query');
      return c.json({ data: await service.list(c.get('customerId'), offset, limit) });
    })
    .get('/orders/:orderId', customer, valid.param(OrderParams), async (c) => {
      const { orderId } = c.req.valid('param');
      return c.json({ data: await service.ofCustomer(langOf(c), c.get('customerId'), orderId) });
    })
    .get('/education-quota', customer, async (c) => {
      return c.json({ data: await educationQuota(services.db, langOf(c), c.get('customerId'), services.now()) });
    })
    .post('/orders/:orderId/cancel', customer, valid.param(OrderParams), async (c) => {
      const { orderId } = c.req.valid('param');
      const origin = linkOrigin(c, services.config);
      const mail = (tx: Tx, id: string) => mailOrderCancelled(services, tx, origin, id);
      return c.json({ data: await service.cancelByCustomer(langOf(c), c.get('customerId'), orderId, mail) });
    })
    // every attempt counts, a malformed one too
    .post(
      '/tracking',
      async (c, next) => {
        await tracking.hit([`ip:${clientIp(c, services.config)}`]);
        await next();
      },
      valid.json(TrackOrderBody),
      async (c) => {
        const { orderId, contact } = c.req.valid('json');
        return c.json({ data: await service.track(orderId, contact) });
      },
    )
    .post('/admin/orders/:orderId/status', requireStaff(services), valid.param(OrderParams), valid.json(ChangeStatusBody), async (c) => {
      const { orderId } = c.req.valid('param');
      const { status, note } = c.req.valid('json');
      // a paid order cancelled is refunded, with a credit note: its customer is told (nothing is sent for an unpaid one)
      const origin = linkOrigin(c, services.config);
      const mail = status === 'cancelled' ? (tx: Tx, id: string) => mailOrderRefunded(services, tx, origin, id) : undefined;
      return c.json({ data: await service.changeStatus(langOf(c), orderId, status, note, mail) });
    });

  return new Hono().route('/api', api).get('/:orderId', valid.param(OrderParams), orderSessionOf, async (c) => {
    const { orderId } = c.req.valid('param');
    const { sessionId } = c.req.valid('header');
    return c.json({ data: await service.bySession(langOf(c), orderId, sessionId) });
  });
}
