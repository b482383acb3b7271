import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { OrderSessionId } from '../../contract/order.ts';
import { orders } from '../db/schema.ts';
import { authenticate, unauthorized } from '../http/auth.ts';
import { parse } from '../http/validate.ts';
import { expireIfDue } from '../orders/lifecycle.ts';
import { orderErrors } from '../orders/messages.ts';
import type { Services } from '../services.ts';

/**
 * Lets the request on only for the order's customer (bearer token) or the holder of its order-session-id
 * (the confirmation page, logged in or not); anyone else is told the order does not exist. An order past its
 * time is expired first, as every read of an order does. A token that is sent must be valid (401 otherwise,
 * so the app refreshes it) unless the order-session-id alone lets the request on.
 */
export async function requireOrderAccess(services: Services, c: Context, orderId: string) {
  const authorization = c.req.header('authorization');
  const sessionHeader = c.req.header('order-session-id');
  const sessionId = sessionHeader === undefined ? null : parse(OrderSessionId, sessionHeader);
  const customerId = authorization ? await authenticate(services, authorization) : null;
  const [order] = await services.db.select({ customerId: orders.customerId, sessionId: orders.sessionId }).from(orders).where(eq(orders.id, orderId));
  const allowed = order !== undefined && ((customerId !== null && order.customerId === customerId) || (sessionId !== null && order.sessionId === sessionId));
  if (!allowed) throw authorization && customerId === null ? unauthorized() : orderErrors.orderNotFound();
  await expireIfDue(services.db, orderId, services.now());
}
