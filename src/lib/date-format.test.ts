import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoment } from './date-format';

describe('formatDateTime', () => {
  // the local time of the same moment, so the test holds in any time zone
  const moment = new Date(2026, 2, 7, 9, 5, 3);

  it("writes the spec's 'dd MM yyyy HH:mm:ss' with leading zeros, the Thai year in the Buddhist era", () => {
    expect(formatDateTime(moment.toISOString(), 'th')).toBe('07 03 2569 09:05:03');
    expect(formatDateTime(moment.toISOString(), 'en')).toBe('07 03 2026 09:05:03');
  });

  it('shows a date it cannot read as -', () => expect(formatDateTime('not a date', 'en')).toBe('-'));
});

describe('formatMoment', () => {
  const moment = new Date(2026, 10, 26, 19, 43, 5);

  it('writes the day, month in words and time, the Thai year in the Buddhist era', () => {
    expect(formatMoment(moment.toISOString(), 'th')).toBe('26 พ.ย. 2569 19:43');
    expect(formatMoment(moment.toISOString(), 'en')).toBe('26 Nov 2026, 19:43');
  });

  it("writes September as en-GB does, 'Sept'", () => expect(formatMoment(new Date(2026, 8, 5, 9, 3).toISOString(), 'en')).toBe('5 Sept 2026, 09:03'));

  it('shows a date it cannot read as -', () => expect(formatMoment('', 'th')).toBe('-'));
});
