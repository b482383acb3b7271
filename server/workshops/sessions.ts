import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type WorkshopKind, type WorkshopSession, WORKSHOP_TEXTS } from '../../contract/workshops.ts';
import { randomToken, sha256 } from '../authen/sessions.ts';
import type { Db, Tx } from '../db/client.ts';
import { workshopRegistrations, workshopSessions } from '../db/schema.ts';
import { HttpError, say } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';

type SessionRow = typeof workshopSessions.$inferSelect;

export const sessionOf = (row: SessionRow, lang: Lang): WorkshopSession => ({
  id: row.id,
  kind: row.kind,
  title: pick(lang, row.titleTh, row.titleEn),
  description: pick(lang, row.descriptionTh, row.descriptionEn),
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  location: pick(lang, row.locationTh, row.locationEn),
  capacity: row.capacity,
  seatsLeft: row.capacity - row.seatsTaken,
});

/** The sessions of a page that have not started yet, soonest first. */
export async function upcomingSessions(db: Db, kind: WorkshopKind, now: Date, lang: Lang) {
  const rows = await db
    .select()
    .from(workshopSessions)
    .where(and(eq(workshopSessions.kind, kind), gt(workshopSessions.startsAt, now)))
    .orderBy(asc(workshopSessions.startsAt), asc(workshopSessions.id));
  return rows.map((row) => sessionOf(row, lang));
}

export interface Registrant {
  name: string;
  email: string;
  phone: string;
  seats: number;
}

const sessionGone = () =>
  new HttpError(404, 'WORKSHOP_NOT_FOUND', say('ไม่พบรอบเวิร์กช็อปนี้ หรือรอบนี้เริ่มไปแล้ว', 'This workshop session does not exist or has already started'));

/**
 * Takes the seats and records the registration in one transaction. The seats are taken by one conditional
 * UPDATE, so concurrent registrations never take more than the capacity; the partial unique index refuses a
 * second live registration of one email. `confirm` writes the confirmation mail in the same transaction (the
 * outbox), so a registration never goes without its cancel link. Answers the session as it is now.
 */
export async function register(db: Db, sessionId: number, who: Registrant, now: Date, confirm: (tx: Tx, session: SessionRow, token: string) => Promise<void>) {
  const token = randomToken();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(workshopSessions)
      .set({ seatsTaken: sql`${workshopSessions.seatsTaken} + ${who.seats}` })
      .where(
        and(
          eq(workshopSessions.id, sessionId),
          gt(workshopSessions.startsAt, now),
          sql`${workshopSessions.seatsTaken} + ${who.seats} <= ${workshopSessions.capacity}`,
        ),
      )
      .returning();
    if (!taken) {
      const [session] = await tx
        .select()
        .from(workshopSessions)
        .where(and(eq(workshopSessions.id, sessionId), gt(workshopSessions.startsAt, now)));
      if (!session) throw sessionGone();
      const left = session.capacity - session.seatsTaken;
      throw new HttpError(
        409,
        'WORKSHOP_FULL',
        left === 0
          ? say('ขออภัย รอบนี้เต็มแล้ว กรุณาเลือกรอบอื่น', 'Sorry, this session is full. Please choose another one')
          : say(`ขออภัย รอบนี้เหลือเพียง ${left} ที่นั่ง`, `Sorry, only ${left} ${left === 1 ? 'seat is' : 'seats are'} left in this session`),
      );
    }
    const [added] = await tx
      .insert(workshopRegistrations)
      .values({ sessionId, ...who, cancelTokenHash: sha256(token), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: workshopRegistrations.id });
    if (!added)
      throw new HttpError(409, 'WORKSHOP_ALREADY_REGISTERED', say('อีเมลนี้ลงทะเบียนรอบนี้ไว้แล้ว', 'This email address is already registered for this session'));
    await confirm(tx, taken, token);
    return taken;
  });
}

/** The registration of a mailed cancel link with its session, whether cancelled or not; null for an unknown link. */
export async function registrationOf(db: Db | Tx, token: string) {
  const [found] = await db
    .select({ registration: workshopRegistrations, session: workshopSessions })
    .from(workshopRegistrations)
    .innerJoin(workshopSessions, eq(workshopSessions.id, workshopRegistrations.sessionId))
    .where(eq(workshopRegistrations.cancelTokenHash, sha256(token)));
  return found ?? null;
}

const sessionStarted = () => new HttpError(409, 'WORKSHOP_STARTED', WORKSHOP_TEXTS.started);

/**
 * Cancels the registration of a mailed link once, freeing its seats, while its session has not started; null for
 * an unknown or used link.
 */
export async function cancelRegistration(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const notStarted = tx.select({ id: workshopSessions.id }).from(workshopSessions).where(gt(workshopSessions.startsAt, now));
    const [cancelled] = await tx
      .update(workshopRegistrations)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(workshopRegistrations.cancelTokenHash, sha256(token)),
          isNull(workshopRegistrations.cancelledAt),
          inArray(workshopRegistrations.sessionId, notStarted),
        ),
      )
      .returning();
    if (!cancelled) {
      const found = await registrationOf(tx, token);
      if (found && !found.registration.cancelledAt) throw sessionStarted();
      return null;
    }
    const [session] = await tx
      .update(workshopSessions)
      .set({ seatsTaken: sql`${workshopSessions.seatsTaken} - ${cancelled.seats}` })
      .where(eq(workshopSessions.id, cancelled.sessionId))
      .returning();
    return { session: session!, seats: cancelled.seats, email: cancelled.email };
  });
}
