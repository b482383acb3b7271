import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import type { EducationCodeInput, EligibilityCode } from './educationCode.machine.ts';
import { educationCodeModel } from './educationCode.model.ts';

function start(input: EducationCodeInput | undefined) {
  const applyCode = controlled<void, EligibilityCode>();
  const deleteCode = controlled<void>();
  const refreshCart = controlled<EligibilityCode | null | undefined>();
  const machine = educationCodeModel.machine.provide({ actors: { applyCode: applyCode.logic, deleteCode: deleteCode.logic, refreshCart: refreshCart.logic } });
  const actor = createActor(machine, { input }).start();
  const actors = { applyCode, deleteCode, refreshCart };
  return { actor, applyCode, deleteCode, refreshCart, live: { machine, actor, actors, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(educationCodeModel);
const simpleRuns = modelRuns(educationCodeModel, { simple: true });

describe('educationCode model', () => {
  itReachesEveryStateAndTransition(educationCodeModel, runs);

  describe.each([
    ['shortest', runs],
    ['simple', simpleRuns],
  ])('%s paths', (_, pathRuns) => {
    it.each(pathRuns.flatMap((r) => r.paths.map((p) => [p.description, r.input, p] as const)))('%s', async (_description, input, path) => {
      const { actor, applyCode, deleteCode, refreshCart, live } = start(input);
      const sameAsModel = (state: { value: unknown; context: unknown }) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(actor.getSnapshot().context).toEqual(state.context);
      };
      await path.test({
        states: {
          idle: (state) => {
            sameAsModel(state);
            expect([applyCode, deleteCode, refreshCart].map((a) => a.inFlight())).toEqual([undefined, undefined, undefined]);
          },
          applying: (state) => {
            sameAsModel(state);
            expect(applyCode.inFlight()?.input).toEqual(state.context.submitted);
          },
          removing: (state) => {
            sameAsModel(state);
            expect(deleteCode.inFlight()).toBeDefined();
          },
          refreshingCart: (state) => {
            sameAsModel(state);
            expect(refreshCart.inFlight()).toBeDefined();
          },
        },
        events: liveEvents(path, live),
      });
    });
  });
});
