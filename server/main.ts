import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startExpirySweep } from './orders/expiry-sweep.ts';
import { seedDatabase } from './seed/seed.ts';

const config = readConfig();
const started = performance.now();
const database = await openDatabase(config.databaseUrl);
const { seeded } = await seedDatabase(database.db);
const app = createApp({ db: database.db, config, distDir: config.distDir, imageCacheDir: config.imageCacheDir });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : `PGlite (${config.databaseUrl})`;
  console.log(
    `Storefront at http://localhost:${info.port} on ${where}${seeded ? ', catalogue seeded' : ''}, ready in ${Math.round(performance.now() - started)} ms`,
  );
});

const stopSweep = startExpirySweep(database.db);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopSweep();
    server.close();
    void database.close().finally(() => process.exit(0));
  });
}
