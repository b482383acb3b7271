import type { ProductDetail, ProductVariant } from '@contract/catalogue';
import { describe, expect, it } from 'vitest';
import { variantToAdd } from './WishList';

const sku = (productId: number, stock: number): ProductVariant => ({
  productId,
  sku: `SKU-${productId}`,
  colourCode: 'silver',
  capacity: '256GB',
  price: 39_900,
  specialPrice: null,
  educationPrice: null,
  stock,
  limitQty: 2,
});
const model = (variants: ProductVariant[]): ProductDetail => ({
  productId: 1,
  slug: 'ipad-air',
  productName: 'iPad Air',
  description: '',
  categoryName: 'iPad',
  categorySlug: 'ipad',
  educationFlag: true,
  educationFamily: 'ipad',
  colours: [{ code: 'silver', name: 'Silver', hex: '#ccc' }],
  capacities: ['256GB'],
  variants,
});

describe('variantToAdd', () => {
  it('adds the first SKU in stock', () => expect(variantToAdd(model([sku(11, 0), sku(12, 3), sku(13, 9)]))?.productId).toBe(12));
  it('adds nothing when every SKU is sold out', () => expect(variantToAdd(model([sku(11, 0), sku(12, 0)]))).toBeUndefined());
});
