/** The parts every model test shares: fake timers per test, the full-coverage check with its printed line, the paths' tests. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';
import { coverageOf, formatCoverage } from './coverage.ts';
import { type AnyMachineModel, type MachineModel, modelRuns } from './model.ts';
import type { ModelRun } from './model-run.ts';

export function fakeTimersPerTest() {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
}

/** Asserts the runs reach every state and transition of the model's machine, and prints the coverage line. */
export function itReachesEveryStateAndTransition(model: AnyMachineModel, runs: readonly ModelRun[]) {
  it('reaches every state and transition with its shortest paths', () => {
    const coverage = coverageOf(model.machine, runs);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.map((t) => t.label)).toEqual([]);
    // the cart's thousands of runs take 3 s on an idle machine: a busy one gets time, this measures coverage, not speed
  }, 30_000);
}

/**
 * A model's tests: its shortest paths reach every state and transition, and each path, shortest and simple, is a
 * test named after it, which `walk` runs from the path's input.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  model: MachineModel<TMachine>,
  walk: (path: TestPath<SnapshotFrom<TMachine>, EventObject>, input: InputFrom<TMachine> | undefined) => Promise<void>,
) {
  const runs = modelRuns(model);
  const simpleRuns = modelRuns(model, { simple: true });
  describe(`${name} model`, () => {
    itReachesEveryStateAndTransition(model, runs);
    describe.each([
      ['shortest', runs],
      ['simple', simpleRuns],
    ])('%s paths', (_, pathRuns) => {
      it.each(pathRuns.flatMap((run) => run.paths.map((path) => [path.description, run.input, path] as const)))('%s', (_description, input, path) =>
        walk(path, input),
      );
    });
  });
}
