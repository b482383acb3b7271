import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import { isLoading, showsLoadingModal } from './loadingRegistry.machine.ts';
import { loadingRegistryModel } from './loadingRegistry.model.ts';

function start() {
  const machine = loadingRegistryModel.machine;
  const actor = createActor(machine).start();
  return { actor, live: { machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(loadingRegistryModel);
const simpleRuns = modelRuns(loadingRegistryModel, { simple: true });

describe('loadingRegistry model', () => {
  itReachesEveryStateAndTransition(loadingRegistryModel, runs);

  describe.each([
    ['shortest', runs],
    ['simple', simpleRuns],
  ])('%s paths', (_, pathRuns) => {
    it.each(pathRuns.flatMap((r) => r.paths).map((p) => [p.description, p] as const))('%s', async (_description, path) => {
      const { actor, live } = start();
      await path.test({
        states: {
          idle: () => {
            const { value, context } = actor.getSnapshot();
            expect(value).toBe('idle');
            expect(isLoading(context)).toBe(false);
            expect(showsLoadingModal(context)).toBe(false);
          },
          loading: (state) => {
            const { value, context } = actor.getSnapshot();
            expect(value).toBe('loading');
            expect(context.operations).toEqual(state.context.operations);
            expect(isLoading(context)).toBe(true);
            expect(showsLoadingModal(context)).toBe(state.context.operations.some((o) => o !== 'get-cart'));
          },
        },
        events: liveEvents(path, live),
      });
    });
  });
});
