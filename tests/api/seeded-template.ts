import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { seedDatabase } from '../../server/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated, seeded PGlite data folder (a tar file) that every in-memory test server starts from */
    seededDataDir: string | null;
  }
}

/**
 * Migrates and seeds one in-memory database before the API tests and writes its data folder to a file: a test
 * server loads a copy in about a second, where creating, migrating and seeding its own took three to four on a
 * two-core machine (about 75 servers a run). On PostgreSQL (`TEST_DATABASE_URL`) each server makes its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('seededDataDir', null);
    return;
  }
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: fileURLToPath(new URL('../../server/db/migrations', import.meta.url)) });
  await seedDatabase(db as unknown as Db);
  const file = join(tmpdir(), `storefront-seeded-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('seededDataDir', file);
  return () => rm(file, { force: true });
}
