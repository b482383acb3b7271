import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { documentCounters, orders } from '../db/schema.ts';
import { thaiYearOf } from './education-limits.ts';

/** The year of the Buddhist era in Thailand at that moment: the year Thai documents are numbered by. */
export const bangkokBuddhistYear = (at: Date) => thaiYearOf(at) + 543;

/** The series of the shop's numbered documents: receipts (and tax invoices) and credit notes. */
export type DocumentSeries = 'RC' | 'CN';

/** A document's number: its series, its year and its place in that year, e.g. RC2569-000001. */
export const documentNumber = (series: DocumentSeries, year: number, place: number) => `${series}${year}-${String(place).padStart(6, '0')}`;

/**
 * The series' next number in the year of `at`, in the caller's transaction: the counter's row stays locked until
 * the transaction ends, so two documents never take one number, and a rollback gives it back.
 */
async function nextNumber(tx: Tx, series: DocumentSeries, at: Date): Promise<string> {
  const year = bangkokBuddhistYear(at);
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  return documentNumber(series, year, counter!.last);
}

/** Issues the receipt of an order being paid, in the paying transaction. */
export async function issueReceipt(tx: Tx, orderId: string, at: Date): Promise<string> {
  const number = await nextNumber(tx, 'RC', at);
  await tx.update(orders).set({ receiptNumber: number, receiptIssuedAt: at }).where(eq(orders.id, orderId));
  return number;
}

/**
 * Issues the credit note of a paid order being cancelled, in the cancelling transaction: it takes back the whole of
 * the order's receipt, which the shop refunds (section 86/10 of the Revenue Code).
 */
export async function issueCreditNote(tx: Tx, orderId: string, at: Date): Promise<string> {
  const number = await nextNumber(tx, 'CN', at);
  await tx.update(orders).set({ creditNoteNumber: number, creditNoteIssuedAt: at }).where(eq(orders.id, orderId));
  return number;
}
