import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEvents } from '../testing/live.ts';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import { isLoading, showsLoadingModal } from './loadingRegistry.machine.ts';
import { loadingRegistryModel } from './loadingRegistry.model.ts';

function start() {
  const machine = loadingRegistryModel.machine;
  const actor = createActor(machine).start();
  return { actor, live: { machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

describeModel('loadingRegistry', loadingRegistryModel, async (path) => {
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
