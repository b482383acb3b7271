/** `npm run db:reset`: empties the database (embedded or DATABASE_URL) and seeds it again. */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { readConfig } from '../server/config.ts';
import { environment } from '../server/env-file.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDatabase } from '../server/seed/seed.ts';

const { databaseUrl } = readConfig(environment());
const isServer = /^postgres(ql)?:\/\//.test(databaseUrl);

if (isServer) {
  const database = await openDatabase(databaseUrl);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
} else if (databaseUrl !== 'memory://') {
  rmSync(databaseUrl, { recursive: true, force: true });
}

const database = await openDatabase(databaseUrl);
await seedDatabase(database.db);
await database.close();
console.log(`Database reset and seeded (${isServer ? 'PostgreSQL' : databaseUrl}).`);
