/**
 * Every statechart reads as its own specification in the Stately visualiser: the machine, each of its states and each
 * of its transitions (guarded alternatives, delays, invoke completions and eventless ones included) says in words
 * what it means for the shopper.
 */
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { loadModel, modelNames } from './registry.ts';
import { definedStates, definedTransitions } from './testing/coverage.ts';

const machineModules = import.meta.glob<Record<string, unknown>>('./*/*.machine.ts', { eager: true });

/** Every machine the machine files export, by id. */
const exportedMachines = new Map(
  Object.values(machineModules)
    .flatMap((module) => Object.values(module))
    .filter((value): value is AnyStateMachine => value instanceof StateMachine)
    .map((machine) => [machine.id, machine]),
);

const isBlank = (description: string | undefined | null) => !description?.trim();

describe('descriptions', () => {
  it('every machine file has a model in the registry', async () => {
    const registered = await Promise.all(modelNames().map(async (name) => (await loadModel(name))!.machine.id));
    expect([...exportedMachines.keys()].filter((id) => !registered.includes(id))).toEqual([]);
  });

  it.each([...exportedMachines.keys()])('%s: the machine, every state and every transition have a description', (id) => {
    const machine = exportedMachines.get(id)!;
    const undescribed = [
      ...(isBlank(machine.root.description) ? [`machine ${id}`] : []),
      ...definedStates(machine)
        .filter((state) => isBlank(state.description))
        .map((state) => `state ${state.id}`),
      ...definedTransitions(machine)
        .filter((transition) => isBlank(transition.description))
        .map((transition) => `transition ${transition.label}`),
    ];
    expect(undescribed).toEqual([]);
  });
});
