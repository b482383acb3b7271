import { describe, expect, it } from 'vitest';
import { cartOf } from '../cart/cart-fixtures.ts';
import { bagChanges } from './bag-changes.ts';

describe('bagChanges', () => {
  it('names the lines added, removed, with another quantity or another price, then the new total', () => {
    const before = cartOf('c', 1, [
      [1, 1],
      [2, 1],
    ]);
    const after = cartOf('c', 2, [
      [1, 2],
      [3, 1],
    ]);
    after.items[0]!.price = 120;
    after.totalPayable = before.totalPayable + 500;
    expect(bagChanges(before, after)).toEqual([
      { kind: 'quantity', name: 'P1', before: 1, after: 2 },
      { kind: 'price', name: 'P1', before: 100, after: 120 },
      { kind: 'added', name: 'P3' },
      { kind: 'removed', name: 'P2' },
      { kind: 'total', before: before.totalPayable, after: after.totalPayable },
    ]);
  });

  it('finds nothing when only the version moved', () => {
    expect(bagChanges(cartOf('c', 1, [[1, 1]]), cartOf('c', 2, [[1, 1]]))).toEqual([]);
  });
});
