import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { EducationQuota } from '../../contract/education-quota.ts';
import type { Tx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { EDUCATION_YEARLY_LIMITS, type EducationGroup, educationGroupOf, thaiYearOf, thaiYearStart, yearlyLimitRule } from './education-limits.ts';
import { LIVE_STATUSES } from './status.ts';

/** Units the customer bought at education prices this year, by yearly-limit group; cancelled and expired orders give theirs back. */
export async function educationBoughtThisYear(db: Tx, customerId: number, now: Date): Promise<Map<EducationGroup, number>> {
  const rows = await db
    .select({ family: orderItems.family, units: sql<number>`sum(${orderItems.educationUnits})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, LIVE_STATUSES), gte(orders.createdAt, thaiYearStart(now))))
    .groupBy(orderItems.family);
  const bought = new Map<EducationGroup, number>();
  for (const row of rows) {
    const group = educationGroupOf(row.family);
    if (group) bought.set(group, (bought.get(group) ?? 0) + row.units);
  }
  return bought;
}

/** What the customer may still buy at education prices this year, family by family. */
export async function educationQuota(db: Tx, lang: Lang, customerId: number, now: Date): Promise<EducationQuota> {
  const bought = await educationBoughtThisYear(db, customerId, now);
  const families = Object.entries(EDUCATION_YEARLY_LIMITS).map(([key, { limit, th, enTitle }]) => {
    const family = key as EducationGroup;
    const used = bought.get(family) ?? 0;
    return { family, name: pick(lang, th, enTitle), limit, used, remaining: Math.max(0, limit - used), rule: yearlyLimitRule(lang, family) };
  });
  return { year: thaiYearOf(now), families };
}
