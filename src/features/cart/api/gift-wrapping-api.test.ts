import { describe, expect, it } from 'vitest';
import { giftWrappingPriceOn } from './gift-wrapping-api';

const config = {
  giftWrapping: {
    defaultPrice: 59,
    campaign: [
      { name: 'New Year', startDate: '2026-12-15T00:00:00+07:00', endDate: '2027-01-15T23:59:59+07:00', price: 29 },
      { name: 'Songkran', startDate: '2027-04-01T00:00:00+07:00', endDate: '2027-04-30T23:59:59+07:00', price: 0 },
    ],
  },
};

describe('giftWrappingPriceOn', () => {
  it('is the default price outside every campaign', () => expect(giftWrappingPriceOn(config, new Date('2026-11-21T12:00:00+07:00'))).toBe(59));
  it("is the campaign's price while it runs, from its first to its last second", () => {
    expect(giftWrappingPriceOn(config, new Date('2026-12-15T00:00:00+07:00'))).toBe(29);
    expect(giftWrappingPriceOn(config, new Date('2027-01-15T23:59:59+07:00'))).toBe(29);
    expect(giftWrappingPriceOn(config, new Date('2027-01-16T00:00:00+07:00'))).toBe(59);
  });
  it('is free during a free campaign', () => expect(giftWrappingPriceOn(config, new Date('2027-04-13T12:00:00+07:00'))).toBe(0));
  it('is 59 baht before the configuration has loaded', () => expect(giftWrappingPriceOn(undefined, new Date())).toBe(59));
});
