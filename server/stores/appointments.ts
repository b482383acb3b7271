import { and, eq, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AppointmentBody } from '../../contract/stores.ts';
import { randomToken, sha256 } from '../authen/sessions.ts';
import type { Tx } from '../db/client.ts';
import { branches, supportAppointments } from '../db/schema.ts';
import { instantOf } from './slots.ts';

type Booking = v.InferOutput<typeof AppointmentBody>;
type Branch = typeof branches.$inferSelect;
export type AppointmentRow = typeof supportAppointments.$inferSelect;

/**
 * Takes the lowest free seat of the slot in one statement. Two bookings racing for the same seat both try to insert
 * it; the partial unique index lets one through and the other inserts nothing. That one tries the next free seat,
 * and once none is left the slot is full: null.
 */
export async function bookSeat(tx: Tx, branch: Branch, booking: Booking, locale: 'th' | 'en', now: Date) {
  const startsAt = instantOf(booking.date, booking.time);
  const token = randomToken();
  for (let attempt = 0; attempt < branch.technicians; attempt++) {
    const inserted = (await tx.execute(sql`
      insert into ${supportAppointments}
        (branch_slug, service_type, starts_at, seat, name, email, phone, device_model, serial_number, problem, locale, cancel_token_hash, created_at)
      select ${branch.slug}, ${booking.serviceType}, ${startsAt.toISOString()}::timestamptz, seat,
        ${`${booking.firstName} ${booking.lastName}`}, ${booking.email}, ${booking.phone}, ${booking.deviceModel}, ${booking.serialNumber},
        ${booking.problem}, ${locale}, ${sha256(token)}, ${now.toISOString()}::timestamptz
      from generate_series(1, ${branch.technicians}::int) as seat
      where seat not in (
        select a.seat from ${supportAppointments} a
        where a.branch_slug = ${branch.slug} and a.starts_at = ${startsAt.toISOString()}::timestamptz and a.cancelled_at is null
      )
      order by seat
      limit 1
      on conflict do nothing
      returning id`)) as unknown as { rows: { id: number }[] };
    const [row] = inserted.rows;
    if (row) return { id: row.id, token };
    const [free] = (
      (await tx.execute(sql`
        select count(*)::int as taken from ${supportAppointments}
        where branch_slug = ${branch.slug} and starts_at = ${startsAt.toISOString()}::timestamptz and cancelled_at is null`)) as unknown as {
        rows: { taken: number }[];
      }
    ).rows;
    if ((free?.taken ?? 0) >= branch.technicians) return null;
  }
  return null;
}

/** The live or cancelled appointment of an emailed cancel token, with its branch. */
export async function appointmentOfToken(tx: Tx, token: string) {
  const [found] = await tx
    .select({ appointment: supportAppointments, branch: branches })
    .from(supportAppointments)
    .innerJoin(branches, eq(branches.slug, supportAppointments.branchSlug))
    .where(eq(supportAppointments.cancelTokenHash, sha256(token)));
  return found ?? null;
}

/** Cancels once with one conditional update (a second click finds it cancelled); the seat is free again. */
export async function cancelAppointment(tx: Tx, token: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(supportAppointments)
    .set({ cancelledAt: now })
    .where(and(eq(supportAppointments.cancelTokenHash, sha256(token)), isNull(supportAppointments.cancelledAt)))
    .returning({ id: supportAppointments.id });
  return rows.length > 0;
}
