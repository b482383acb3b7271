/** Turns a model's paths into steps a QA engineer can follow by hand (used by scripts/qa-paths.ts). */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { definedStates, definedTransitions, transitionsTaken, transitionsTakenAtStart } from './coverage.ts';
import { type AnyMachineModel, modelRuns } from './model.ts';

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

/**
 * A value as a QA engineer reads it: scalars as they are, a list by its length, an object by its scalar fields
 * (nested objects by theirs, one level down), so that a step never prints a whole cart.
 */
export function summary(value: unknown, depth = 0): string {
  if (value === null || typeof value !== 'object') return json(value) ?? String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value.every((v) => v === null || typeof v !== 'object') && value.length <= MAX_FIELDS
      ? json(value)
      : `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  }
  const fields = Object.entries(value).filter(
    ([, v]) => v !== null && v !== undefined && (depth === 0 || typeof v !== 'object' || (Array.isArray(v) && v.length > 0)),
  );
  if (depth > 1 || fields.length === 0) return fields.length === 0 ? '{}' : '{…}';
  const shown = fields.slice(0, MAX_FIELDS).map(([k, v]) => `${k}: ${summary(v, depth + 1)}`);
  return `{ ${shown.join(', ')}${fields.length > MAX_FIELDS ? ', …' : ''} }`;
}

const activeNodes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] =>
  definedStates(machine).filter((node) => snapshot.matches(node.path.join('.') as never));

/** The delay in ms behind an `xstate.after.*` event, as the machine would compute it in `before`. */
export function delayOf(machine: AnyStateMachine, before: AnyMachineSnapshot, eventType: string): number | null {
  for (const node of activeNodes(machine, before)) {
    const delayed = node.after.find((t) => t.eventType === eventType);
    if (!delayed) continue;
    const delay: unknown = delayed.delay;
    if (typeof delay === 'number') return delay;
    const named: unknown = machine.implementations.delays[delay as string];
    if (typeof named === 'number') return named;
    if (typeof named === 'function')
      return (named as (args: unknown, params: unknown) => number)({ context: before.context, event: { type: eventType } }, undefined);
  }
  return null;
}

/** What to do to make the machine take `event` in `before`. */
export function instructionFor(machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject, model?: AnyMachineModel): string {
  const { type } = event;
  const given = model?.instructions?.[type];
  if (given) return `${given(event as EventObject & Record<string, unknown>)} [${plainInstruction(machine, before, event)}]`;
  return plainInstruction(machine, before, event);
}

function plainInstruction(machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject): string {
  const { type } = event;
  if (type.startsWith('xstate.after.')) {
    const ms = delayOf(machine, before, type);
    return ms === null ? `wait (${type})` : `wait ${ms} ms`;
  }
  if (type.startsWith('xstate.done.actor.')) {
    const output = (event as EventObject & { output?: unknown }).output;
    return `${type.slice('xstate.done.actor.'.length)} succeeds${output === undefined ? '' : ` with ${summary(output)}`}`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    return `${type.slice('xstate.error.actor.'.length)} fails with ${summary((event as EventObject & { error?: unknown }).error)}`;
  }
  const payload = payloadOf(event);
  return `send ${type}${Object.keys(payload).length ? ` ${summary(payload)}` : ''}`;
}

const checksOf = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot) =>
  activeNodes(machine, snapshot)
    .filter((n) => n.description)
    .map((n) => `${n.path.join('.')}: ${n.description}`);

/** The same steps (by what to do and where it leads) to the same state: a QA engineer walks them once. */
const pathKey = (path: QaPath) => json([path.input, path.target, path.steps.map((s) => [s.instruction, s.to])]);

export function dedupe(paths: readonly QaPath[]): QaPath[] {
  const seen = new Set<string>();
  return paths.filter((path) => !seen.has(pathKey(path)) && Boolean(seen.add(pathKey(path))));
}

/** Whether the path ends in `state`: a state name or a dotted path of one (`sync.idle`, `idle`). */
const endsIn = (path: QaPath, state: string) =>
  path.target.split(' + ').some((s) => s === state || s.startsWith(`${state}.`) || s.endsWith(`.${state}`) || s.includes(`.${state}.`));

/** The paths to `to` (all when absent), at most `max` of them, shortest first. */
export function selectPaths(paths: readonly QaPath[], options: { to?: string; max?: number }): QaPath[] {
  const { to, max } = options;
  const wanted = to === undefined ? [...paths] : paths.filter((p) => endsIn(p, to));
  if (max === undefined) return wanted;
  return [...wanted].sort((a, b) => a.steps.length - b.steps.length).slice(0, max);
}

/** The model's shortest paths (or simple paths) as QA steps, each way once. */
export function qaPathsOf(model: AnyMachineModel, options: { simple?: boolean } = {}): QaPath[] {
  const { machine } = model;
  const descriptions = new Map(definedTransitions(machine).map((t) => [t.key, t.description]));
  const effectsOf = (keys: Set<string>) => [...keys].flatMap((key) => descriptions.get(key) ?? []);
  const paths = modelRuns(model, options).flatMap((run) =>
    run.paths.map((path): QaPath => {
      const [first, ...rest] = path.steps;
      const snapshots = path.steps.map((s) => s.state as AnyMachineSnapshot);
      const steps = rest.map((step, i): QaStep => {
        const before = snapshots[i]!;
        return {
          from: stateText(before.value),
          event: step.event,
          instruction: instructionFor(machine, before, step.event, model),
          to: stateText((step.state as AnyMachineSnapshot).value),
          effects: effectsOf(transitionsTaken(machine, before, step.event)),
        };
      });
      const end = path.state as AnyMachineSnapshot;
      return {
        target: stateText(end.value),
        ...(model.inputs?.length ? { input: run.input } : {}),
        start: stateText((first!.state as AnyMachineSnapshot).value),
        startEffects: effectsOf(transitionsTakenAtStart(machine, run.input)),
        steps,
        context: end.context,
        checks: checksOf(machine, end),
      };
    }),
  );
  return dedupe(paths);
}

const hasContext = (context: unknown) => context !== undefined && context !== null && Object.keys(context).length > 0;

export function toMarkdown(name: string, paths: readonly QaPath[], options: { simple?: boolean } = {}): string {
  const kind = options.simple ? 'simple paths (every way to each state without visiting a state twice)' : 'shortest paths (one per state and way in)';
  const out = [
    `# ${name}: ${kind}`,
    '',
    `${paths.length} paths. Each starts from a fresh start (reload the page); do the steps in order, then check the result.`,
  ];
  paths.forEach((path, i) => {
    const last = path.steps.at(-1);
    out.push('', `## ${i + 1}. ${path.target}${last ? ` (last step: ${last.instruction})` : ''}`, '');
    if ('input' in path) out.push(`Given: ${summary(path.input)}`);
    out.push(`Start: ${path.start}${path.startEffects.map((e) => ` (${e})`).join('')}`, '');
    path.steps.forEach((step, n) => out.push(`${n + 1}. In ${step.from} — ${step.instruction} → ${step.to}${step.effects.map((e) => ` (${e})`).join('')}`));
    if (path.steps.length === 0) out.push('(no steps: the machine is already there after start)');
    out.push('', `Expect ${path.target}:`);
    for (const check of path.checks) out.push(`- ${check}`);
    if (hasContext(path.context)) out.push(`- context: ${summary(path.context)}`);
  });
  return `${out.join('\n')}\n`;
}

export const toJson = (paths: readonly QaPath[]): string => `${JSON.stringify(paths, null, 2)}\n`;
