/**
 * Which state nodes and transitions a set of paths reaches, out of all those the machine defines.
 *
 * Totals come from walking the definition: every state node below the root (nested ones included) and
 * every transition definition of every node (the root's too): `on` events, invoke completions
 * (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), delays (`xstate.after.<delay>.<stateId>`) and
 * eventless `always` transitions (event type ''), each guarded alternative counted on its own.
 *
 * Reached ones come from replaying each path step with `machine.transition()` in an inert actor scope
 * whose system is inspected: every microstep reports the transitions it took (`_transitions`), so
 * transitions taken inside a macrostep (eventless ones, raised events) and transient states count too.
 */
import {
  createEmptyActor,
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { StepsRun } from './model-run.ts';

export interface TransitionInfo {
  /** unique within the machine: source id, event type and position among that event's alternatives */
  key: string;
  source: string;
  /** the event type as XState has it: '' for eventless, xstate.after.* for delays, xstate.done.actor.* for invocations */
  eventType: string;
  guard: string | null;
  /** target state ids; empty when the transition stays in its state */
  targets: string[];
  /** readable form, e.g. `miniCart.closed → miniCart.open on miniCart.show` */
  label: string;
  /** the transition's `description` (what it does that the states do not show) */
  description: string | null;
}

export interface Coverage {
  machine: string;
  states: { reached: string[]; missing: string[]; total: number };
  transitions: { reached: TransitionInfo[]; missing: TransitionInfo[]; total: number };
}

/** A readable event name: `always`, `after noticeDelay`, `done: isAccepted`, `error: isAccepted` or the type. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.slice('xstate.after.'.length).split('.')[0]}`;
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  return eventType;
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'inline guard';
}

/** Every state node of the machine except the root, nested ones included. */
export function definedStates(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

const alternativesOf = (t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] =>
  t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);

export function transitionInfo(t: AnyTransitionDefinition): TransitionInfo {
  const index = alternativesOf(t).indexOf(t);
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id);
  const guard = guardName(t.guard);
  const to = targets.length ? targets.join(' + ') : t.reenter ? `${t.source.id} (re-entered)` : `${t.source.id} (stays)`;
  return {
    key: `${t.source.id}|${t.eventType}|${index}`,
    source: t.source.id,
    eventType: t.eventType,
    guard,
    targets,
    label: `${t.source.id} → ${to} on ${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}`,
    description: t.description ?? null,
  };
}

/** Every transition definition of the machine, the root's included. */
export function definedTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...definedStates(machine)].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionInfo));
}

const nodePath = (node: AnyStateNode) => node.path.join('.');

/** Replays paths and records what they reach. */
class Recorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  readonly scope: ActorScope<AnyMachineSnapshot, EventObject>;
  private readonly nodes: AnyStateNode[];

  /** `tracksStates: false` records the transitions alone (what a walk over a whole graph needs, and much faster) */
  constructor(
    private readonly machine: AnyStateMachine,
    private readonly tracksStates = true,
  ) {
    this.nodes = definedStates(machine);
    // an empty actor, as in xstate/graph's walks: an actor of the machine would start it (spawning its children under
    // their system ids) on creation, and starting it again in the same system fails
    const self = createEmptyActor();
    self.system.inspect((event) => {
      if (event.type !== '@xstate.microstep') return;
      this.visit(event.snapshot as AnyMachineSnapshot);
      for (const t of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        this.transitions.add(transitionInfo(t).key);
        // a transition's source was active when it was taken, even a state left in the same macrostep
        if (this.tracksStates) for (let n: AnyStateNode | undefined = t.source; n && n.parent; n = n.parent) this.states.add(n.id);
      }
    });
    this.scope = {
      self,
      id: '',
      sessionId: '',
      logger: () => {},
      defer: () => {},
      emit: () => {},
      stopChild: () => {},
      actionExecutor: () => {},
      system: self.system,
    } as unknown as ActorScope<AnyMachineSnapshot, EventObject>;
  }

  visit(snapshot: AnyMachineSnapshot) {
    if (!this.tracksStates) return;
    for (const node of this.nodes) if (snapshot.matches(nodePath(node) as never)) this.states.add(node.id);
  }

  start(input: unknown): AnyMachineSnapshot {
    const snapshot = this.machine.getInitialSnapshot(this.scope, input);
    this.visit(snapshot);
    return snapshot;
  }

  step(from: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot {
    const next = this.machine.transition(from, event, this.scope);
    this.visit(next);
    return next;
  }
}

/** A step of a machine: the state it leads to and the keys of the transitions it takes. */
export interface Stepped {
  next: AnyMachineSnapshot;
  taken: Set<string>;
}

export interface Stepper {
  start(input: unknown): Stepped;
  step(from: AnyMachineSnapshot, event: EventObject): Stepped;
}

/** Starts and steps `machine` in one inert scope, reporting the transitions each time (eventless and raised ones included). */
export function stepperOf(machine: AnyStateMachine): Stepper {
  const recorder = new Recorder(machine, false);
  return {
    // each start in a system of its own, where the children it spawns are the first with their system ids
    start: (input) => {
      const starter = new Recorder(machine, false);
      return { next: starter.start(input), taken: starter.transitions };
    },
    step: (from, event) => {
      recorder.transitions.clear();
      const next = recorder.step(from, event);
      return { next, taken: new Set(recorder.transitions) };
    },
  };
}

/** The keys of the transitions `event` takes in `from` (eventless and raised ones after it included). */
export const transitionsTaken = (machine: AnyStateMachine, from: AnyMachineSnapshot, event: EventObject): Set<string> =>
  stepperOf(machine).step(from, event).taken;

/** The keys of the transitions the machine takes while starting (eventless ones from its initial states). */
export const transitionsTakenAtStart = (machine: AnyStateMachine, input: unknown): Set<string> => stepperOf(machine).start(input).taken;

/** What the runs' paths reach of `machine` (the machine the paths were made from). */
export function coverageOf(machine: AnyStateMachine, runs: readonly StepsRun[]): Coverage {
  const recorder = new Recorder(machine);
  for (const run of runs) {
    recorder.start(run.input);
    for (const path of run.paths) {
      // steps[0] is the initial state (event xstate.init); each later step is the event taken and the state it led to
      for (let i = 1; i < path.steps.length; i++) recorder.step(path.steps[i - 1]!.state as AnyMachineSnapshot, path.steps[i]!.event);
    }
  }
  const states = definedStates(machine).map((n) => n.id);
  const transitions = definedTransitions(machine);
  return {
    machine: machine.id,
    states: { reached: states.filter((s) => recorder.states.has(s)), missing: states.filter((s) => !recorder.states.has(s)), total: states.length },
    transitions: {
      reached: transitions.filter((t) => recorder.transitions.has(t.key)),
      missing: transitions.filter((t) => !recorder.transitions.has(t.key)),
      total: transitions.length,
    },
  };
}

/** `miniCart: states 2/2, transitions 5/5`, plus what is missing, one per line. */
export function formatCoverage(coverage: Coverage, name = coverage.machine): string {
  const { states, transitions } = coverage;
  const lines = [`${name}: states ${states.reached.length}/${states.total}, transitions ${transitions.reached.length}/${transitions.total}`];
  for (const s of states.missing) lines.push(`  state not reached: ${s}`);
  for (const t of transitions.missing) lines.push(`  transition not taken: ${t.label}`);
  return lines.join('\n');
}
