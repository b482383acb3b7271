import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEvents } from '../testing/live.ts';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import { miniCartModel } from './miniCart.model.ts';

function start() {
  const scroll = { locks: 0, unlocks: 0 };
  const machine = miniCartModel.machine.provide({
    actions: {
      lockScroll: () => void scroll.locks++,
      unlockScroll: () => void scroll.unlocks++,
    },
  });
  const actor = createActor(machine).start();
  return { actor, scroll, live: { machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

describeModel('miniCart', miniCartModel, async (path) => {
  const { actor, scroll, live } = start();
  await path.test({
    states: {
      closed: (state) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(scroll.locks).toBe(scroll.unlocks);
      },
      open: (state) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(scroll.locks).toBe(scroll.unlocks + 1);
      },
    },
    events: liveEvents(path, live),
  });
});
