import type { Branch } from '@contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import * as css from './stores.css';

/** A Sunday, from which the weekday names are read in the page's language. */
const SUNDAY = Date.UTC(2026, 10, 29);
/** Monday first, as shoppers in Thailand read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

type Day = Branch['hours'][number];
const sameHours = (a: Day, b: Day) => a?.open === b?.open && a?.close === b?.close;

/** Runs of weekdays with the same hours, Monday first: 'Monday–Saturday 10:00–19:00', 'Sunday Closed'. */
function runsOf(hours: Branch['hours']) {
  const runs: { first: number; last: number; day: Day }[] = [];
  for (const d of WEEK) {
    const run = runs.at(-1);
    if (run && sameHours(run.day, hours[d] ?? null)) run.last = d;
    else runs.push({ first: d, last: d, day: hours[d] ?? null });
  }
  return runs;
}

/** The branch's hours by runs of weekdays, 'Closed' on closed days. */
export function OpeningHours({ hours }: { hours: Branch['hours'] }) {
  const { i18n } = useLingui();
  const weekday = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'th-TH', { weekday: 'long', timeZone: 'UTC' });
  const name = (d: number) => weekday.format(SUNDAY + d * 86_400_000);
  const runs = runsOf(hours);
  return (
    <dl className={css.hours}>
      {runs.map(({ first, last, day }) => (
        <div key={first} className={css.hoursRow}>
          <dt className={css.day}>{runs.length === 1 ? <Trans>Every day</Trans> : first === last ? name(first) : `${name(first)}–${name(last)}`}</dt>
          <dd className={css.time}>{day ? `${day.open}–${day.close}` : <Trans>Closed</Trans>}</dd>
        </div>
      ))}
    </dl>
  );
}
