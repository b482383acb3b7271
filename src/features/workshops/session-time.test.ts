import { describe, expect, it } from 'vitest';
import { sessionDate, sessionTime } from './session-time';

describe('a workshop session in words', () => {
  const saturdayMorning = '2026-11-28T03:00:00Z';
  it('is written at Bangkok time, the Thai date with its Buddhist year like the shop’s other Thai dates', () => {
    expect(sessionDate(saturdayMorning, 'th')).toBe('วันเสาร์ที่ 28 พฤศจิกายน 2569');
    expect(sessionDate(saturdayMorning, 'en')).toBe('Saturday 28 November 2026');
    expect(sessionTime(saturdayMorning, 'th')).toBe('10:00 น.');
  });
  it('keeps the day of Bangkok past its midnight', () => expect(sessionDate('2026-11-28T17:30:00Z', 'en')).toBe('Sunday 29 November 2026'));
});
