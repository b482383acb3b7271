import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RegisterBody } from '../../contract/account.ts';
import { activationToken } from '../dev-mailbox.ts';
import { createFreshPostgres, testDatabaseUrl } from './fresh-postgres.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Storefront at http:\/\/localhost:(\d+)/;

/**
 * What outlives the server processes that use it: the database (a PGlite folder, or a fresh database on
 * the server of `TEST_DATABASE_URL`), an app shell to serve, an image cache and the token signing key.
 */
export interface ServerHome {
  /** the server's DATABASE_URL */
  databaseUrl: string;
  kind: 'pglite' | 'postgres';
  /** temp folder with dist/, images/ and, for PGlite, pglite/ */
  dir: string;
  env: Record<string, string>;
  /** removes the folder and drops the PostgreSQL database; stop the processes first */
  dispose(): Promise<void>;
}

export async function createServerHome(): Promise<ServerHome> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-process-'));
  await mkdir(join(dir, 'dist'));
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><html lang="th"><head><title>shell</title></head><body><div id="root"></div></body></html>');
  const serverUrl = testDatabaseUrl();
  const postgres = serverUrl ? await createFreshPostgres(serverUrl) : undefined;
  const databaseUrl = postgres?.url ?? join(dir, 'pglite');
  return {
    databaseUrl,
    kind: postgres ? 'postgres' : 'pglite',
    dir,
    env: {
      DATABASE_URL: databaseUrl,
      DIST_DIR: join(dir, 'dist'),
      IMAGE_CACHE_DIR: join(dir, 'images'),
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    async dispose() {
      await postgres?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  /** `http://127.0.0.1:{port}` */
  url: string;
  pid: number;
  /** what the process printed (stdout and stderr) */
  output(): string;
  /** the exit code once the process has exited by itself (null while it runs, or when a signal ended it) */
  exitCode(): number | null;
  /** SIGKILL: no shutdown code runs; resolves once the process is gone */
  kill9(): Promise<void>;
  /** SIGTERM, as a service manager stops it (SIGKILL after 10 s); resolves once the process is gone */
  stop(): Promise<void>;
  /** a new process on the same home (and database), once this one is gone */
  restart(): Promise<ServerProcess>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the development mailbox of a (re)started server for `email`'s activation token, for up to 5 s. */
export async function mailedActivationToken(base: string, email: string): Promise<string | undefined> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await sleep(25)) {
    const token = activationToken(await (await fetch(`${base}/dev/mailbox`)).text(), email);
    if (token) return token;
  }
  return undefined;
}

/** Waits until `condition` holds, failing with `what()` after `ms`. */
export async function until(condition: () => boolean, ms: number, what: () => string, every = 20) {
  for (const deadline = Date.now() + ms; !condition(); await sleep(every)) {
    if (Date.now() > deadline) throw new Error(`not reached in ${ms} ms: ${what()}`);
  }
}

export const CRASH_PASSWORD = 'Secret#123';

/** A valid registration of a Thai shopper with `CRASH_PASSWORD`. */
export const registration = (email: string): RegisterBody => ({
  email,
  password: CRASH_PASSWORD,
  confirmPassword: CRASH_PASSWORD,
  firstName: 'สมหญิง',
  lastName: 'รักดี',
  phone: '0812345678',
  consent: true,
});

const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/** SIGKILLs every server process still running (for afterAll after a failed test). */
export async function killAllServerProcesses() {
  await Promise.all([...running].map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))));
}

/**
 * The real server (`server/main.ts`) as a child process on a free port of 127.0.0.1 over `home`, in
 * development mode (the dev mailbox is on, mail goes to it). `env` adds to or overrides its environment.
 */
export async function startServerProcess(home: ServerHome, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      SMTP_URL: '',
      PUBLIC_URL: '',
      ATTEMPT_LIMIT_SCALE: '1000',
      ...home.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready after 60 s:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`));
    });
  });

  const alive = () => child.exitCode === null && child.signalCode === null;
  const signal = async (name: NodeJS.Signals) => {
    if (alive()) child.kill(name);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exitCode: () => child.exitCode,
    kill9: () => signal('SIGKILL'),
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await signal('SIGTERM');
      clearTimeout(timer);
    },
    async restart() {
      if (alive()) throw new Error('restart: the process is still running; kill9() or stop() it first');
      return startServerProcess(home, env);
    },
  };
}
