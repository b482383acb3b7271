import { describe, expect, it } from 'vitest';
import { bangkokDateTime } from './mail.ts';

describe('bangkokDateTime', () => {
  const at = new Date('2026-12-05T03:00:00Z');
  it('writes a Thai date with its Buddhist year and the time with น., as the appointment mails do', () =>
    expect(bangkokDateTime(at, 'th')).toBe('วันเสาร์ที่ 5 ธันวาคม พ.ศ. 2569 เวลา 10:00 น.'));
  it('writes an English date and a 24-hour time in Bangkok', () => expect(bangkokDateTime(at, 'en')).toBe('Saturday, 5 December 2026 at 10:00'));
});
