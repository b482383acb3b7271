/**
 * Runs a model's paths against a live actor: each step's event is made to happen the way it happens in
 * the app. A plain event is sent; `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle the call the
 * live actor made to its (controlled) actor `<id>`; `xstate.after.…` lets exactly that much fake time pass.
 * The tests fake the timers and pass `advance` (vi.advanceTimersByTimeAsync).
 */
import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, fromPromise, type PromiseActorLogic } from 'xstate';
import { delayOf } from './qa-paths.ts';

interface Call<TOutput, TInput> {
  input: TInput;
  settled: boolean;
  resolve(output: TOutput): void;
  reject(error: unknown): void;
}

/** What a live run needs of a controlled actor: the call in flight, to settle it. */
export interface SettleableActor {
  inFlight(): { resolve(output: unknown): void; reject(error: unknown): void } | undefined;
}

/** A promise actor whose calls the test settles. */
export interface Controlled<TOutput, TInput> {
  logic: PromiseActorLogic<TOutput, TInput>;
  calls: Call<TOutput, TInput>[];
  /** the latest call not yet settled */
  inFlight(): Call<TOutput, TInput> | undefined;
}

export function controlled<TOutput = void, TInput = unknown>(): Controlled<TOutput, TInput> {
  const calls: Call<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: Call<TOutput, TInput> = {
          input,
          settled: false,
          resolve: (output) => ((call.settled = true), resolve(output)),
          reject: (error) => ((call.settled = true), reject(error)),
        };
        // a call whose state was left is no longer in flight
        signal.addEventListener('abort', () => (call.settled = true));
        calls.push(call);
      }),
  );
  return { logic, calls, inFlight: () => calls.findLast((c) => !c.settled) };
}

export interface LiveRun {
  /** the model's machine, for the delays */
  machine: AnyStateMachine;
  actor: Pick<AnyActorRef, 'getSnapshot' | 'send'>;
  /** the controlled actors by invoke id */
  actors?: Record<string, SettleableActor>;
  advance: (ms: number) => Promise<unknown>;
}

const sameState = (a: AnyMachineSnapshot, b: AnyMachineSnapshot) => JSON.stringify([a.value, a.context]) === JSON.stringify([b.value, b.context]);

/** Makes the live actor take `event`. */
export async function takeStep(run: LiveRun, event: EventObject): Promise<void> {
  const { type } = event;
  const before = run.actor.getSnapshot() as AnyMachineSnapshot;
  const settle = (prefix: string, how: (call: { resolve(output: unknown): void; reject(error: unknown): void }) => void) => {
    const id = type.slice(prefix.length);
    const call = run.actors?.[id]?.inFlight();
    if (!call) throw new Error(`the live actor has no ${id} call in flight for ${type}`);
    how(call);
  };
  if (type.startsWith('xstate.after.')) {
    const ms = delayOf(run.machine, before, type);
    if (ms === null) throw new Error(`no active delay for ${type}`);
    if (ms > 0) {
      await run.advance(ms - 1);
      if (!sameState(before, run.actor.getSnapshot() as AnyMachineSnapshot)) throw new Error(`${type} happened before ${ms} ms`);
    }
    await run.advance(ms > 0 ? 1 : 0);
    return;
  }
  if (type.startsWith('xstate.done.actor.')) settle('xstate.done.actor.', (call) => call.resolve((event as EventObject & { output?: unknown }).output));
  else if (type.startsWith('xstate.error.actor.')) settle('xstate.error.actor.', (call) => call.reject((event as EventObject & { error?: unknown }).error));
  else run.actor.send(event);
  await run.advance(0);
}

/** `path.test({ events })`: an executor for every event type on the path, each taking the step on the live actor. */
export function liveEvents(path: { steps: readonly { event: EventObject }[] }, run: LiveRun): Record<string, (step: { event: EventObject }) => Promise<void>> {
  const types = new Set(path.steps.map((s) => s.event.type));
  types.delete('xstate.init');
  return Object.fromEntries([...types].map((type) => [type, (step: { event: EventObject }) => takeStep(run, step.event)]));
}
