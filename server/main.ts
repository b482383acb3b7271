import type { Server, ServerResponse } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { createApp as CreateApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { ConfigError } from './config-schema.ts';
import type { Db } from './db/client.ts';
import { checkPostgres, StartupError } from './db/reachable.ts';
import { readiness } from './http/readiness.ts';
import { environment } from './env-file.ts';
import { createLogger } from './log/logger.ts';
import { startupBanner } from './startup-banner.ts';

/** Binds the port first (a taken port is told at once, before the slower database set-up). */
async function listen(config: ServerConfig, fetch: (request: Request, env: unknown) => Response | Promise<Response>): Promise<Server> {
  const server = createAdaptorServer({ fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${config.host}:${config.port}`;
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`PORT ${config.port} is taken on ${config.host}: another program listens there; stop it or set PORT`));
      else if (error.code === 'EACCES') reject(new StartupError(`PORT ${config.port} needs privileges this user lacks on ${config.host}; set PORT above 1023`));
      else if (error.code === 'EADDRNOTAVAIL') reject(new StartupError(`HOST ${config.host} is not an address of this machine`));
      else reject(new StartupError(`cannot listen on ${where}: ${error.message}`));
    });
    server.listen(config.port, config.host, resolve);
  });
  return server;
}

/** The innermost cause: drizzle wraps the driver's error, whose message is the one that says what is wrong. */
const rootCause = (error: Error): Error => (error.cause instanceof Error ? rootCause(error.cause) : error);

/** How long requests in flight may take to finish after SIGTERM (a service manager's SIGKILL usually comes at 10 s or later). */
const SHUTDOWN_GRACE_MS = 8000;
/** The advisory lock the demo data is seeded under (any number no other lock of the shop uses). */
const SEED_LOCK = 0x5f0e_0002;

/** Requests being answered, and a promise that resolves once there are none or `ms` have passed. */
function countRequests(server: Server) {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  let closing = false;
  server.on('request', (_request, response: ServerResponse) => {
    inFlight += 1;
    if (closing) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
  });
  return {
    inFlight: () => inFlight,
    finished(ms: number) {
      closing = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
        if (inFlight === 0) idle();
      });
    },
  };
}

async function start() {
  const config = readConfig(environment());
  const started = performance.now();
  const ready: { app?: ReturnType<typeof CreateApp>; db?: Db; stopping: boolean } = { stopping: false };
  const server = await listen(config, (request, env) => {
    if (new URL(request.url).pathname === '/readyz') return readiness(ready.db, ready.stopping);
    return ready.app?.fetch(request, env) ?? new Response('Starting', { status: 503, headers: { 'retry-after': '1' } });
  });
  const requests = countRequests(server);
  const isPostgres = /^postgres(ql)?:\/\//.test(config.databaseUrl);
  if (isPostgres) await checkPostgres(config.databaseUrl);
  // the application's modules load only now: a wrong setting or a taken port is told without waiting for them
  const [{ createApp }, { openDatabase }, { seedDatabase }, { startExpirySweep }, { relayCatalogueChanges }] = await Promise.all([
    import('./app.ts'),
    import('./db/client.ts'),
    import('./seed/seed.ts'),
    import('./orders/expiry-sweep.ts'),
    import('./catalogue/changes.ts'),
  ]);
  const database = await openDatabase(config.databaseUrl).catch((error: Error) => {
    const what = isPostgres ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database at ${config.databaseUrl} (DATABASE_URL or PGLITE_DIR)`;
    throw new StartupError(`${what} cannot be prepared: ${rootCause(error).message}`);
  });
  // instances starting together seed one after another: the later ones find the data there
  const { seeded } = config.seedDemoData ? (await database.exclusively(SEED_LOCK, () => seedDatabase(database.db), true))! : { seeded: false };
  const stopRelay = await relayCatalogueChanges(database);
  ready.app = createApp({ db: database.db, config, distDir: config.distDir, imageCacheDir: config.imageCacheDir });
  ready.db = database.db;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startupBanner(config, port, { seeded, ms: Math.round(performance.now() - started) }));

  const log = createLogger(config.logLevel);
  const stopSweep = startExpirySweep(database, config.expirySweepSeconds * 1000, log);
  /** No new connections (/readyz says 503 to the requests of kept-alive ones), those in flight finish, then everything stops. */
  async function shutDown(signal: string) {
    ready.stopping = true;
    server.close();
    log.info('stopping', { signal, inFlight: requests.inFlight() });
    await requests.finished(SHUTDOWN_GRACE_MS);
    server.closeAllConnections();
    await Promise.all([stopSweep(), stopRelay(), ready.app?.stopMail()]);
    await database.close();
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutDown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          log.error('shutdown failed', { error });
          process.exit(1);
        },
      );
    });
  }
}

try {
  await start();
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof StartupError)) throw error;
  console.error(
    error instanceof ConfigError
      ? `The server cannot start; fix these settings (environment or .env):\n${error.message}`
      : `The server cannot start: ${error.message}`,
  );
  process.exit(1);
}
