import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { COOKIE_NOTICE_DAYS, COOKIE_NOTICE_DELAY_MS } from '../../contract/constants.ts';
import { cookieNoticeMachine } from './cookieNotice.machine.ts';

function start(accepted: boolean | Error) {
  const stored: number[] = [];
  const machine = cookieNoticeMachine.provide({
    actors: {
      isAccepted: fromPromise(async () => {
        if (accepted instanceof Error) throw accepted;
        return accepted;
      }),
    },
    actions: { storeAccepted: (_, { days }) => void stored.push(days) },
  });
  return { actor: createActor(machine).start(), stored };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('cookieNotice machine', () => {
  it('appears 300 ms after load when not accepted', async () => {
    expect(COOKIE_NOTICE_DELAY_MS).toBe(300);
    const { actor } = start(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(299);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('never appears when accepted before', async () => {
    const { actor, stored } = start(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(stored).toEqual([]);
  });

  it('appears when the flag cannot be read', async () => {
    const { actor } = start(new Error('blocked'));
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('accepting stores the flag for 30 days and hides the notice', async () => {
    const { actor, stored } = start(false);
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'cookieNotice.accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(stored).toEqual([30]);
    expect(COOKIE_NOTICE_DAYS).toBe(30);
  });

  it('ignores accept before the notice is visible', async () => {
    const { actor, stored } = start(false);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'cookieNotice.accept' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(stored).toEqual([]);
  });
});
