import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEvents, takeStep } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import { ERROR_CASE_LOGIN, ERROR_CASE_OPEN_MINI_CART } from './errorModal.machine.ts';
import { errorModalModel } from './errorModal.model.ts';

function start(input: { path?: string } | undefined) {
  const effects = { logins: [] as (string | null)[], miniCartOpened: 0 };
  const machine = errorModalModel.machine.provide({
    actions: {
      goToLogin: (_, { redirect }) => void effects.logins.push(redirect),
      openMiniCart: () => void effects.miniCartOpened++,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, live: { machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(errorModalModel);

describe('errorModal model', () => {
  itReachesEveryStateAndTransition(errorModalModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, r.input, p] as const)))('%s', async (_description, input, path) => {
    const { actor, effects, live } = start(input);
    await path.test({
      states: {
        hidden: (state) => {
          expect(actor.getSnapshot().value).toBe('hidden');
          expect(actor.getSnapshot().context).toEqual(state.context);
        },
        shown: (state) => {
          expect(actor.getSnapshot().value).toBe('shown');
          expect(actor.getSnapshot().context).toEqual(state.context);
        },
      },
      events: {
        ...liveEvents(path, live),
        'error.confirm': async (step) => {
          const before = actor.getSnapshot().context;
          const logins = effects.logins.length;
          const opened = effects.miniCartOpened;
          await takeStep(live, step.event);
          expect(effects.logins.slice(logins)).toEqual(before.case === ERROR_CASE_LOGIN ? [before.redirect] : []);
          expect(effects.miniCartOpened - opened).toBe(before.case === ERROR_CASE_OPEN_MINI_CART ? 1 : 0);
        },
      },
    });
  });
});
