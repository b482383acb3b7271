import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orders, receiptCounters } from '../db/schema.ts';
import { thaiYearOf } from './education-limits.ts';

/** The year of the Buddhist era in Thailand at that moment: the year Thai documents are numbered by. */
export const bangkokBuddhistYear = (at: Date) => thaiYearOf(at) + 543;

/** A receipt's number: its year and its place in that year, e.g. RC2569-000001. */
export const receiptNumber = (year: number, place: number) => `RC${year}-${String(place).padStart(6, '0')}`;

/**
 * Issues the receipt of an order being paid, in the paying transaction: the year's next number (the counter's row
 * stays locked until the transaction ends, so two payments never take one number, and a rollback gives it back).
 */
export async function issueReceipt(tx: Tx, orderId: string, at: Date): Promise<string> {
  const year = bangkokBuddhistYear(at);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  const number = receiptNumber(year, counter!.last);
  await tx.update(orders).set({ receiptNumber: number, receiptIssuedAt: at }).where(eq(orders.id, orderId));
  return number;
}
