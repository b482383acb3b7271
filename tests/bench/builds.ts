// The two apps the page benchmark compares, each built with Vite into a folder of its own (never the shared dist/):
// the shop with the project's config, and the floor (tests/bench/floor) with its small one.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';

export interface Builds {
  shop: string;
  floor: string;
}

function viteBuild(root: string, outDir: string, config?: string): Promise<void> {
  const args = [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', ...(config ? ['--config', config] : [])];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const unregister = onCleanup(() => void child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      unregister();
      if (code === 0) resolve();
      else reject(new Error(`vite build${config ? ` --config ${config}` : ''} ended with ${signal ?? `code ${code}`}\n${output.trim()}`));
    });
  });
}

/** Builds both, one after the other (two builds at once only slow each other down on a small machine). */
export async function buildBoth(root: string, outDir: string): Promise<Builds> {
  const builds = { shop: join(outDir, 'shop'), floor: join(outDir, 'floor') };
  await viteBuild(root, builds.shop);
  await viteBuild(root, builds.floor, 'tests/bench/floor/vite.config.ts');
  return builds;
}
