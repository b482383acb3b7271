import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEvents } from '../testing/live.ts';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import { alertToastModel } from './alertToast.model.ts';

function start() {
  const machine = alertToastModel.machine;
  const actor = createActor(machine).start();
  return { actor, live: { machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

describeModel('alertToast', alertToastModel, async (path) => {
  const { actor, live } = start();
  await path.test({
    states: {
      hidden: () => {
        expect(actor.getSnapshot().value).toBe('hidden');
        expect(actor.getSnapshot().context.message).toBeNull();
      },
      visible: (state) => {
        expect(actor.getSnapshot().value).toBe('visible');
        expect(actor.getSnapshot().context).toEqual(state.context);
      },
    },
    // the delayed step waits duration - 1 ms, checks the toast is still there, then 1 ms more
    events: liveEvents(path, live),
  });
});
