import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ROUTE_LIST_FILE, routePatternsOf } from '../../server/http/route-patterns.ts';
import { startupBanner } from '../../server/startup-banner.ts';
import { createServerHome, killAllServerProcesses, startServerProcess } from './server-process.ts';
import { startRefusingPostgres } from './stand-ins/postgres-refusing.ts';
import { startTestServer } from './test-server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What a server that cannot start prints (stdout and stderr), its exit code and how long it took. */
async function refusedStart(env: Record<string, string>) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: 'memory://', ENV_FILE: '/nonexistent/.env', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output: output.trim(), ms: Date.now() - started };
}

/** The lines after "The server cannot start…": one per problem, never a stack trace. */
const problemLines = (output: string) => {
  expect(output).not.toMatch(/^\s+at /m);
  return output.split('\n').slice(1);
};

afterAll(() => killAllServerProcesses());

/** A server home whose app shell knows the app's pages, as a build does: any other path is a 404. */
async function homeWithPages() {
  const home = await createServerHome();
  const patterns = routePatternsOf(await readFile(join(ROOT, 'src/routeTree.gen.ts'), 'utf8'));
  await writeFile(join(home.dir, 'dist', ROUTE_LIST_FILE), JSON.stringify({ patterns }));
  return home;
}

it('refuses every bad setting at once, one line naming each variable, and creates nothing', async () => {
  const { code, output } = await refusedStart({
    PORT: 'eighty',
    NODE_ENV: 'staging',
    DATABASE_URL: 'pg://shop@127.0.0.1/shop',
    PUBLIC_URL: 'shop.example.co.th',
    SMTP_URL: 'http://mail.example.com',
    RECAPTCHA_VERSION: '4',
    ORDER_PAYMENT_MINUTES: '-5',
    DEMO_SANDBOXES: 'everyone',
  });
  expect(code).not.toBe(0);
  const lines = problemLines(output);
  for (const name of ['PORT', 'NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'RECAPTCHA_VERSION', 'ORDER_PAYMENT_MINUTES', 'DEMO_SANDBOXES']) {
    expect(lines.filter((line) => line.startsWith(`${name} `))).toHaveLength(1);
  }
  expect(lines).toHaveLength(8);
  expect(existsSync(join(ROOT, 'pg:'))).toBe(false);
});

it('reads .env beneath the environment: the file counts, a variable set in both keeps the environment value', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-env-'));
  await writeFile(join(dir, '.env'), 'ORDER_PAYMENT_MINUTES=soon\nNODE_ENV=staging\n');
  const { code, output } = await refusedStart({ ENV_FILE: join(dir, '.env'), NODE_ENV: 'development' });
  await rm(dir, { recursive: true, force: true });
  expect(code).not.toBe(0);
  expect(problemLines(output)).toEqual(['ORDER_PAYMENT_MINUTES is not a whole number: "soon"']);
});

it('refuses production with missing secrets or the example ones, naming each', async () => {
  const { code, output } = await refusedStart({
    NODE_ENV: 'production',
    JWT_SECRET: '',
    PUBLIC_URL: '',
    ADMIN_API_KEY: 'local-admin-key',
    PAYMENT_GATEWAY_SECRET: 'local-gateway-secret',
  });
  expect(code).not.toBe(0);
  const lines = problemLines(output);
  expect(lines).toHaveLength(4);
  expect(lines).toEqual(
    expect.arrayContaining([
      'JWT_SECRET is required in production',
      expect.stringMatching(/^PUBLIC_URL is required in production/),
      expect.stringMatching(/^ADMIN_API_KEY still has the example value/),
      expect.stringMatching(/^PAYMENT_GATEWAY_SECRET still has the example value/),
    ]),
  );
});

it('says in one line, within 5 s, that the port is taken', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as AddressInfo).port;
  const { code, output, ms } = await refusedStart({ PORT: String(port) });
  taken.close();
  expect(code).not.toBe(0);
  expect(output).toBe(`The server cannot start: PORT ${port} is taken on 127.0.0.1: another program listens there; stop it or set PORT`);
  expect(ms).toBeLessThan(5000);
});

it('says in one line, within 5 s, that no database answers at DATABASE_URL', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const { code, output, ms } = await refusedStart({ DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/shop` });
  expect(code).not.toBe(0);
  // the password is not printed
  expect(output).toBe(
    `The server cannot start: DATABASE_URL postgres://shop@127.0.0.1:${port}/shop: no PostgreSQL server answers at 127.0.0.1:${port} (connection refused)`,
  );
  expect(ms).toBeLessThan(5000);
});

it('says in one line that the database refused the login', async () => {
  const postgres = await startRefusingPostgres();
  const { code, output } = await refusedStart({ DATABASE_URL: postgres.url });
  await postgres.close();
  expect(code).not.toBe(0);
  expect(output).toMatch(
    /^The server cannot start: DATABASE_URL postgres:\/\/shop@127\.0\.0\.1:\d+\/shop: the server refused the login of shop \(password authentication failed for user "shop"\)$/,
  );
});

it('runs production with no sandbox, no mailbox and no demo data', async () => {
  const home = await homeWithPages();
  try {
    const server = await startServerProcess(home, {
      DATABASE_URL: 'memory://',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.co.th',
      ADMIN_API_KEY: randomBytes(24).toString('hex'),
      PAYMENT_GATEWAY_SECRET: randomBytes(24).toString('hex'),
    });
    expect(server.output()).toMatch(/Production mode: no sandboxes, no mailbox, no demo data seeded/);
    expect(server.output()).not.toMatch(/catalogue seeded/);
    for (const path of ['/dev/mailbox', '/sandbox-gateway/pay/any', '/authen/api/auth/sandbox/facebook?email=a@example.com']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    await server.stop();
  } finally {
    await home.dispose();
  }
}, 150_000);

// the real app on a real socket of 127.0.0.1, in process: the demo's seeding in a child process can take longer than
// its 60 s start on a busy machine. A client on another machine cannot be made here: a local proxy's forwarded
// address stands in for it (server/http/loopback.test.ts tests the decision for other socket addresses)
it('in the demo, answers the sandboxes and the mailbox on loopback only: a request a proxy forwarded gets 404', async () => {
  const server = await startTestServer();
  try {
    const sandbox = '/authen/api/auth/sandbox/facebook?email=a@example.com';
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(200);
    expect((await fetch(`${server.url}${sandbox}`)).status).toBe(200);
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    for (const path of ['/dev/mailbox', sandbox, '/sandbox-gateway/pay/any']) {
      expect((await fetch(`${server.url}${path}`, { headers: forwarded })).status, path).toBe(404);
    }
    // the login page offers the social sandbox to this machine only
    const providers = async (headers = {}) => (await (await fetch(`${server.url}/authen/api/auth/providers`, { headers })).json()) as unknown;
    expect(await providers()).toEqual({ data: { facebook: { mode: 'sandbox' }, apple: { mode: 'sandbox' } } });
    expect(await providers(forwarded)).toEqual({ data: { facebook: null, apple: null } });
    expect(startupBanner(server.config, 3000, { seeded: true, ms: 1 })).toMatch(
      /Demo mode: .*mailbox \(\/dev\/mailbox\) on, for requests from this machine only/,
    );
  } finally {
    await server.close();
  }
}, 150_000);
