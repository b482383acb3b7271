/** The parts every model test shares: fake timers per test and the full-coverage check with its printed line. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { coverageOf, formatCoverage } from './coverage.ts';
import type { AnyMachineModel } from './model.ts';
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
  });
}
