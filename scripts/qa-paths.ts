/**
 * Prints a statechart's paths as steps a QA engineer can follow (docs/qa.md; `--help` lists the options).
 *
 *   npm run -s qa:paths -- <machine> [--to <state>] [--max N] [--format md|json] [--simple]
 *
 * Machines come from machines/registry.ts; the command itself is machines/testing/qa-cli.ts.
 */
import { qaPathsCommand } from '../machines/testing/qa-cli.ts';

// a reader that stops early (`| head`) closes the pipe: that ends the listing, not an error
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { code, stdout, stderr } = await qaPathsCommand(process.argv.slice(2));
process.stderr.write(stderr);
process.stdout.write(stdout);
process.exitCode = code;
