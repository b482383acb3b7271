import { describe, expect, it } from 'vitest';
import { priceCart, priceLine } from './pricing.ts';

describe('priceLine', () => {
  it('charges the special price and reports the saving as discount', () => {
    const line = priceLine({ quantity: 2, price: 29_900_00, specialPrice: 27_900_00, giftWrappingFlag: false });
    expect(line.totalPrice).toBe(55_800_00);
    expect(line.totalStandardPrice).toBe(59_800_00);
    expect(line.discount).toBe(4_000_00);
  });

  it('adds 59 THB of gift wrapping once per line', () => {
    expect(priceLine({ quantity: 3, price: 990_00, specialPrice: null, giftWrappingFlag: true }).totalGiftWrappingPrice).toBe(59_00);
  });
});

describe('priceCart', () => {
  it('gives the VAT share of a VAT-inclusive total', () => {
    const { totals } = priceCart([{ quantity: 1, price: 107_00, specialPrice: null, giftWrappingFlag: false }]);
    expect(totals.totalPayable).toBe(107);
    expect(totals.totalVat).toBe(7);
  });

  it('sums quantities and rounds VAT to the satang', () => {
    const { totals } = priceCart([
      { quantity: 2, price: 43_900_00, specialPrice: null, giftWrappingFlag: false },
      { quantity: 1, price: 1_290_00, specialPrice: 990_00, giftWrappingFlag: false },
    ]);
    expect(totals.totalQuantity).toBe(3);
    expect(totals.totalPayable).toBe(88_790);
    expect(totals.totalVat).toBe(5_808.69);
    expect(totals.totalDiscount).toBe(300);
    expect(totals.applyRules).toEqual([{ name: 'special-price' }]);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([]).totals).toMatchObject({ totalPayable: 0, totalVat: 0, totalQuantity: 0, applyRules: [] });
  });
});
