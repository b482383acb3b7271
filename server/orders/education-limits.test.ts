import { describe, expect, it } from 'vitest';
import { educationGroupOf, firstExceeded, thaiYearOf, thaiYearStart, yearlyLimitMessage, yearlyLimitRule } from './education-limits.ts';

describe('education yearly limits', () => {
  it('counts AirPods with accessories and leaves iPhone out', () => {
    expect(educationGroupOf('airpods')).toBe('accessory');
    expect(educationGroupOf('mac-notebook')).toBe('mac-notebook');
    expect(educationGroupOf('iphone')).toBeNull();
  });

  it('allows one Mac notebook and two iPads a year', () => {
    expect(firstExceeded(new Map(), new Map([['mac-notebook', 1]]))).toBeNull();
    expect(firstExceeded(new Map([['mac-notebook', 1]]), new Map([['mac-notebook', 1]]))).toBe('mac-notebook');
    expect(firstExceeded(new Map([['ipad', 1]]), new Map([['ipad', 1]]))).toBeNull();
    expect(firstExceeded(new Map([['ipad', 1]]), new Map([['ipad', 2]]))).toBe('ipad');
  });

  it('starts the year at midnight of 1 January in Bangkok', () => {
    expect(thaiYearStart(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2025-12-31T17:00:00.000Z');
    expect(thaiYearStart(new Date('2026-12-31T18:00:00Z')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(thaiYearOf(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(thaiYearOf(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
  });

  it('names the limit in the message', () => {
    expect(yearlyLimitMessage('ipad', 2).en).toBe(
      'Education pricing allows 2 iPads a year (you have bought 2 this year). You cannot buy more iPads at education prices this year: remove them from your bag, or remove the education code to buy at the regular price.',
    );
    expect(yearlyLimitMessage('mac-notebook', 1).th).toContain('จำกัด 1 ชิ้นต่อปี (ปีนี้คุณซื้อแล้ว 1 ชิ้น)');
  });

  it("names Apple's rule with its limit, in the shopper's language", () => {
    expect(yearlyLimitRule('en', 'mac-desktop')).toBe('Apple education pricing allows 1 Mac desktop per person each calendar year');
    expect(yearlyLimitRule('th', 'ipad')).toBe('ราคาเพื่อการศึกษาของ Apple ซื้อ iPad ได้ 2 ชิ้นต่อคนต่อปีปฏิทิน');
    // a Thai name runs on with the Thai around it; a Latin one keeps its spaces
    expect(yearlyLimitRule('th', 'accessory')).toBe('ราคาเพื่อการศึกษาของ Apple ซื้ออุปกรณ์เสริมได้ 2 ชิ้นต่อคนต่อปีปฏิทิน');
    expect(yearlyLimitRule('th', 'mac-notebook')).toBe('ราคาเพื่อการศึกษาของ Apple ซื้อ Mac โน้ตบุ๊กได้ 1 ชิ้นต่อคนต่อปีปฏิทิน');
  });
});
