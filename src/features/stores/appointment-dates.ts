import type { SlotDay } from '@contract/stores';

/** A day as the date picker offers it; a day whose times are all taken (`full`) is not one whose times have passed (`over`). */
export function dateOption(day: SlotDay, locale: string, notes: { closed: string; full: string; over: string }) {
  const label = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'th-TH', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.date}T00:00:00Z`),
  );
  const free = day.slots.some((s) => s.free > 0);
  const note = day.closed ? notes.closed : free ? null : day.slots.length === 0 ? notes.over : notes.full;
  return { value: day.date, label: note ? `${label} (${note})` : label, disabled: !free };
}
