import { describe, expect, it } from 'vitest';
import { type CouponRule, type PricedLineInput, type PricingContext, priceCart, priceLine } from './pricing.ts';

const line = (over: Partial<PricedLineInput> = {}): PricedLineInput => ({
  quantity: 1,
  price: 29_900_00,
  specialPrice: null,
  educationPrice: null,
  categorySlug: 'iphone',
  giftWrappingFlag: false,
  ...over,
});
const context = (over: Partial<PricingContext> = {}): PricingContext => ({
  education: false,
  coupon: null,
  giftWrappingPrice: 59_00,
  giftWrappingCampaign: null,
  ...over,
});
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minSpend: 0,
  categories: null,
  ...over,
});

describe('priceLine', () => {
  it('charges the special price and reports the saving as discount', () => {
    const priced = priceLine(line({ quantity: 2, specialPrice: 27_900_00 }), false, 59_00);
    expect(priced.totalPrice).toBe(55_800_00);
    expect(priced.totalStandardPrice).toBe(59_800_00);
    expect(priced.discount).toBe(4_000_00);
  });

  it('adds the day’s gift wrapping price once per line', () => {
    expect(priceLine(line({ quantity: 3, giftWrappingFlag: true }), false, 59_00).totalGiftWrappingPrice).toBe(59_00);
    expect(priceLine(line({ giftWrappingFlag: true }), false, 0).totalGiftWrappingPrice).toBe(0);
  });

  it('gives the education price to one unit of a line only, and only with a valid code', () => {
    const edu = line({ quantity: 2, price: 39_900_00, educationPrice: 36_900_00 });
    expect(priceLine(edu, false, 0).eduDiscount).toBe(0);
    const priced = priceLine(edu, true, 0);
    expect(priced.educationUnits).toBe(1);
    expect(priced.eduDiscount).toBe(3_000_00);
    expect(priced.totalPrice).toBe(39_900_00 + 36_900_00);
  });

  it('keeps a special price lower than the education price', () => {
    const priced = priceLine(line({ price: 39_900_00, specialPrice: 35_900_00, educationPrice: 36_900_00 }), true, 0);
    expect(priced.eduDiscount).toBe(0);
    expect(priced.totalPrice).toBe(35_900_00);
  });
});

describe('priceCart', () => {
  it('gives the VAT share of a VAT-inclusive total', () => {
    const { totals } = priceCart([line({ price: 1_070_00 })], context());
    expect(totals.totalPayable).toBe(1_070_00);
    expect(totals.totalVat).toBe(70_00);
  });

  it('charges delivery under 1,000 baht and ships free from there', () => {
    expect(priceCart([line({ price: 690_00, categorySlug: 'apple-accessories' })], context()).totals).toMatchObject({
      totalDeliveryFee: 50_00,
      totalPayable: 740_00,
    });
    expect(priceCart([line({ price: 1_000_00 })], context()).totals.totalDeliveryFee).toBe(0);
  });

  it('applies a percent coupon to covered categories only, capped', () => {
    const lines = [line({ price: 40_000_00 }), line({ price: 2_000_00, categorySlug: 'apple-accessories' })];
    const accessoriesOnly = priceCart(lines, context({ coupon: coupon({ categories: ['apple-accessories'] }) }));
    expect(accessoriesOnly.totals.totalDiscount).toBe(200_00);
    const capped = priceCart(lines, context({ coupon: coupon({ maxDiscount: 1_000_00 }) }));
    expect(capped.totals.totalDiscount).toBe(1_000_00);
    expect(capped.totals.totalPayable).toBe(41_000_00);
    expect(capped.totals.applyRules).toContainEqual({ name: 'coupon:SAVE10' });
  });

  it('never lets a fixed coupon exceed what the covered lines cost', () => {
    const { totals } = priceCart([line({ price: 790_00 })], context({ coupon: coupon({ kind: 'fixed', value: 1_000_00 }) }));
    expect(totals.totalDiscount).toBe(790_00);
    expect(totals.totalPayable).toBe(50_00);
  });

  it('reports a coupon whose minimum spend is not met and gives no discount', () => {
    const priced = priceCart([line({ price: 990_00 })], context({ coupon: coupon({ minSpend: 2_000_00 }) }));
    expect(priced.couponProblem).toBe('min-spend');
    expect(priced.totals.totalDiscount).toBe(0);
  });

  it('adds up to a payable total: before-edu minus education and coupon discounts plus delivery', () => {
    const { totals } = priceCart(
      [
        line({ quantity: 2, price: 39_900_00, educationPrice: 36_900_00 }),
        line({ price: 1_290_00, categorySlug: 'apple-accessories', giftWrappingFlag: true }),
      ],
      context({ education: true, coupon: coupon({ kind: 'fixed', value: 500_00 }), giftWrappingPrice: 29_00, giftWrappingCampaign: 'New Year' }),
    );
    expect(totals.totalBeforeEdu).toBe(2 * 39_900_00 + 1_290_00 + 29_00);
    expect(totals.totalEduDiscount).toBe(3_000_00);
    expect(totals.totalDiscount).toBe(500_00);
    expect(totals.totalPayable).toBe(totals.totalBeforeEdu - 3_000_00 - 500_00);
    expect(totals.applyRules.map((r) => r.name)).toEqual([
      'education-price',
      'coupon:SAVE10',
      'gift-wrapping',
      'gift-wrapping-campaign:New Year',
      'free-delivery',
    ]);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([], context()).totals).toMatchObject({ totalPayable: 0, totalVat: 0, totalQuantity: 0, totalDeliveryFee: 0, applyRules: [] });
  });
});
