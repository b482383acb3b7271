/**
 * Prints a statechart's paths as steps a QA engineer can follow (docs/qa.md).
 *
 *   npm run qa:paths -- <machine> [--to <state>] [--max N] [--format md|json] [--simple]
 *
 * Shortest paths by default (one per state and way into it), each way once; --simple prints every path that visits
 * no state twice; --to keeps the paths that end in a state; --max keeps the N shortest. Machines come from
 * machines/registry.ts.
 */
import { loadModel, modelNames } from '../machines/registry.ts';
import { qaPathsOf, selectPaths, toJson, toMarkdown } from '../machines/testing/qa-paths.ts';

const usage = 'usage: npm run qa:paths -- <machine> [--to <state>] [--max N] [--format md|json] [--simple]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\nknown machines: ${modelNames().join(', ')}\n`);
  process.exit(1);
}

function parse(args: string[]) {
  let name: string | undefined;
  let format = 'md';
  let simple = false;
  let to: string | undefined;
  let max: number | undefined;
  const valueOf = (arg: string, i: number): [string, number] => (arg.includes('=') ? [arg.slice(arg.indexOf('=') + 1), i] : [args[i + 1] ?? '', i + 1]);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const option = arg.split('=')[0];
    if (arg === '--simple') simple = true;
    else if (option === '--format') [format, i] = valueOf(arg, i);
    else if (option === '--to') [to, i] = valueOf(arg, i);
    else if (option === '--max') {
      let value: string;
      [value, i] = valueOf(arg, i);
      max = Number(value);
      if (!Number.isInteger(max) || max < 1) fail(`--max takes a whole number above 0 (got '${value}')`);
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else if (name === undefined) name = arg;
    else fail(`one machine at a time (got ${name} and ${arg})`);
  }
  if (format !== 'md' && format !== 'json') fail(`unknown format '${format}'`);
  if (to === '') fail('--to needs a state, e.g. --to loggedIn');
  return { name, format, simple, to, max };
}

// a reader that stops early (`| head`) closes the pipe: that ends the listing, not an error
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { name, format, simple, to, max } = parse(process.argv.slice(2));
if (name === undefined) fail('which machine?');
const model = await loadModel(name);
if (!model) fail(`unknown machine '${name}'`);
if (simple && !model.simplePathsAreSmall)
  fail(`${name} has too many simple paths to list; its shortest paths (without --simple) reach every state and transition`);
const paths = selectPaths(qaPathsOf(model, { simple }), { to, max });
if (paths.length === 0) fail(`no path of ${name} ends in '${to}'`);
process.stdout.write(format === 'json' ? toJson(paths) : toMarkdown(name, paths, { simple }));
