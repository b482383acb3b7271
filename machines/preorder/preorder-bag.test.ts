import { describe, expect, it } from 'vitest';
import { addOne, type BagLimits, isOrderable, keepKnown, lineLimit, removeLine, setQuantity } from './preorder-bag.ts';

const limits = (unitsLeft: number, allocation: [number, number][]): BagLimits => ({ unitsLeft, allocation: new Map(allocation) });

describe('pre-order bag rules', () => {
  it('a line is at most 10, its allocation, and what the email may still pre-order beside the other lines', () => {
    expect(lineLimit([], limits(20, [[1, 50]]), 1)).toBe(10);
    expect(lineLimit([], limits(20, [[1, 3]]), 1)).toBe(3);
    expect(
      lineLimit(
        [{ productId: 2, quantity: 1 }],
        limits(2, [
          [1, 20],
          [2, 20],
        ]),
        1,
      ),
    ).toBe(1);
    expect(lineLimit([], limits(2, [[1, 0]]), 1)).toBe(0);
  });

  it('adding and setting stay between 1 and the limit; a full bag or a sold-out SKU does not change', () => {
    const l = limits(2, [
      [1, 20],
      [2, 20],
      [3, 0],
    ]);
    const one = addOne([], l, 1);
    expect(one).toEqual([{ productId: 1, quantity: 1 }]);
    expect(addOne(one, l, 1)).toEqual([{ productId: 1, quantity: 2 }]);
    expect(addOne(addOne(one, l, 1), l, 2)).toEqual([{ productId: 1, quantity: 2 }]);
    expect(addOne(one, l, 3)).toEqual(one);
    expect(setQuantity(one, l, 1, 9)).toEqual([{ productId: 1, quantity: 2 }]);
    expect(setQuantity(one, l, 1, 0)).toEqual([{ productId: 1, quantity: 1 }]);
    expect(removeLine(one, 1)).toEqual([]);
  });

  it('a line over what the email may still pre-order can still be lowered, not raised', () => {
    const over = [{ productId: 1, quantity: 2 }];
    const spent = limits(0, [[1, 20]]);
    expect(setQuantity(over, spent, 1, 1)).toEqual([{ productId: 1, quantity: 1 }]);
    expect(setQuantity(over, spent, 1, 3)).toEqual(over);
    expect(setQuantity([{ productId: 1, quantity: 3 }], limits(1, [[1, 20]]), 1, 2)).toEqual([{ productId: 1, quantity: 2 }]);
  });

  it('orderable: lines within allocation and units; unknown SKUs are dropped, sold-out lines kept', () => {
    const bag = [
      { productId: 1, quantity: 1 },
      { productId: 3, quantity: 1 },
    ];
    expect(
      isOrderable(
        bag,
        limits(2, [
          [1, 5],
          [3, 5],
        ]),
      ),
    ).toBe(true);
    expect(
      isOrderable(
        bag,
        limits(2, [
          [1, 5],
          [3, 0],
        ]),
      ),
    ).toBe(false);
    expect(
      isOrderable(
        bag,
        limits(1, [
          [1, 5],
          [3, 5],
        ]),
      ),
    ).toBe(false);
    expect(isOrderable([], limits(2, []))).toBe(false);
    expect(keepKnown(bag, limits(2, [[3, 0]]))).toEqual([{ productId: 3, quantity: 1 }]);
  });
});
