import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { isLoading, LOADING_OPERATIONS, loadingRegistryMachine, showsLoadingModal } from './loadingRegistry.machine.ts';

const start = () => createActor(loadingRegistryMachine).start();

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('loadingRegistry machine', () => {
  it('names the operations of the spec, the cart fetch, and placing and paying an order', () => {
    expect(LOADING_OPERATIONS).toEqual([
      'get-shipping',
      'create-address',
      'get-billing',
      'create-cart',
      'add-cart',
      'update-cart',
      'merge-cart',
      'delete-cart',
      'apply-coupon',
      'apply-eligible-code',
      'delete-eligible-code',
      'get-cart',
      'place-order',
      'start-payment',
    ]);
  });

  it('is loading while an operation runs and idle after it ends', () => {
    const actor = start();
    expect(isLoading(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'loading.start', operation: 'add-cart' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(isLoading(actor.getSnapshot().context)).toBe(true);
    expect(showsLoadingModal(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'loading.end', operation: 'add-cart' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.operations).toEqual([]);
  });

  it('the cart fetch alone does not show the loading modal', () => {
    const actor = start();
    actor.send({ type: 'loading.start', operation: 'get-cart' });
    expect(isLoading(actor.getSnapshot().context)).toBe(true);
    expect(showsLoadingModal(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'loading.start', operation: 'update-cart' });
    expect(showsLoadingModal(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'loading.end', operation: 'update-cart' });
    expect(showsLoadingModal(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('needs as many ends as starts of the same operation', () => {
    const actor = start();
    actor.send({ type: 'loading.start', operation: 'update-cart' });
    actor.send({ type: 'loading.start', operation: 'update-cart' });
    actor.send({ type: 'loading.end', operation: 'update-cart' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.operations).toEqual(['update-cart']);
    actor.send({ type: 'loading.end', operation: 'update-cart' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores the end of an operation that is not running', () => {
    const actor = start();
    actor.send({ type: 'loading.end', operation: 'merge-cart' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'loading.start', operation: 'get-billing' });
    actor.send({ type: 'loading.end', operation: 'merge-cart' });
    expect(actor.getSnapshot().context.operations).toEqual(['get-billing']);
  });
});
