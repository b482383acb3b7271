import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { coverageOf, definedTransitions, eventLabel, formatCoverage } from './coverage.ts';
import { defineModel, modelRuns, testModelOf } from './model.ts';

const machine = setup({
  types: { events: {} as { type: 'go' } | { type: 'back' } },
  guards: { never: () => false },
  delays: { pause: 100 },
}).createMachine({
  id: 'sample',
  initial: 'a',
  states: {
    a: { on: { go: [{ guard: 'never', target: 'c' }, { target: 'b' }] } },
    b: {
      initial: 'b1',
      states: { b1: { after: { pause: 'b2' } }, b2: { always: '#sample.c' } },
      on: { back: 'a' },
    },
    c: { type: 'final' },
  },
});

describe('coverage', () => {
  it('counts every transition of the definition, eventless and delayed ones too', () => {
    expect(definedTransitions(machine).map((t) => t.label)).toEqual([
      'sample.a → sample.c on go [never]',
      'sample.a → sample.b on go',
      'sample.b → sample.a on back',
      'sample.b.b1 → sample.b.b2 on after pause',
      'sample.b.b2 → sample.c on always',
    ]);
  });

  it('reports what paths reach, transient states and eventless transitions included', () => {
    const model = defineModel({ machine, events: [] });
    const coverage = coverageOf(machine, [{ input: undefined, paths: testModelOf(model).getShortestPaths() }]);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.map((t) => t.label)).toEqual(['sample.a → sample.c on go [never]']);
    expect(formatCoverage(coverage)).toBe('sample: states 5/5, transitions 4/5\n  transition not taken: sample.a → sample.c on go [never]');
    // a guard the samples never satisfy stays uncovered: completing the paths cannot invent it
    expect(coverageOf(machine, modelRuns(model)).transitions.missing).toHaveLength(1);
  });

  it('reports nothing reached without paths but the start', () => {
    const coverage = coverageOf(machine, [{ input: undefined, paths: [] }]);
    expect(coverage.states.reached).toEqual(['sample.a']);
    expect(coverage.transitions.reached).toEqual([]);
  });

  it('names events for readers', () => {
    expect(eventLabel('')).toBe('always');
    expect(eventLabel('xstate.after.300.cookieNotice.waiting')).toBe('after 300');
    expect(eventLabel('xstate.done.actor.isAccepted')).toBe('done: isAccepted');
    expect(eventLabel('xstate.error.actor.isAccepted')).toBe('error: isAccepted');
    expect(eventLabel('miniCart.show')).toBe('miniCart.show');
  });
});
