import { BOOKING_DAYS, SLOT_MINUTES, type SlotDay } from '../../contract/stores.ts';
import type { branches } from '../db/schema.ts';

/** Thailand keeps UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
/** A slot can be booked until this long before it starts. */
const LEAD_MS = 60 * 60_000;

type Hours = (typeof branches.$inferSelect)['hours'];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The moment a Bangkok date (YYYY-MM-DD) and time (HH:MM) name. */
export const instantOf = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - BANGKOK_OFFSET_MS);

/** The Bangkok date and time of a moment. */
export function bangkokParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today and the next days in Bangkok, BOOKING_DAYS in all. */
export function bookingDates(now: Date): string[] {
  const today = Date.parse(`${bangkokParts(now).date}T00:00:00Z`);
  return Array.from({ length: BOOKING_DAYS }, (_, i) => new Date(today + i * 86_400_000).toISOString().slice(0, 10));
}

/** The day's slot start times within its opening hours; the last one ends at closing. */
export function slotTimes(hours: Hours, date: string): string[] {
  const day = hours[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (!day) return [];
  const times: string[] = [];
  for (let m = minutesOf(day.open); m + SLOT_MINUTES <= minutesOf(day.close); m += SLOT_MINUTES) times.push(hhmm(m));
  return times;
}

/** Whether a date and time is a slot of the branch that can still be booked now. */
export function isBookable(hours: Hours, date: string, time: string, now: Date): boolean {
  return bookingDates(now).includes(date) && slotTimes(hours, date).includes(time) && instantOf(date, time).getTime() - now.getTime() >= LEAD_MS;
}

/** The bookable days with each slot's free seats, given the seats taken per slot start (ms since epoch). */
export function slotDays(hours: Hours, technicians: number, now: Date, taken: Map<number, number>): SlotDay[] {
  return bookingDates(now).map((date) => {
    const times = slotTimes(hours, date);
    const slots = times
      .filter((time) => isBookable(hours, date, time, now))
      .map((time) => ({ time, free: Math.max(0, technicians - (taken.get(instantOf(date, time).getTime()) ?? 0)) }));
    return { date, closed: times.length === 0, slots };
  });
}
