/**
 * The paths QA gets by default (docs/qa.md): the shortest path to each state and the shortest path through each
 * transition. A state here is a state value, whatever the context; a transition is a state, an event and the state it
 * leads to, told apart by the machine's transitions it takes (so each guarded alternative has its own).
 *
 * The model's graph has a vertex per state value and context, and the model tests walk the shortest path to every
 * vertex; as QA paths those repeat a state for every context it is reached with (every quantity, every language
 * chosen on the way). Here the graph is walked once, breadth first, and each edge only competes for its transition.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';
import { type Stepper, stepperOf } from './coverage.ts';
import { type AnyMachineModel, inputsOf, testModelOf } from './model.ts';

export interface Walk {
  input: unknown;
  /** as in xstate/graph's paths: the initial state (event `xstate.init`), then each event with the state it led to */
  steps: { state: AnyMachineSnapshot; event: EventObject }[];
}

interface Reached {
  state: AnyMachineSnapshot;
  depth: number;
  /** the vertex and event it is reached from first; none for the initial state */
  via?: { from: string; event: EventObject };
}

interface Candidate {
  /** what the path is there for: a start, or a transition */
  key: string;
  /** the state value it ends in */
  target: string;
  length: number;
  walk: () => Walk;
}

const INIT: EventObject = { type: 'xstate.init' };
const valueKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const sorted = (keys: Set<string>) => [...keys].sort();

/** The model's sample events that `state` accepts and its filter lets through (as its test model sends them). */
function eventsFor(model: AnyMachineModel, input: unknown): (state: AnyMachineSnapshot) => EventObject[] {
  const { events, filterEvents } = testModelOf(model, input as never).options;
  return (state) => (typeof events === 'function' ? events(state) : (events ?? [])).filter((event) => filterEvents?.(state, event) ?? true);
}

function stepsTo(reached: Map<string, Reached>, key: string): Walk['steps'] {
  const steps: Walk['steps'] = [];
  for (let at = reached.get(key); at; at = at.via && reached.get(at.via.from)) steps.unshift({ state: at.state, event: at.via?.event ?? INIT });
  return steps;
}

/**
 * Walks the graph from one input breadth first, a vertex per state value and context, and makes every edge that
 * takes a transition the candidate for it, at the length of the first way to its vertex plus one.
 */
function candidatesFrom(model: AnyMachineModel, input: unknown, stepper: Stepper): Candidate[] {
  const eventsIn = eventsFor(model, input);
  const start = stepper.start(input);
  const reached = new Map<string, Reached>([[serializeSnapshot(start.next), { state: start.next, depth: 0 }]]);
  const candidates: Candidate[] = [
    {
      key: JSON.stringify(['start', valueKey(start.next), sorted(start.taken)]),
      target: valueKey(start.next),
      length: 0,
      walk: () => ({ input, steps: [{ state: start.next, event: INIT }] }),
    },
  ];
  // a Map's iteration also visits the entries added while it runs: that is the queue
  for (const [from, { state, depth }] of reached) {
    for (const event of eventsIn(state)) {
      const { next, taken } = stepper.step(state, event);
      const key = serializeSnapshot(next);
      if (!reached.has(key)) reached.set(key, { state: next, depth: depth + 1, via: { from, event } });
      // an event the state accepts but no transition takes (its guards all fail) changes nothing
      if (taken.size === 0) continue;
      candidates.push({
        key: JSON.stringify([valueKey(state), event, valueKey(next), sorted(taken)]),
        target: valueKey(next),
        length: depth + 1,
        walk: () => ({ input, steps: [...stepsTo(reached, from), { state: next, event }] }),
      });
    }
  }
  return candidates;
}

/** The shortest candidate for each key, over all inputs. */
function shortestPerKey(candidates: Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) if ((best.get(candidate.key)?.length ?? Infinity) > candidate.length) best.set(candidate.key, candidate);
  return [...best.values()];
}

/** States in the order the shortest paths reach them; each state's paths together, shortest first. */
function byState(candidates: Candidate[]): Candidate[] {
  const nearest = new Map<string, number>();
  for (const { target, length } of candidates) nearest.set(target, Math.min(nearest.get(target) ?? Infinity, length));
  const order = [...nearest.keys()].sort((a, b) => nearest.get(a)! - nearest.get(b)!);
  const rank = new Map(order.map((target, i) => [target, i]));
  return [...candidates].sort((a, b) => rank.get(a.target)! - rank.get(b.target)! || a.length - b.length);
}

/** The shortest path to every start, state and transition the model reaches, each once. */
export function qaWalks(model: AnyMachineModel): Walk[] {
  const stepper = stepperOf(model.machine);
  const candidates = inputsOf(model).flatMap((input) => candidatesFrom(model, input, stepper));
  return byState(shortestPerKey(candidates)).map((candidate) => candidate.walk());
}
