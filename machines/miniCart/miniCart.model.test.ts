import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { coverageOf, formatCoverage } from '../testing/coverage.ts';
import { liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { miniCartModel } from './miniCart.model.ts';

function start() {
  const scroll = { locks: 0, unlocks: 0 };
  const machine = miniCartModel.machine.provide({
    actions: {
      lockScroll: () => void scroll.locks++,
      unlockScroll: () => void scroll.unlocks++,
    },
  });
  const actor = createActor(machine).start();
  return { actor, scroll, live: { machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const runs = modelRuns(miniCartModel);
const simpleRuns = modelRuns(miniCartModel, { simple: true });

describe('miniCart model', () => {
  it('reaches every state and transition with its shortest paths', () => {
    const coverage = coverageOf(miniCartModel.machine, runs);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.map((t) => t.label)).toEqual([]);
  });

  describe.each([
    ['shortest', runs],
    ['simple', simpleRuns],
  ])('%s paths', (_, pathRuns) => {
    it.each(pathRuns.flatMap((r) => r.paths).map((p) => [p.description, p] as const))('%s', async (_description, path) => {
      const { actor, scroll, live } = start();
      await path.test({
        states: {
          closed: (state) => {
            expect(actor.getSnapshot().value).toEqual(state.value);
            expect(scroll.locks).toBe(scroll.unlocks);
          },
          open: (state) => {
            expect(actor.getSnapshot().value).toEqual(state.value);
            expect(scroll.locks).toBe(scroll.unlocks + 1);
          },
        },
        events: liveEvents(path, live),
      });
    });
  });
});
