import { describe, expect, it } from 'vitest';
import { item } from './cart-fixtures.ts';
import { atItemLimit, clampQuantity, displayedQuantity, linesSubtotal, quantityLimit } from './cart-selectors.ts';

const context = { cartId: 'c', cart: null, queue: [], pendingQuantities: [], error: null, adoptedCartId: null, crossSell: [], crossSellKey: '' };

describe('quantityLimit', () => {
  it('is the smaller of stock and limitQty', () => {
    expect(quantityLimit({ ...item(1, 1), stock: 3, limitQty: 5 })).toBe(3);
    expect(quantityLimit({ ...item(1, 1), stock: 30, limitQty: 2 })).toBe(2);
  });
  it('is 1 for education and bundle-child items, and never below 1', () => {
    expect(quantityLimit({ ...item(1, 1), educationFlag: true })).toBe(1);
    expect(quantityLimit({ ...item(1, 1), bundleParentId: 9 })).toBe(1);
    expect(quantityLimit({ ...item(1, 1), stock: 0 })).toBe(1);
  });
});

describe('atItemLimit', () => {
  it('is reached at limitQty when stock allows as many', () => {
    expect(atItemLimit({ ...item(1, 1), stock: 30, limitQty: 5 }, 5)).toBe(true);
    expect(atItemLimit({ ...item(1, 1), stock: 5, limitQty: 5 }, 5)).toBe(true);
    expect(atItemLimit({ ...item(1, 1), stock: 30, limitQty: 5 }, 4)).toBe(false);
  });
  it('is not what holds a line kept by its stock, an education price or its bundle', () => {
    expect(atItemLimit({ ...item(1, 1), stock: 3, limitQty: 5 }, 3)).toBe(false);
    expect(atItemLimit({ ...item(1, 1), stock: 30, limitQty: 1, educationFlag: true }, 1)).toBe(false);
    expect(atItemLimit({ ...item(1, 1), stock: 30, limitQty: 1, bundleParentId: 9 }, 1)).toBe(false);
  });
});

describe('clampQuantity', () => {
  it('keeps the stepper between 1 and the limit', () => {
    expect(clampQuantity(0, item(1, 1))).toBe(1);
    expect(clampQuantity(9, item(1, 1))).toBe(5);
  });
});

describe('displayedQuantity', () => {
  it('shows what the shopper picked before the server has it', () => {
    const line = item(1, 2);
    expect(displayedQuantity(context, line)).toBe(2);
    expect(displayedQuantity({ ...context, queue: [{ kind: 'update', productId: 1, bundleParentId: null, quantity: 4 }] }, line)).toBe(4);
    expect(displayedQuantity({ ...context, pendingQuantities: [{ productId: 1, bundleParentId: null, quantity: 5 }] }, line)).toBe(5);
  });
});

describe('linesSubtotal', () => {
  it('adds up the line totals, and is 0 without a bag', () => {
    expect(
      linesSubtotal({
        items: [
          { ...item(1, 2), totalPrice: 1_180 },
          { ...item(2, 1), totalPrice: 4_590.5 },
        ],
      }),
    ).toBe(5_770.5);
    expect(linesSubtotal(null)).toBe(0);
  });
});
