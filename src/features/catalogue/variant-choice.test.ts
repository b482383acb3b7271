import type { ProductVariant } from '@contract/catalogue';
import { describe, expect, it } from 'vitest';
import { chosenVariant, variantForCapacity, variantForColour } from './variant-choice';

const variant = (productId: number, colourCode: string, capacity: string | null, stock = 5) =>
  ({ productId, colourCode, capacity, stock, price: 1000, specialPrice: null, educationPrice: null, limitQty: 2 }) as ProductVariant;

// silver in 256GB and 512GB, blue in 256GB only; the first silver one is sold out
const product = { variants: [variant(1, 'silver', '256GB', 0), variant(2, 'silver', '512GB'), variant(3, 'blue', '256GB')] };

describe('chosenVariant', () => {
  it('is the variant the address names', () => expect(chosenVariant(product, 1).productId).toBe(1));
  it('is the first in stock when the address names none or one the product does not have', () => {
    expect(chosenVariant(product, undefined).productId).toBe(2);
    expect(chosenVariant(product, 999).productId).toBe(2);
  });
  it('is the first when none is in stock', () =>
    expect(chosenVariant({ variants: [variant(7, 'a', null, 0), variant(8, 'b', null, 0)] }, undefined).productId).toBe(7));
});

describe('variantForColour', () => {
  it('keeps the size the colour has', () => expect(variantForColour(product, product.variants[0]!, 'blue').productId).toBe(3));
  it("takes the colour's first size when it lacks the one chosen", () => expect(variantForColour(product, product.variants[1]!, 'blue').productId).toBe(3));
});

describe('variantForCapacity', () => {
  it('keeps the colour that has the size', () => expect(variantForCapacity(product, product.variants[0]!, '512GB').productId).toBe(2));
  it('takes a colour that has the size when the chosen one lacks it', () =>
    expect(variantForCapacity(product, product.variants[2]!, '512GB').productId).toBe(2));
});
