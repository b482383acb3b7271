import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { createApp as CreateApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { ConfigError } from './config-schema.ts';
import { checkPostgres, StartupError } from './db/reachable.ts';
import { environment } from './env-file.ts';
import { startupBanner } from './startup-banner.ts';

/** Binds the port first (a taken port is told at once, before the slower database set-up); 503 until ready. */
async function listen(config: ServerConfig, ready: () => ReturnType<typeof CreateApp> | undefined): Promise<Server> {
  const server = createAdaptorServer({
    fetch: (request, env) => ready()?.fetch(request, env) ?? new Response('Starting', { status: 503, headers: { 'retry-after': '1' } }),
  }) as Server;
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

async function start() {
  const config = readConfig(environment());
  const started = performance.now();
  const ready: { app?: ReturnType<typeof CreateApp> } = {};
  const server = await listen(config, () => ready.app);
  const isPostgres = /^postgres(ql)?:\/\//.test(config.databaseUrl);
  if (isPostgres) await checkPostgres(config.databaseUrl);
  // the application's modules load only now: a wrong setting or a taken port is told without waiting for them
  const [{ createApp }, { openDatabase }, { seedDatabase }, { startExpirySweep }] = await Promise.all([
    import('./app.ts'),
    import('./db/client.ts'),
    import('./seed/seed.ts'),
    import('./orders/expiry-sweep.ts'),
  ]);
  const database = await openDatabase(config.databaseUrl).catch((error: Error) => {
    const what = isPostgres ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database at ${config.databaseUrl} (DATABASE_URL or PGLITE_DIR)`;
    throw new StartupError(`${what} cannot be prepared: ${rootCause(error).message}`);
  });
  const { seeded } = config.seedDemoData ? await seedDatabase(database.db) : { seeded: false };
  ready.app = createApp({ db: database.db, config, distDir: config.distDir, imageCacheDir: config.imageCacheDir });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startupBanner(config, port, { seeded, ms: Math.round(performance.now() - started) }));

  const stopSweep = startExpirySweep(database.db);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopSweep();
      server.close();
      void database.close().finally(() => process.exit(0));
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
