import { describe, expect, it } from 'vitest';
import { amountOf } from './price-amount';

describe('amountOf', () => {
  it('reads an amount with thousands separators, a baht sign, spaces or Thai digits', () => {
    expect(amountOf('50000')).toBe(50000);
    expect(amountOf('50,000')).toBe(50000);
    expect(amountOf(' ฿ 1,250 ')).toBe(1250);
    expect(amountOf('๕๐,๐๐๐')).toBe(50000);
    expect(amountOf('999.6')).toBe(1000);
  });

  it('answers nothing for an empty field or what is not an amount', () => {
    for (const text of ['', '   ', 'abc', '-500', '5e4', '1.2.3']) expect(amountOf(text)).toBeUndefined();
  });
});
