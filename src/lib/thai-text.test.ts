import { describe, expect, it } from 'vitest';
import { keepNumbersWithUnits } from './thai-text';

describe('keepNumbersWithUnits', () => {
  it('holds a number to the Thai unit after it', () => {
    expect(keepNumbersWithUnits('iPad Pro 13 นิ้ว (M5)')).toBe('iPad Pro 13\u00A0นิ้ว (M5)');
    expect(keepNumbersWithUnits('ใช้งานได้สูงสุด 18 ชั่วโมง และ 5.6 มม.')).toBe('ใช้งานได้สูงสุด 18\u00A0ชั่วโมง และ 5.6\u00A0มม.');
  });

  it('holds them together in HTML, after a tag', () => {
    expect(keepNumbersWithUnits('<p>ผ่อน 0% นานสูงสุด <strong>10 เดือน</strong></p>')).toBe('<p>ผ่อน 0% นานสูงสุด <strong>10\u00A0เดือน</strong></p>');
  });

  it('leaves every other space where it was', () => {
    expect(keepNumbersWithUnits('iPad Pro 13-inch (M5)')).toBe('iPad Pro 13-inch (M5)');
    expect(keepNumbersWithUnits('ชิป M5 ที่เร็วขึ้น')).toBe('ชิป M5 ที่เร็วขึ้น');
    expect(keepNumbersWithUnits('USB-C 20 W')).toBe('USB-C 20 W');
  });
});
