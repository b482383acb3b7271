import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import { clickIdOf, type ClickIdInput } from './clickId.machine.ts';
import { clickIdModel } from './clickId.model.ts';

function start(input: ClickIdInput | undefined) {
  const stored: { clickId: string; maxAgeSeconds: number }[] = [];
  const machine = clickIdModel.machine.provide({ actions: { storeClickId: (_, params) => void stored.push(params) } });
  return { actor: createActor(machine, { input }).start(), stored };
}

const runs = modelRuns(clickIdModel);
const simpleRuns = modelRuns(clickIdModel, { simple: true });

fakeTimersPerTest();

describe('clickId model', () => {
  // one start per input
  itReachesEveryStateAndTransition(clickIdModel, runs);

  describe.each([
    ['shortest', runs],
    ['simple', simpleRuns],
  ])('%s paths', (_, pathRuns) => {
    it.each(pathRuns.flatMap((r) => r.paths.map((p) => [p.description, r.input, p] as const)))('%s', async (_description, input, path) => {
      const { actor, stored } = start(input);
      await path.test({
        states: {
          stored: () => {
            expect(actor.getSnapshot().value).toBe('stored');
            expect(stored).toEqual([{ clickId: clickIdOf(input!.search), maxAgeSeconds: 2_592_000 }]);
          },
          none: () => {
            expect(actor.getSnapshot().value).toBe('none');
            expect(stored).toEqual([]);
          },
        },
      });
    });
  });
});
