import { describe, expect, it } from 'vitest';
import { dateOption } from './appointment-dates';

const notes = { closed: 'closed', full: 'fully booked', over: 'no times left today' };

describe('dateOption', () => {
  it('offers a day with a free slot by its name alone', () => {
    expect(dateOption({ date: '2026-11-30', closed: false, slots: [{ time: '10:00', free: 1 }] }, 'en', notes)).toEqual({
      value: '2026-11-30',
      label: 'Monday 30 November',
      disabled: false,
    });
  });

  it('tells a day whose slots are all taken from one whose times have passed, and from a closed day', () => {
    const day = (closed: boolean, slots: { time: string; free: number }[]) => dateOption({ date: '2026-11-29', closed, slots }, 'en', notes);
    expect(day(false, [{ time: '10:00', free: 0 }])).toMatchObject({ label: 'Sunday 29 November (fully booked)', disabled: true });
    expect(day(false, [])).toMatchObject({ label: 'Sunday 29 November (no times left today)', disabled: true });
    expect(day(true, [])).toMatchObject({ label: 'Sunday 29 November (closed)', disabled: true });
  });

  it('names the day in Thai on a Thai page', () => {
    expect(dateOption({ date: '2026-11-30', closed: false, slots: [{ time: '10:00', free: 2 }] }, 'th', notes).label).toBe('วันจันทร์ที่ 30 พฤศจิกายน');
  });
});
