import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { coverageOf, formatCoverage } from '../testing/coverage.ts';
import { modelRuns } from '../testing/model.ts';
import { clickIdOf, type ClickIdInput } from './clickId.machine.ts';
import { clickIdModel } from './clickId.model.ts';

function start(input: ClickIdInput | undefined) {
  const stored: { clickId: string; maxAgeSeconds: number }[] = [];
  const machine = clickIdModel.machine.provide({ actions: { storeClickId: (_, params) => void stored.push(params) } });
  return { actor: createActor(machine, { input }).start(), stored };
}

const runs = modelRuns(clickIdModel);
const simpleRuns = modelRuns(clickIdModel, { simple: true });

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('clickId model', () => {
  it('reaches every state and transition (one start per input)', () => {
    const coverage = coverageOf(clickIdModel.machine, runs);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.map((t) => t.label)).toEqual([]);
  });

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
