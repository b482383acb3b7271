// Builds the app when dist/ is missing or older than its sources, so `npm start` always serves the current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'locales', 'contract', 'machines', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json'];
const STAMP = 'dist/index.html';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

if (!existsSync('node_modules/vite')) process.exit(0); // installing without dev dependencies: nothing to build with
const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (built >= changed) process.exit(0);
console.log(built ? 'Sources changed since the last build: building the app…' : 'Building the app…');
const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
