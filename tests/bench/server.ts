// Starts the built storefront (`tsx server/main.ts`) on 127.0.0.1 with a fresh in-memory database (or the given one),
// waits for /healthz and stops it again. Used by the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';

export const HOST = '127.0.0.1';

export interface RunningServer {
  origin: string;
  port: number;
  /** the process group the server runs in (tsx and the server process) */
  group: number;
  /** milliseconds from spawn until /healthz answered 200 */
  readyMs: number;
  /** everything the server printed so far */
  log: () => string;
  stop: () => Promise<void>;
}

/** The preferred port when it is free, otherwise one the OS hands out. */
export async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, HOST, () => {
        const address = probe.address();
        const got = typeof address === 'object' && address ? address.port : null;
        probe.close(() => resolve(got));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0)) ?? Promise.reject(new Error('no free port on 127.0.0.1'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerOptions {
  /** the built app it serves (default: root/dist) */
  distDir?: string;
  timeoutMs?: number;
  /** DATABASE_URL (default: a fresh in-memory database) */
  databaseUrl?: string;
  /** more environment for the server */
  env?: Record<string, string>;
}

export async function startServer(
  root: string,
  preferredPort: number,
  { distDir = join(root, 'dist'), timeoutMs = 60_000, databaseUrl = 'memory://', env = {} }: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort(preferredPort);
  const origin = `http://${HOST}:${port}`;
  const imageCacheDir = await mkdtemp(join(tmpdir(), 'storefront-bench-images-'));

  let output = '';
  const started = performance.now();
  // Same as `npx tsx server/main.ts`, without npx in between; its own process group so that it can be stopped as a whole.
  // BENCH_CPU_PROFILE=<folder> has the server write a V8 CPU profile there when it stops
  // (through tsx's loader rather than its CLI, whose child process would not inherit the flag)
  const profile = process.env.BENCH_CPU_PROFILE;
  const args = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx', 'server/main.ts']
    : [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATABASE_URL: databaseUrl,
      IMAGE_CACHE_DIR: imageCacheDir,
      DIST_DIR: distDir,
      ...env,
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );

  // Last resort if the benchmark dies without running its cleanup.
  const killGroup = () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killGroup);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      unregister();
      if (!exited && child.pid !== undefined) {
        child.kill('SIGTERM'); // tsx passes it on to the server, which closes its database and exits
        await Promise.race([exitedPromise, sleep(5_000)]);
        killGroup();
        await Promise.race([exitedPromise, sleep(2_000)]);
      }
      process.off('exit', killGroup);
      await rm(imageCacheDir, { recursive: true, force: true });
    })());
  const unregister = onCleanup(stop);

  try {
    for (;;) {
      if (exited) {
        const { code, signal } = exited;
        throw new Error(`server exited before answering /healthz (code ${code}, signal ${signal})`);
      }
      if (performance.now() - started > timeoutMs) throw new Error(`server did not answer /healthz within ${timeoutMs} ms`);
      try {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1_000) });
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.trim()}`, { cause: error });
  }
  const readyMs = performance.now() - started;
  return { origin, port, group: child.pid!, readyMs, log: () => output, stop };
}
