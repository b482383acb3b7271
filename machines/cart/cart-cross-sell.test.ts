import { describe, expect, it } from 'vitest';
import type { RelatedProduct } from '../../contract/cart.ts';
import { toCrossSell } from './cart-cross-sell.ts';

const related = (over: Partial<RelatedProduct>): RelatedProduct => ({
  productId: 7,
  productName: 'Apple Pencil Pro',
  categoryName: 'Accessories',
  isSpecialPrice: false,
  priceRange: { min: 4790, max: 4790 },
  educationFlag: false,
  eduPriceRange: null,
  ...over,
});

describe('toCrossSell', () => {
  it('keeps the regular range as the price and the education range beside it only for a flagged product', () => {
    const [flagged, plain] = toCrossSell([
      related({ educationFlag: true, eduPriceRange: { min: 4390, max: 4390 } }),
      related({ productId: 8, eduPriceRange: { min: 4390, max: 4390 } }),
    ]);
    expect(flagged).toMatchObject({ priceRange: { min: 4790, max: 4790 }, eduPriceRange: { min: 4390, max: 4390 } });
    expect(plain).toMatchObject({ priceRange: { min: 4790, max: 4790 }, eduPriceRange: null });
  });

  it('keeps the regular prices a special price is shown against', () => {
    const [sale] = toCrossSell([related({ isSpecialPrice: true, priceRange: { min: 4390, max: 4390 }, standardPriceRange: { min: 4790, max: 4790 } })]);
    expect(sale).toMatchObject({ isSpecialPrice: true, priceRange: { min: 4390, max: 4390 }, standardPriceRange: { min: 4790, max: 4790 } });
    expect(toCrossSell([related({})])[0]!.standardPriceRange).toBeNull();
  });

  it('drops an entry without a product id', () => {
    expect(toCrossSell([related({ productId: null })])).toEqual([]);
  });
});
