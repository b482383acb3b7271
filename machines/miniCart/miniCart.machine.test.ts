import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { miniCartMachine } from './miniCart.machine.ts';

function start() {
  const calls: string[] = [];
  const machine = miniCartMachine.provide({
    actions: {
      lockScroll: () => void calls.push('lock'),
      unlockScroll: () => void calls.push('unlock'),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('miniCart machine', () => {
  it('starts closed without touching the scroll', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual([]);
  });

  it('locks the page scroll while open and unlocks it when hidden', () => {
    const { actor, calls } = start();
    actor.send({ type: 'miniCart.show' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(calls).toEqual(['lock']);
    actor.send({ type: 'miniCart.show' });
    expect(calls).toEqual(['lock']);
    actor.send({ type: 'miniCart.hide' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lock', 'unlock']);
  });

  it('toggles', () => {
    const { actor, calls } = start();
    actor.send({ type: 'miniCart.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'miniCart.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lock', 'unlock']);
  });

  it('closes when the path changes', () => {
    const { actor, calls } = start();
    actor.send({ type: 'miniCart.show' });
    actor.send({ type: 'route.changed', path: '/products' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lock', 'unlock']);
  });

  it('ignores hide and path changes while closed', () => {
    const { actor, calls } = start();
    actor.send({ type: 'miniCart.hide' });
    actor.send({ type: 'route.changed', path: '/cart' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual([]);
  });
});
