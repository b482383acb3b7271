import { describe, expect, it } from 'vitest';
import { enqueue, opOf, queueWrite } from './cart-queue.ts';

const line = { productId: 7, bundleParentId: null };

describe('enqueue', () => {
  it('replaces a queued update of the same line with the newer quantity', () => {
    const queue = enqueue(enqueue([], { kind: 'update', ...line, quantity: 2 }), { kind: 'update', ...line, quantity: 4 });
    expect(queue).toEqual([{ kind: 'update', ...line, quantity: 4 }]);
  });

  it('keeps every add, in order', () => {
    const queue = enqueue(enqueue([], { kind: 'add', ...line, quantity: 1 }), { kind: 'add', ...line, quantity: 1 });
    expect(queue).toHaveLength(2);
  });

  it('keeps a queued update before a removal (the removal wins on the server, in order)', () => {
    const queue = enqueue(enqueue([], { kind: 'update', ...line, quantity: 3 }), { kind: 'remove', ...line });
    expect(queue).toEqual([
      { kind: 'update', ...line, quantity: 3 },
      { kind: 'remove', ...line },
    ]);
  });

  it('does not move a newer quantity before an add of the same line', () => {
    let queue = enqueue([], { kind: 'update', ...line, quantity: 2 });
    queue = enqueue(queue, { kind: 'add', ...line, quantity: 1 });
    queue = enqueue(queue, { kind: 'update', ...line, quantity: 1 });
    expect(queue.map((q) => q.kind)).toEqual(['update', 'add', 'update']);
  });

  it('leaves other lines alone', () => {
    const other = { kind: 'update' as const, productId: 8, bundleParentId: null, quantity: 2 };
    expect(enqueue([other], { kind: 'update', ...line, quantity: 3 })).toHaveLength(2);
  });
});

describe('enqueue, beyond lines', () => {
  it('keeps only the newest coupon and the newest education-code change', () => {
    let queue = enqueue([], { kind: 'coupon', couponCode: 'A' });
    queue = enqueue(queue, { kind: 'coupon', couponCode: 'B' });
    queue = enqueue(queue, { kind: 'eligibility.apply', customerId: 'EDU-TH-0001', eligibilityCode: 'X' });
    queue = enqueue(queue, { kind: 'eligibility.delete' });
    expect(queue).toEqual([{ kind: 'coupon', couponCode: 'B' }, { kind: 'eligibility.delete' }]);
  });

  it('keeps every gift-wrapping change, in order, beside a coupon taken off (an empty code)', () => {
    let queue = enqueue([], { kind: 'giftWrapping.add', productId: 7, message: 'สุขสันต์วันเกิด' });
    queue = enqueue(queue, { kind: 'coupon', couponCode: '' });
    queue = enqueue(queue, { kind: 'giftWrapping.delete', productId: 7 });
    queue = enqueue(queue, { kind: 'giftWrapping.add', productId: 7, message: null });
    expect(queue.map((q) => q.kind)).toEqual(['giftWrapping.add', 'coupon', 'giftWrapping.delete', 'giftWrapping.add']);
  });

  it('never replaces the op in flight', () => {
    const inFlight = { kind: 'update' as const, productId: 7, bundleParentId: null, quantity: 2 };
    const queue = enqueue([inFlight], { kind: 'update', productId: 7, bundleParentId: null, quantity: 5 }, true);
    expect(queue).toEqual([inFlight, { kind: 'update', productId: 7, bundleParentId: null, quantity: 5 }]);
  });
});

describe('opOf', () => {
  it('turns the gift-wrapping requests into ops by SKU id', () => {
    expect(opOf({ type: 'cart.giftWrapping.add', productId: 7, message: 'Happy birthday' })).toEqual({
      kind: 'giftWrapping.add',
      productId: 7,
      message: 'Happy birthday',
    });
    expect(opOf({ type: 'cart.giftWrapping.remove', productId: 7 })).toEqual({ kind: 'giftWrapping.delete', productId: 7 });
  });

  it('leaves the quantity being chosen alone when a line is wrapped', () => {
    const state = { cart: null, queue: [], pendingQuantities: [{ ...line, quantity: 3 }] };
    expect(queueWrite(state, { type: 'cart.giftWrapping.add', productId: 7, message: null }, false)).toEqual({
      queue: [{ kind: 'giftWrapping.add', productId: 7, message: null }],
      pendingQuantities: [{ ...line, quantity: 3 }],
    });
  });
});
