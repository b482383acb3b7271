/**
 * Model-based testing of the statecharts: a "model" is a machine plus the sample events to walk it with.
 *
 * xstate/graph's own `createTestModel` (xstate 5.33) refuses machines with `invoke` or `after`
 * ("Invocations on test machines are not supported", "After events on test machines are not supported"),
 * although its traversal handles both: the graph walks the machine with `machine.transition()` in an inert
 * actor scope, where invoked actors are created but never started and delayed events are never scheduled.
 * An invoked actor is then finished by sending `xstate.done.actor.<id>` / `xstate.error.actor.<id>`,
 * and a delay by sending its `xstate.after.<delay>.<stateId>` event, exactly the events the real actor
 * would receive. So `createTestModel` below builds xstate/graph's `TestModel` with the same options
 * xstate's `createTestModel` uses (state serialisation with the incoming transition, state matching,
 * event sampling), minus that check. `testing/model.test.ts` checks it yields the same paths as
 * xstate's for a machine both accept.
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  type ActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { serializeSnapshot, TestModel, type TestPath } from 'xstate/graph';
import { coverageOf, transitionsTaken } from './coverage.ts';
import type { ModelRun } from './model-run.ts';

export type AnyMachineModel = MachineModel<AnyStateMachine>;

/** What an invoked actor sends its parent when it finishes. */
export type ActorCompletionEvent = { type: `xstate.done.actor.${string}`; output?: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };

/** A sample event of a model: one the machine accepts, or an invoked actor's completion. */
export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | ActorCompletionEvent;

export interface MachineModel<TMachine extends AnyStateMachine> {
  /** the machine with test-friendly implementations; its effects are the harmless defaults */
  machine: TMachine;
  /**
   * Sample events. In each state the traversal tries, for every event type the state accepts, the samples
   * of that type (a type without samples is sent bare). Include the completions of invoked actors
   * (`xstate.done.actor.<id>` with an `output`, `xstate.error.actor.<id>` with an `error`); delayed
   * transitions (`xstate.after.…`) need no sample.
   */
  events: readonly ModelEvent<TMachine>[];
  /** inputs to start from; each one is walked from its own initial state (default: one run without input) */
  inputs?: readonly InputFrom<TMachine>[];
  /** events the machine raises itself; the traversal never sends them */
  internalEvents?: readonly string[];
  /** keeps a context that could grow without end (queues, counters) finite */
  filterEvents?(snapshot: SnapshotFrom<TMachine>, event: ModelEvent<TMachine>): boolean;
  /**
   * How a QA engineer makes an event happen, by event type, when `send <type>` or `<actor> succeeds with …`
   * would not say it well (e.g. "have no locale cookie" for the cookie read answering null).
   */
  instructions?: { [type: string]: (event: EventObject & Record<string, unknown>) => string };
}

/** Names a model's types; returns it as it is. */
export const defineModel = <TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel<TMachine> => model;

export interface TestModelOptions<TMachine extends AnyStateMachine> {
  events: readonly EventObject[];
  input?: InputFrom<TMachine>;
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean;
}

export type MachineTestModel<TMachine extends AnyStateMachine> = TestModel<SnapshotFrom<TMachine>, EventObject, unknown>;

function stateValuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aKeys = Object.keys(a);
  return aKeys.length === Object.keys(b).length && aKeys.every((k) => stateValuesEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** As xstate/graph serialises a transition: a state reached by another event or from another state is another vertex, so shortest paths take every transition that changes the state. */
function serializeTransition(snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous: AnyMachineSnapshot | undefined): string {
  if (!event || (previous && stateValuesEqual(previous.value, snapshot.value))) return '';
  return ` via ${JSON.stringify(event)}${previous ? ` from ${JSON.stringify(previous.value)}` : ''}`;
}

/** xstate/graph's `createTestModel(machine, { events })`, accepting machines with `invoke` and `after` (see the file comment). */
export function createTestModel<TMachine extends AnyStateMachine>(machine: TMachine, options: TestModelOptions<TMachine>): MachineTestModel<TMachine> {
  const { events: samples, input, filterEvents } = options;
  return new TestModel<SnapshotFrom<TMachine>, EventObject, unknown>(machine as unknown as ActorLogic<SnapshotFrom<TMachine>, EventObject, unknown>, {
    input,
    serializeState: (state, event, previous) =>
      `${serializeSnapshot(state)}${serializeTransition(state as AnyMachineSnapshot, event, previous as AnyMachineSnapshot | undefined)}`,
    stateMatcher: (state, key) =>
      key.startsWith('#') ? (state as AnyMachineSnapshot)._nodes.includes(machine.getStateNodeById(key)) : (state as AnyMachineSnapshot).matches(key),
    events: (state) =>
      __unsafe_getAllOwnEventDescriptors(state as AnyMachineSnapshot).flatMap((type) => {
        const matching = samples.filter((e) => e.type === type);
        return matching.length ? matching : [{ type }];
      }),
    filterEvents: filterEvents as ((snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean) | undefined,
  });
}

/** A model's graph as xstate/graph's `getAdjacencyMap` gives it: each vertex with the events it takes and where they lead. */
type Graph = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

/** The inputs the model is walked from: its own, or one run without input. */
export const inputsOf = <TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): (InputFrom<TMachine> | undefined)[] =>
  model.inputs?.length ? [...model.inputs] : [undefined];

/** The test model of one of the model's inputs. */
export function testModelOf<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, input?: InputFrom<TMachine>): MachineTestModel<TMachine> {
  const internal = new Set(model.internalEvents ?? []);
  return createTestModel(model.machine, {
    events: model.events,
    input,
    filterEvents: (snapshot, event) => !internal.has(event.type) && (model.filterEvents?.(snapshot, event as ModelEvent<TMachine>) ?? true),
  });
}

