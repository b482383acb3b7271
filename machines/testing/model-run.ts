import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';

/** The paths a model walks from one input: what `modelRuns` makes and `coverageOf` measures. */
export interface ModelRun<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** the input this run started with (undefined when the model has none) */
  input: InputFrom<TMachine> | undefined;
  paths: TestPath<SnapshotFrom<TMachine>, EventObject>[];
}

/** What `coverageOf` measures of a run: its input and each path's steps (the first is the initial state, event `xstate.init`). */
export interface StepsRun {
  input: unknown;
  paths: readonly { steps: readonly { state: unknown; event: EventObject }[] }[];
}
