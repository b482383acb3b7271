import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, liveEvents } from '../testing/live.ts';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import { cookieNoticeModel } from './cookieNotice.model.ts';

function start() {
  const isAccepted = controlled<boolean>();
  const stored: number[] = [];
  const machine = cookieNoticeModel.machine.provide({
    actors: { isAccepted: isAccepted.logic },
    actions: { storeAccepted: (_, { days }) => void stored.push(days) },
  });
  const actor = createActor(machine).start();
  return { actor, stored, isAccepted, live: { machine, actor, actors: { isAccepted }, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

describeModel('cookieNotice', cookieNoticeModel, async (path) => {
  const { actor, stored, isAccepted, live } = start();
  await path.test({
    states: {
      checking: () => {
        expect(actor.getSnapshot().value).toBe('checking');
        expect(isAccepted.calls).toHaveLength(1);
      },
      waiting: () => expect(actor.getSnapshot().value).toBe('waiting'),
      visible: () => {
        expect(actor.getSnapshot().value).toBe('visible');
        expect(stored).toEqual([]);
      },
      accepted: () => {
        expect(actor.getSnapshot().value).toBe('accepted');
        expect(actor.getSnapshot().status).toBe('done');
        // stored only when accepted now, not when the flag was already there
        const acceptedNow = path.steps.some((s) => s.event.type === 'cookieNotice.accept');
        expect(stored).toEqual(acceptedNow ? [30] : []);
      },
    },
    events: liveEvents(path, live),
  });
});