type Path<TMachine extends AnyStateMachine> = TestPath<SnapshotFrom<TMachine>, EventObject>;

const stateKey = (snapshot: unknown) => serializeSnapshot(snapshot as AnyMachineSnapshot);

/**
 * Shortest paths reach every state *vertex* (state value + context + the event and state it came from),
 * so of several guarded alternatives that lead to the same vertex (error.confirm on case 401, on case 4000,
 * on any other case: all end in the same `hidden`) they take only the first. For every transition the
 * paths do not take, this adds the shortest path to a state where a sample event takes it, plus that event.
 */
function completeTransitions<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, runs: ModelRun<TMachine>[]): ModelRun<TMachine>[] {
  const missing = new Set(coverageOf(model.machine, runs).transitions.missing.map((t) => t.key));
  if (missing.size === 0) return runs;
  return runs.map((run) => {
    const testModel = testModelOf(model, run.input);
    const toVertex = new Map<string, Path<TMachine>>();
    for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true }))
      if (!toVertex.has(stateKey(path.state))) toVertex.set(stateKey(path.state), path);
    const added: Path<TMachine>[] = [];
    for (const { state, transitions } of Object.values(testModel.getAdjacencyMap())) {
      if (missing.size === 0) break;
      for (const { event } of Object.values(transitions) as { event: EventObject }[]) {
        const taken = [...transitionsTaken(model.machine, state as AnyMachineSnapshot, event)].filter((key) => missing.has(key));
        const head = toVertex.get(stateKey(state));
        if (taken.length === 0 || !head) continue;
        const events = [...head.steps.slice(1).map((s) => s.event), event];
        // getPathsFromEvents walks the graph with just these events; the model's filter keeps that walk finite
        const [path] = testModel.getPathsFromEvents(events, { fromState: head.steps[0]!.state, filterEvents: testModel.options.filterEvents });
        if (!path) continue;
        added.push(path);
        for (const key of taken) missing.delete(key);
      }
    }
    return { input: run.input, paths: [...run.paths, ...added] };
  });
}

/**
 * The shortest paths (or the simple paths) to every state the model reaches, per input, completed with a
 * path for every transition they would otherwise not take (see completeTransitions).
 */
export function modelRuns<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, options: { simple?: boolean } = {}): ModelRun<TMachine>[] {
  const runs = inputsOf(model).map((input) => {
    const testModel = testModelOf(model, input);
    return { input, paths: options.simple ? testModel.getSimplePaths() : testModel.getShortestPaths() };
  });
  return completeTransitions(model, runs);
}

/**
 * How many simple paths (paths that visit no vertex twice) the model has over all its inputs, counted up to
 * `cap + 1`: their number grows exponentially with the graph, and listing them all would not finish.
 */
export function countSimplePaths(model: AnyMachineModel, cap: number): number {
  let count = 0;
  for (const input of inputsOf(model)) {
    const testModel = testModelOf(model, input);
    const graph = testModel.getAdjacencyMap() as unknown as Graph;
    const keyOf = testModel.options.serializeState as (state: AnyMachineSnapshot, event: EventObject, previous: AnyMachineSnapshot) => string;
    const onPath = new Set<string>();
    // each vertex entered is the end of one more simple path; false stops the walk once the cap is passed
    const enter = (key: string): boolean => {
      if (++count > cap) return false;
      onPath.add(key);
      const { state, transitions } = graph[key]!;
      const done = Object.values(transitions).every(({ event, state: next }) => {
        const nextKey = keyOf(next, event, state);
        return onPath.has(nextKey) || enter(nextKey);
      });
      onPath.delete(key);
      return done;
    };
    if (!enter(Object.keys(graph)[0]!)) break;
  }
  return Math.min(count, cap + 1);
}
