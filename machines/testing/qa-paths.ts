/** Turns a model's paths into steps a QA engineer can follow by hand (used by scripts/qa-paths.ts). */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { definedStates, definedTransitions, type Stepper, stepperOf, type TransitionInfo } from './coverage.ts';
import { type AnyMachineModel, countSimplePaths, modelRuns } from './model.ts';
import { type QaConfig, qaConfigOf } from './qa-config.ts';
import { qaWalks, type Walk } from './qa-walks.ts';

export interface QaStep {
  /** the state before the step */
  from: string;
  /** the event as the machine receives it */
  event: EventObject;
  /** what to do: `send …`, `wait 300 ms`, `isAccepted answers true`, … */
  instruction: string;
  /** the state after the step */
  to: string;
  /** what the transitions taken do besides changing state (their descriptions) */
  effects: string[];
}

export interface QaPath {
  /** what the path is there for: the state it ends in and the way into it (`accepted, from visible: …`) */
  title: string;
  /** the state the path ends in */
  target: string;
  /** the input the machine starts with, when the model has inputs */
  input?: unknown;
  /** the state right after start */
  start: string;
  /** what starting does besides reaching `start` */
  startEffects: string[];
  steps: QaStep[];
  /** the machine's context at the end */
  context: unknown;
  /** what to check at the end: the descriptions of the active states */
  checks: string[];
}

/** `closed`; `saving.adding`; parallel regions joined: `wishlist.idle + alert.shown`. */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    if (child === undefined) return key;
    const inner = stateText(child);
    return inner.includes(' + ')
      ? inner
          .split(' + ')
          .map((p) => `${key}.${p}`)
          .join(' + ')
      : `${key}.${inner}`;
  });
  return parts.join(' + ');
}

const json = (value: unknown) => JSON.stringify(value);
const payloadOf = ({ type: _type, ...payload }: EventObject) => payload;

const MAX_FIELDS = 6;

/** Nested values show their scalars and their lists, not their objects. */
const isShown = (value: unknown, depth: number) =>
  value !== null && value !== undefined && (depth === 0 || typeof value !== 'object' || (Array.isArray(value) && value.length > 0));

/**
 * A value as a QA engineer reads it: scalars as they are, a list by its length, an object by its scalar fields
 * (nested objects by theirs, one level down), so that a step never prints a whole cart. Of an object that has some of
 * `fields` (the ones the machine names, see qa-config.ts), only those; of another, its first few.
 */
