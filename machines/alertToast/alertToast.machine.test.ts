import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_MS } from '../../contract/constants.ts';
import { alertToastMachine } from './alertToast.machine.ts';

const start = () => createActor(alertToastMachine).start();

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('alertToast machine', () => {
  it('hides after 3000 ms by default', async () => {
    expect(TOAST_MS).toBe(3000);
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Added to cart' });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context).toEqual({ message: 'Added to cart', duration: 3000 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().value).toBe('visible');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('honours a given duration', async () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Saved', duration: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().value).toBe('visible');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a new toast replaces the message and restarts the timer', async () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'first' });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'toast.show', message: 'second' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.message).toBe('second');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('hides on request and the old timer does not fire later', async () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'first' });
    actor.send({ type: 'toast.hide' });
    expect(actor.getSnapshot().value).toBe('hidden');
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'toast.show', message: 'second' });
    await vi.advanceTimersByTimeAsync(2500);
    expect(actor.getSnapshot().value).toBe('visible');
  });
});
