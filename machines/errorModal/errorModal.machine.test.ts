import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { errorModalMachine } from './errorModal.machine.ts';

function start(path = '/checkout') {
  const logins: (string | null)[] = [];
  let miniCartOpened = 0;
  const machine = errorModalMachine.provide({
    actions: {
      goToLogin: (_, { redirect }) => void logins.push(redirect),
      openMiniCart: () => void miniCartOpened++,
    },
  });
  const actor = createActor(machine, { input: { path } }).start();
  return { actor, logins, miniCartOpened: () => miniCartOpened };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('errorModal machine', () => {
  it('shows the default text when the error has neither reason nor message', () => {
    const { actor } = start();
    actor.send({ type: 'error.show' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('shown');
    expect(context).toMatchObject({ reason: null, message: null });
  });

  it('keeps the reason and the server message', () => {
    const { actor } = start();
    actor.send({ type: 'error.show', reason: 'notEnoughStock', message: 'Only 1 left', case: 422 });
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'notEnoughStock', message: 'Only 1 left', case: 422 });
  });

  it('hiding clears the flag and the message', () => {
    const { actor } = start();
    actor.send({ type: 'error.show', message: 'x', case: 500, canHide: true });
    actor.send({ type: 'error.hide' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context).toEqual({ reason: null, message: null, case: null, canHide: false, redirect: '/checkout' });
  });

  it('closes by the backdrop only when canHide', () => {
    const { actor } = start();
    actor.send({ type: 'error.show', message: 'x' });
    actor.send({ type: 'error.backdrop' });
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'error.show', message: 'y', canHide: true });
    actor.send({ type: 'error.backdrop' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('confirming case 401 goes to login with the current path as redirect', () => {
    const { actor, logins, miniCartOpened } = start('/cart');
    actor.send({ type: 'route.changed', path: '/checkout/shipping' });
    actor.send({ type: 'error.show', reason: 'loginRequired', case: 401 });
    actor.send({ type: 'error.confirm' });
    expect(logins).toEqual(['/checkout/shipping']);
    expect(miniCartOpened()).toBe(0);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('confirming case 4000 opens the mini cart', () => {
    const { actor, logins, miniCartOpened } = start();
    actor.send({ type: 'error.show', case: 4000 });
    actor.send({ type: 'error.confirm' });
    expect(miniCartOpened()).toBe(1);
    expect(logins).toEqual([]);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('confirming any other case just hides', () => {
    const { actor, logins, miniCartOpened } = start();
    actor.send({ type: 'error.show', case: 500 });
    actor.send({ type: 'error.confirm' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(logins).toEqual([]);
    expect(miniCartOpened()).toBe(0);
  });

  it('a new error while shown replaces the old one', () => {
    const { actor } = start();
    actor.send({ type: 'error.show', message: 'first', case: 401, canHide: true });
    actor.send({ type: 'error.show', message: 'second' });
    expect(actor.getSnapshot().context).toMatchObject({ message: 'second', case: null, canHide: false });
  });
});