export function summary(value: unknown, fields: readonly string[] = [], depth = 0): string {
  if (value === null || typeof value !== 'object') return json(value) ?? String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value.every((v) => v === null || typeof v !== 'object') && value.length <= MAX_FIELDS
      ? json(value)
      : `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => isShown(v, depth));
  if (depth > 1 || entries.length === 0) return entries.length === 0 ? '{}' : '{…}';
  const named = entries.filter(([key]) => fields.includes(key));
  const shown = named.length ? named : entries.slice(0, MAX_FIELDS);
  const text = shown.map(([key, v]) => `${key}: ${summary(v, fields, depth + 1)}`);
  return `{ ${text.join(', ')}${shown.length < entries.length ? ', …' : ''} }`;
}

const activeNodes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] =>
  definedStates(machine).filter((node) => snapshot.matches(node.path.join('.') as never));

/** The delay (its name or its ms) of the active `after` transition that `eventType` (`xstate.after.…`) fires. */
function delayBehind(machine: AnyStateMachine, before: AnyMachineSnapshot, eventType: string): unknown {
  for (const node of activeNodes(machine, before)) {
    const delayed = node.after.find((t) => t.eventType === eventType);
    if (delayed) return delayed.delay;
  }
  return undefined;
}

/** The delay in ms behind an `xstate.after.*` event, as the machine would compute it in `before`. */
export function delayOf(machine: AnyStateMachine, before: AnyMachineSnapshot, eventType: string): number | null {
  const delay = delayBehind(machine, before, eventType);
  if (typeof delay === 'number') return delay;
  const named: unknown = typeof delay === 'string' ? machine.implementations.delays[delay] : undefined;
  if (typeof named === 'number') return named;
  if (typeof named === 'function')
    return (named as (args: unknown, params: unknown) => number)({ context: before.context, event: { type: eventType } }, undefined);
  return null;
}

/** `wait 300 ms`, or the machine's wording for a delay that no fixed number of ms describes (qa-config.ts). */
function waitInstruction(machine: AnyStateMachine, before: AnyMachineSnapshot, eventType: string, config: QaConfig): string {
  const delay = delayBehind(machine, before, eventType);
  const worded = typeof delay === 'string' ? config.delays?.[delay] : undefined;
  if (worded) return worded;
  const ms = delayOf(machine, before, eventType);
  return ms === null ? `wait (${eventType})` : `wait ${ms} ms`;
}

/** What to do to make the model's machine take `event` in `before`. */
export function instructionFor(model: AnyMachineModel, before: AnyMachineSnapshot, event: EventObject): string {
  const plain = plainInstruction(model.machine, before, event, qaConfigOf(model.machine.id));
  const given = model.instructions?.[event.type];
  return given ? `${given(event as EventObject & Record<string, unknown>)} [${plain}]` : plain;
}

function plainInstruction(machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject, config: QaConfig): string {
  const { type } = event;
  const fields = config.fields;
  if (type.startsWith('xstate.after.')) return waitInstruction(machine, before, type, config);
  if (type.startsWith('xstate.done.actor.')) {
    const output = (event as EventObject & { output?: unknown }).output;
    return `${type.slice('xstate.done.actor.'.length)} succeeds${output === undefined ? '' : ` with ${summary(output, fields)}`}`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    return `${type.slice('xstate.error.actor.'.length)} fails with ${summary((event as EventObject & { error?: unknown }).error, fields)}`;
  }
  const payload = payloadOf(event);
  return `send ${type}${Object.keys(payload).length ? ` ${summary(payload, fields)}` : ''}`;
}

const checksOf = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot) =>
  activeNodes(machine, snapshot)
    .filter((n) => n.description)
    .map((n) => `${n.path.join('.')}: ${n.description}`);

/** A path before its title, with the transitions its last step takes (to tell guarded alternatives apart). */
interface Draft {
  path: Omit<QaPath, 'title'>;
  lastTaken: string[];
}

/** The same steps (by what to do and where it leads) to the same state: a QA engineer walks them once. */
const pathKey = ({ path }: Draft) => json([path.input, path.target, path.steps.map((s) => [s.instruction, s.to])]);

function dedupe(drafts: readonly Draft[]): Draft[] {
  const seen = new Set<string>();
  return drafts.filter((draft) => !seen.has(pathKey(draft)) && Boolean(seen.add(pathKey(draft))));
}

/** Of a parallel state, the regions' states that the step left (`crossSell.loading`); all of it when it left none. */
function leftBehind(from: string, to: string): string {
  const kept = new Set(to.split(' + '));
  const left = from.split(' + ').filter((part) => !kept.has(part));
  return left.length ? left.join(' + ') : from;
}

/** The state a path ends in and the way into it: `accepted, from visible: click …`, or `stored, at start`. */
function plainTitle({ target, steps }: Omit<QaPath, 'title'>): string {
  const last = steps.at(-1);
  return last ? `${target}, from ${leftBehind(last.from, last.to)}: ${last.instruction}` : `${target}, at start`;
}

/**
 * Titles the paths. Paths that read the same up to their titles differ in the guarded alternative their last step
 * takes (confirming the error modal on case 401 or on case 4000): their titles name its guard, or `otherwise`.
 */
function titled(drafts: readonly Draft[], transitions: ReadonlyMap<string, TransitionInfo>): QaPath[] {
  const titles = drafts.map((draft) => plainTitle(draft.path));
  return drafts.map((draft, i) => {
    const title = titles[i]!;
    const others = drafts.filter((_, j) => titles[j] === title);
    const guards = draft.lastTaken
      .filter((key) => others.some((other) => !other.lastTaken.includes(key)))
      .map((key) => transitions.get(key)?.guard ?? 'otherwise');
    return { title: guards.length ? `${title} [${[...new Set(guards)].join(', ')}]` : title, ...draft.path };
  });
}

/** Every state of the machine by its dotted path (`sync.syncing.sending`), parents before their children. */
const statePaths = (machine: AnyStateMachine): string[] => definedStates(machine).map((node) => node.path.join('.'));

/** The state `name` means: the one of that dotted path, or else the only one whose path ends in it. */
export function findState(machine: AnyStateMachine, name: string): { state: string } | { problem: string } {
  const paths = statePaths(machine);
  if (paths.includes(name)) return { state: name };
  const matches = paths.filter((path) => path.endsWith(`.${name}`));
  if (matches.length === 1) return { state: matches[0]! };
  if (matches.length > 1) return { problem: `${machine.id} has ${matches.length} states named '${name}'; say which: ${matches.join(', ')}` };
  return { problem: `${machine.id} has no state '${name}'; its states: ${paths.join(', ')}` };
}

/** Whether the path ends in the state of that dotted path (or in one of its children). */
const endsIn = (path: QaPath, state: string) => path.target.split(' + ').some((part) => part === state || part.startsWith(`${state}.`));

/** The paths to `to` (a dotted path from findState; all paths when absent), at most `max` of them, shortest first. */
export function selectPaths(paths: readonly QaPath[], options: { to?: string; max?: number }): QaPath[] {
  const { to, max } = options;
  const wanted = to === undefined ? [...paths] : paths.filter((p) => endsIn(p, to));
  if (max === undefined) return wanted;
  return [...wanted].sort((a, b) => a.steps.length - b.steps.length).slice(0, max);
}

/** Above this many, `--simple` refuses: listing them takes too long and reads as noise. */
export const MAX_SIMPLE_PATHS = 1000;

export const hasFewSimplePaths = (model: AnyMachineModel): boolean => countSimplePaths(model, MAX_SIMPLE_PATHS) <= MAX_SIMPLE_PATHS;

function simpleWalks(model: AnyMachineModel): Walk[] {
  return modelRuns(model, { simple: true }).flatMap((run) => run.paths.map((path) => ({ input: run.input, steps: path.steps as Walk['steps'] })));
}

function draftOf(model: AnyMachineModel, { input, steps: [first, ...rest] }: Walk, stepper: Stepper, descriptions: ReadonlyMap<string, string | null>): Draft {
  const { machine } = model;
  const effectsOf = (keys: Iterable<string>) => [...keys].flatMap((key) => descriptions.get(key) ?? []);
  const befores = [first!, ...rest].map((step) => step.state);
  const taken = rest.map((step, i) => [...stepper.step(befores[i]!, step.event).taken]);
  const steps = rest.map((step, i): QaStep => ({
    from: stateText(befores[i]!.value),
    event: step.event,
    instruction: instructionFor(model, befores[i]!, step.event),
    to: stateText(step.state.value),
    effects: effectsOf(taken[i]!),
  }));
  const end = befores.at(-1)!;
  return {
    path: {
      target: stateText(end.value),
      ...(model.inputs?.length ? { input } : {}),
      start: stateText(first!.state.value),
      startEffects: effectsOf(stepper.start(input).taken),
      steps,
      context: end.context,
      checks: checksOf(machine, end),
    },
    lastTaken: taken.at(-1) ?? [],
  };
}

/**
 * The model's paths as QA steps, each way once: by default the shortest path to each state and through each
 * transition (qa-walks.ts); with `simple`, every path that visits no state twice.
 */
export function qaPathsOf(model: AnyMachineModel, options: { simple?: boolean } = {}): QaPath[] {
  const transitions = new Map(definedTransitions(model.machine).map((t) => [t.key, t]));
  const descriptions = new Map([...transitions].map(([key, t]) => [key, t.description]));
  const stepper = stepperOf(model.machine);
  const walks = options.simple ? simpleWalks(model) : qaWalks(model);
  return titled(dedupe(walks.map((walk) => draftOf(model, walk, stepper, descriptions))), transitions);
}

const hasContext = (context: unknown) => context !== undefined && context !== null && Object.keys(context).length > 0;

export function toMarkdown(name: string, paths: readonly QaPath[], options: { simple?: boolean } = {}): string {
  const { fields } = qaConfigOf(name);
  const kind = options.simple ? 'simple paths (every way to each state without visiting a state twice)' : 'shortest paths (one per state and way into it)';
  const out = [
    `# ${name}: ${kind}`,
    '',
    `${paths.length} ${paths.length === 1 ? 'path' : 'paths'}. Each starts from a fresh start (reload the page); do the steps in order, then check the result.`,
  ];
  paths.forEach((path, i) => {
    out.push('', `## ${i + 1}. ${path.title}`, '');
    if ('input' in path) out.push(`Given: ${summary(path.input, fields)}`);
    out.push(`Start: ${path.start}${path.startEffects.map((e) => ` (${e})`).join('')}`, '');
    path.steps.forEach((step, n) => out.push(`${n + 1}. In ${step.from} — ${step.instruction} → ${step.to}${step.effects.map((e) => ` (${e})`).join('')}`));
    if (path.steps.length === 0) out.push('(no steps: the machine is already there after start)');
    out.push('', `Expect ${path.target}:`);
    for (const check of path.checks) out.push(`- ${check}`);
    if (hasContext(path.context)) out.push(`- context: ${summary(path.context, fields)}`);
  });
  return `${out.join('\n')}\n`;
}

export const toJson = (paths: readonly QaPath[]): string => `${JSON.stringify(paths, null, 2)}\n`;
