/** `npm run -s qa:paths -- …` (scripts/qa-paths.ts) as a function of its arguments: what it prints and its exit code. */
import { loadModel, modelNames } from '../registry.ts';
import type { AnyMachineModel } from './model.ts';
import { findState, hasFewSimplePaths, MAX_SIMPLE_PATHS, qaPathsOf, selectPaths, toJson, toMarkdown } from './qa-paths.ts';

export interface QaCommandResult {
  code: 0 | 1;
  stdout: string;
  stderr: string;
}

export const usage = 'usage: npm run -s qa:paths -- <machine> [--to <state>] [--max N] [--format md|json] [--simple]';

/** `words` joined by `, ` in lines of at most `width` characters, the lines after the first indented by `indent`. */
function wrapped(words: readonly string[], width: number, indent: string): string {
  const lines = [''];
  for (const word of words) {
    const line = lines.at(-1)!;
    if (line && indent.length + line.length + word.length + 2 > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line}, ${word}` : word;
  }
  return lines.join(`,\n${indent}`);
}

const help = () => `${usage}

Prints test paths of a statechart for QA (docs/qa.md): the shortest path to each state and one path for each
way into a state; together they visit every state and every transition of the machine.

  <machine>          ${wrapped(modelNames(), 110, ' '.repeat(21))}
  --to <state>       only the paths that end in that state: its name (loggedIn), or its dotted path where
                     several states have that name (crossSell.idle)
  --max N            only the N shortest paths (with --to: the N shortest to that state)
  --format md|json   markdown (the default), or JSON with the exact events the machine receives
  --simple           every path that visits no state twice, for machines with at most ${MAX_SIMPLE_PATHS} of them
  -h, --help         this help

Keep -s: without it npm prints its own lines first, and JSON no longer parses.
`;

/** Ends the command with exit code 1: what went wrong, the usage, and what may help. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly hint = '',
  ) {
    super(message);
  }
}

function refuse(message: string, hint?: string): never {
  throw new Refusal(message, hint);
}

function refuseMachine(message: string): never {
  refuse(message, `known machines: ${modelNames().join(', ')}\n`);
}

interface Options {
  name?: string;
  format: string;
  simple: boolean;
  to?: string;
  max?: number;
  help: boolean;
}

function parse(args: readonly string[]): Options {
  const options: Options = { format: 'md', simple: false, help: false };
  const valueOf = (arg: string, i: number): [string, number] => (arg.includes('=') ? [arg.slice(arg.indexOf('=') + 1), i] : [args[i + 1] ?? '', i + 1]);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const option = arg.split('=')[0];
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--simple') options.simple = true;
    else if (option === '--format') [options.format, i] = valueOf(arg, i);
    else if (option === '--to') [options.to, i] = valueOf(arg, i);
    else if (option === '--max') {
      let value: string;
      [value, i] = valueOf(arg, i);
      options.max = Number(value);
      if (!Number.isInteger(options.max) || options.max < 1) refuse(`--max takes a whole number above 0 (got '${value}')`);
    } else if (arg.startsWith('-')) refuse(`unknown option ${arg} (--help lists the options)`);
    else if (options.name === undefined) options.name = arg;
    else refuse(`one machine at a time (got ${options.name} and ${arg})`);
  }
  if (options.format !== 'md' && options.format !== 'json') refuse(`unknown format '${options.format}'`);
  if (options.to === '') refuse('--to needs a state, e.g. --to loggedIn');
  return options;
}

/** The dotted path of the state `--to` names; a name that is wrong or ambiguous ends the command. */
function targetState(model: AnyMachineModel, to: string): string {
  const found = findState(model.machine, to);
  if ('problem' in found) refuse(found.problem);
  return found.state;
}

async function print({ name, format, simple, to, max }: Options): Promise<string> {
  if (name === undefined) refuseMachine('which machine?');
  const model = await loadModel(name);
  if (!model) refuseMachine(`unknown machine '${name}'`);
  const state = to === undefined ? undefined : targetState(model, to);
  if (simple && !hasFewSimplePaths(model))
    refuse(`${name} has more than ${MAX_SIMPLE_PATHS} simple paths to list; its shortest paths (without --simple) reach every state and transition`);
  const paths = selectPaths(qaPathsOf(model, { simple }), { to: state, max });
  if (paths.length === 0) refuse(`no path of ${name} ends in ${state}`);
  return format === 'json' ? toJson(paths) : toMarkdown(name, paths, { simple });
}

export async function qaPathsCommand(args: readonly string[]): Promise<QaCommandResult> {
  try {
    const options = parse(args);
    return { code: 0, stdout: options.help ? help() : await print(options), stderr: '' };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { code: 1, stdout: '', stderr: `${error.message}\n${usage}\n${error.hint}` };
  }
}
