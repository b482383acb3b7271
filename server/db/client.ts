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
import { pgListener } from './pg-listener.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Either the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /**
   * Runs `onMessage` with the payload of every NOTIFY on `channel`, from any session of the database (other
   * instances too), until the answered function is called; `onGap` when some may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `work` under a PostgreSQL advisory `lock`, one instance at a time: when another instance holds it, skips
   * (answers undefined) or, with `wait`, runs once the other is done.
   */
  exclusively<T>(lock: number, work: () => Promise<T>, wait?: boolean): Promise<T | undefined>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `postgres://…` uses a PostgreSQL server; `memory://` an in-memory PGlite (tests), started from `loadDataDir` (a
 * PGlite data folder's tar file) when given; anything else is a folder for a persistent PGlite.
 */
export async function openDatabase(url: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // an idle connection the server closed (restart, failover) is dropped; the next query opens another
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // one closed while in use (between a transaction's statements, under the sweep's lock) fails its queries and is
    // dropped on release; without a listener its 'error' event would end the process
    pool.on('connect', (connection) => connection.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    // instances starting together migrate one after another: the others wait, then find nothing to do
    await withAdvisoryLock(pool, MIGRATION_LOCK, () => migratePg(db, { migrationsFolder }), true);
    return {
      db: db as unknown as Db,
      listen: (channel, onMessage, onGap) => pgListener(url, channel, onMessage, onGap),
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      exclusively: (lock, work, wait) => withAdvisoryLock(pool, lock, work, wait),
      close: () => pool.end(),
    };
  }
  if (url !== 'memory://') mkdirSync(url, { recursive: true });
  const client = url === 'memory://' ? new PGlite({ loadDataDir }) : new PGlite(url);
  takeTurns(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    // one process owns the embedded database
    exclusively: (_lock, work) => work(),
    close: () => client.close(),
  };
}

/** The advisory lock the migrations run under (any number no other lock of the shop uses). */
const MIGRATION_LOCK = 0x5f0e_0000;

/**
 * A session advisory lock on a connection of its own, taken or waited for (`wait`), or else tried and given up;
 * a lost connection releases it.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, lock: number, work: () => Promise<T>, wait = false): Promise<T | undefined> {
  const connection = await pool.connect();
  // a connection whose unlock failed is closed rather than returned to the pool: closing it releases the lock
  let broken: Error | undefined;
  const query = (text: string) =>
    connection.query<{ locked: boolean }>(text, [lock]).catch((error: Error) => {
      broken = error;
      throw error;
    });
  try {
    const { rows } = await query(wait ? 'select true as locked, pg_advisory_lock($1)' : 'select pg_try_advisory_lock($1) as locked');
    if (!rows[0]!.locked) return undefined;
    try {
      return await work();
    } finally {
      await query('select pg_advisory_unlock($1)').catch(() => {});
    }
  } finally {
    connection.release(broken);
  }
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
