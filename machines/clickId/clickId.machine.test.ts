import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CLICK_ID_COOKIE_SECONDS } from '../../contract/constants.ts';
import { clickIdMachine, clickIdOf } from './clickId.machine.ts';

function start(search: string) {
  const stored: { clickId: string; maxAgeSeconds: number }[] = [];
  const machine = clickIdMachine.provide({ actions: { storeClickId: (_, params) => void stored.push(params) } });
  return { actor: createActor(machine, { input: { search } }).start(), stored };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('clickId machine', () => {
  it('stores the click_id of the query for 30 days', () => {
    expect(CLICK_ID_COOKIE_SECONDS).toBe(2_592_000);
    const { actor, stored } = start('?utm_source=facebook&click_id=abc%20123');
    expect(actor.getSnapshot().value).toBe('stored');
    expect(actor.getSnapshot().status).toBe('done');
    expect(stored).toEqual([{ clickId: 'abc 123', maxAgeSeconds: 2_592_000 }]);
  });

  it('stores nothing without a click_id', () => {
    for (const search of ['', '?utm_source=facebook', '?click_id=', 'click_idx=1']) {
      const { actor, stored } = start(search);
      expect(actor.getSnapshot().value).toBe('none');
      expect(stored).toEqual([]);
    }
  });

  it('reads the query with or without its question mark', () => {
    expect(clickIdOf('click_id=a')).toBe('a');
    expect(clickIdOf('?click_id=a')).toBe('a');
    expect(clickIdOf('?x=1')).toBeNull();
  });
});
