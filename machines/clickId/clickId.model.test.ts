import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import { clickIdOf, type ClickIdInput } from './clickId.machine.ts';
import { clickIdModel } from './clickId.model.ts';

function start(input: ClickIdInput | undefined) {
  const stored: { clickId: string; maxAgeSeconds: number }[] = [];
  const machine = clickIdModel.machine.provide({ actions: { storeClickId: (_, params) => void stored.push(params) } });
  return { actor: createActor(machine, { input }).start(), stored };
}

fakeTimersPerTest();

describeModel('clickId', clickIdModel, async (path, input) => {
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
