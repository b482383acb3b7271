import { mkdirSync } from 'node:fs';
import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Either the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `postgres://…` uses a PostgreSQL server; `memory://` an in-memory PGlite (tests);
 * anything else is a folder for a persistent PGlite.
 */
export async function openDatabase(url: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  if (url !== 'memory://') mkdirSync(url, { recursive: true });
  const client = new PGlite(url === 'memory://' ? undefined : url);
  takeTurns(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}

/**
 * PGlite hands its one connection from caller to caller in promise callbacks, so a queue of waiting
 * callers would run back to back without Node reading a request or accepting a connection in between
 * (under load, new connections waited seconds). Each caller's turn first lets the event loop go round.
 */
function takeTurns(client: PGlite) {
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>) =>
    exclusive(async () => {
      await eventLoopTurn();
      return fn();
    });
}
