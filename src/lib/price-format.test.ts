import { describe, expect, it } from 'vitest';
import { formatBaht, formatBahtRange, formatPrice } from './price-format';

describe('formatPrice', () => {
  it('shows 0 as 0', () => expect(formatPrice(0)).toBe('0'));
  it('shows a missing price as -', () => {
    expect(formatPrice(undefined)).toBe('-');
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
  });
  it('separates thousands', () => expect(formatPrice(1234567)).toBe('1,234,567'));
  it('keeps satang when there are some', () => expect(formatPrice(5808.79)).toBe('5,808.79'));
  it('shows satang with two digits', () => {
    expect(formatPrice(778.5)).toBe('778.50');
    expect(formatPrice(0.5)).toBe('0.50');
    expect(formatPrice(2871.9)).toBe('2,871.90');
  });
  it('rounds to the satang, without digits once that is whole baht', () => {
    expect(formatPrice(778.499999)).toBe('778.50');
    expect(formatPrice(99.999)).toBe('100');
    expect(formatPrice(0.001)).toBe('0');
  });
  it('keeps the sign of a negative amount', () => expect(formatPrice(-1234.5)).toBe('-1,234.50'));
  it("writes every amount as the browser's number format would", () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const withSatang = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // amounts of every length, both signs, whole baht and satang, spread by a multiplicative hash
    for (let i = 1; i < 5000; i++) {
      const satang = (i % 3 === 0 ? -1 : 1) * ((i * 2_654_435_761) % 10 ** (2 + (i % 9)));
      if (satang === 0) continue;
      const expected = satang % 100 === 0 ? whole.format(satang / 100) : withSatang.format(satang / 100);
      expect(formatPrice(satang / 100), String(satang)).toBe(expected);
    }
  });
});

describe('formatBaht', () => {
  it('prefixes the baht sign', () => expect(formatBaht(29900)).toBe('฿29,900'));
  it('leaves a missing price as -', () => expect(formatBaht(undefined)).toBe('-'));
  it('shows VAT with satang as money', () => expect(formatBaht(5808.5)).toBe('฿5,808.50'));
});

describe('formatBahtRange', () => {
  it('shows one price when there is no range', () => {
    expect(formatBahtRange(14900)).toBe('฿14,900');
    expect(formatBahtRange(14900, 14900)).toBe('฿14,900');
    expect(formatBahtRange(14900, null)).toBe('฿14,900');
  });
  it('holds the dash to the first price, so a narrow card breaks the range only after it', () =>
    expect(formatBahtRange(14900, 19400)).toBe('฿14,900\u00a0- ฿19,400'));
});
