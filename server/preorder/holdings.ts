import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { orderItems, orders, preorderSessions } from '../db/schema.ts';
import { expireIfDue } from '../orders/lifecycle.ts';
import { LIVE_STATUSES } from '../orders/status.ts';

/** Units an email holds in the campaign's live orders, over all its sessions. */
export async function unitsHeld(tx: Tx, campaignId: string, email: string): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(preorderSessions, eq(preorderSessions.id, orders.preorderSessionId))
    .where(and(eq(preorderSessions.campaignId, campaignId), eq(preorderSessions.email, email), inArray(orders.status, LIVE_STATUSES)));
  return row?.units ?? 0;
}

/**
 * Expires the campaign's unpaid pre-orders past their time, giving their allocation and their email's units
 * back: nothing sweeps orders in the background, so the pre-order paths do it before they count.
 */
export async function expireDuePreorders(db: Db, campaignId: string, now: Date) {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(preorderSessions, eq(preorderSessions.id, orders.preorderSessionId))
    .where(and(eq(preorderSessions.campaignId, campaignId), eq(orders.status, 'pendingPayment'), lt(orders.expiresAt, now)))
    .limit(100);
  for (const { id } of due) await expireIfDue(db, id, now);
}
