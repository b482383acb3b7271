/**
 * Prints a statechart's paths as steps a QA engineer can follow (docs/qa.md).
 *
 *   npm run qa:paths -- <machine> [--format md|json] [--simple]
 *
 * Shortest paths by default (one per state and way into it); --simple prints every path that visits no
 * state twice. Machines come from machines/registry.ts.
 */
import { loadModel, modelNames } from '../machines/registry.ts';
import { qaPathsOf, toJson, toMarkdown } from '../machines/testing/qa-paths.ts';

const usage = 'usage: npm run qa:paths -- <machine> [--format md|json] [--simple]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\nknown machines: ${modelNames().join(', ')}\n`);
  process.exit(1);
}

function parse(args: string[]) {
  let name: string | undefined;
  let format = 'md';
  let simple = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--simple') simple = true;
    else if (arg === '--format') format = args[++i] ?? '';
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else if (name === undefined) name = arg;
    else fail(`one machine at a time (got ${name} and ${arg})`);
  }
  if (format !== 'md' && format !== 'json') fail(`unknown format '${format}'`);
  return { name, format, simple };
}

const { name, format, simple } = parse(process.argv.slice(2));
if (name === undefined) fail('which machine?');
const model = await loadModel(name);
if (!model) fail(`unknown machine '${name}'`);
if (simple && !model.simplePathsAreSmall) fail(`${name} has too many simple paths to list; its shortest paths (without --simple) reach every state and transition`);
const paths = qaPathsOf(model, { simple });
process.stdout.write(format === 'json' ? toJson(paths) : toMarkdown(name, paths, { simple }));
