import { count, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workshopSessions } from '../db/schema.ts';
import { type WorkshopTemplate, workshopTemplates } from './seed-data.ts';

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** How far ahead the seeded schedule reaches. */
const WEEKS = 4;

/** The template's sessions in the next WEEKS weeks after `now`, at their Bangkok day and time. */
export function sessionsAfter(template: WorkshopTemplate, now: Date) {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BANGKOK_OFFSET_MS;
  const daysAhead = (template.weekday - local.getUTCDay() + 7) % 7 || 7;
  const [hour, minute] = template.time;
  return Array.from({ length: WEEKS }, (_, week) => new Date(midnight + (daysAhead + week * 7) * DAY_MS + (hour * 60 + minute) * 60_000));
}

/**
 * A schedule for the coming weeks when none lies ahead (a fresh database, or a demo whose sessions have all
 * passed). Some seats are taken already, as they would be by other shoppers, one session of each kind nearly full.
 */
export async function seedWorkshops(db: Db, now = new Date()) {
  const [ahead] = await db.select({ n: count() }).from(workshopSessions).where(gt(workshopSessions.startsAt, now));
  if ((ahead?.n ?? 0) > 0) return;
  const rows = workshopTemplates.flatMap((template, ti) =>
    sessionsAfter(template, now).map((startsAt, week) => ({
      kind: template.kind,
      titleTh: template.title.th,
      titleEn: template.title.en,
      descriptionTh: template.description.th,
      descriptionEn: template.description.en,
      startsAt,
      durationMinutes: template.durationMinutes,
      locationTh: template.location?.th ?? null,
      locationEn: template.location?.en ?? null,
      capacity: template.capacity,
      seatsTaken: week === 1 && ti % 3 === 0 ? template.capacity - 2 : (ti * 3 + week * 2) % Math.ceil(template.capacity / 2),
    })),
  );
  await db.insert(workshopSessions).values(rows);
}
