import { describe, expect, it } from 'vitest';
import { formatBaht, formatPrice } from './price-format';

describe('formatPrice', () => {
  it('shows 0 as 0', () => expect(formatPrice(0)).toBe('0'));
  it('shows a missing price as -', () => {
    expect(formatPrice(undefined)).toBe('-');
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
  });
  it('separates thousands', () => expect(formatPrice(1234567)).toBe('1,234,567'));
  it('keeps satang when there are some', () => expect(formatPrice(5808.79)).toBe('5,808.79'));
});

describe('formatBaht', () => {
  it('prefixes the baht sign', () => expect(formatBaht(29900)).toBe('฿29,900'));
  it('leaves a missing price as -', () => expect(formatBaht(undefined)).toBe('-'));
});
