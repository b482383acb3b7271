import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
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

const runs = modelRuns(cookieNoticeModel);
const simpleRuns = modelRuns(cookieNoticeModel, { simple: true });

describe('cookieNotice model', () => {
  itReachesEveryStateAndTransition(cookieNoticeModel, runs);

  describe.each([
    ['shortest', runs],
    ['simple', simpleRuns],
  ])('%s paths', (_, pathRuns) => {
    it.each(pathRuns.flatMap((r) => r.paths).map((p) => [p.description, p] as const))('%s', async (_description, path) => {
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
  });
});
