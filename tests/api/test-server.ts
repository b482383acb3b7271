import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp } from '../../server/app.ts';
import { ROUTE_LIST_FILE, routePatternsOf } from '../../server/http/route-patterns.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import type { Mailer } from '../../server/mail/mailer.ts';
import { type Db, openDatabase } from '../../server/db/client.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { writeCompressed } from '../../scripts/vite/precompress.ts';
import { createFreshPostgres, testDatabaseUrl } from './fresh-postgres.ts';

export interface TestServer {
  /** `http://127.0.0.1:{port}`, no trailing slash */
  url: string;
  db: Db;
  config: ServerConfig;
  close(): Promise<void>;
}

const SHELL =
  '<!doctype html><html lang="th"><head><meta name="description" content="test shell" /><title>test shell</title></head><body><div id="root"></div></body></html>';
/** A hashed build asset with its Brotli and gzip copies, as `vite build` writes them. */
export const TEST_ASSET = { path: '/assets/app-Tst12345.js', body: 'console.log("app");\n'.repeat(100) };
/** The product page's own files, as the build's route list names them for preloading. */
export const TEST_PAGE_FILES = ['/assets/_slug-Tst12345.js', '/assets/_slug-Tst12345.css'];

/**
 * A real HTTP server on a random port over a fresh, seeded database: in-memory PGlite, or a new database on
 * the PostgreSQL server of `TEST_DATABASE_URL` when that is set (dropped on close), serving
 * a minimal app shell (index.html with `<div id="root">` and one asset) from a temp folder.
 */
export interface TestServerOptions {
  /** overrides of the configuration read from the environment (e.g. stand-in provider URLs) */
  config?: Partial<ServerConfig>;
  mailer?: Mailer;
  now?: () => Date;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const distDir = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  const imageCacheDir = await mkdtemp(join(tmpdir(), 'storefront-images-'));
  await writeFile(join(distDir, 'index.html'), SHELL);
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, TEST_ASSET.path), TEST_ASSET.body);
  await writeCompressed(join(distDir, TEST_ASSET.path));
  const patterns = routePatternsOf(await readFile('src/routeTree.gen.ts', 'utf8'));
  await writeFile(join(distDir, ROUTE_LIST_FILE), JSON.stringify({ patterns, preloads: { '/{-$locale}/product/$slug': TEST_PAGE_FILES } }));

  const serverUrl = testDatabaseUrl();
  const postgres = serverUrl ? await createFreshPostgres(serverUrl) : undefined;
  const databaseUrl = postgres?.url ?? 'memory://';
  // a copy of the database tests/api/seeded-template.ts seeded once for the run, or one seeded here
  const seeded = postgres ? null : inject('seededDataDir');
  const database = await openDatabase(databaseUrl, seeded ? { loadDataDir: new Blob([await readFile(seeded)]) } : {});
  if (!seeded) await seedDatabase(database.db);
  const config = { ...readConfig({ ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: '' }), ...options.config };
  const app = createApp({ db: database.db, distDir, imageCacheDir, config, mailer: options.mailer, now: options.now });

  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve({ server, port: info.port })) as Server;
  });

  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    config,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await app.stopMail();
      await database.close();
      await postgres?.drop();
      await Promise.all([distDir, imageCacheDir].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
