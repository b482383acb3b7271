import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, for one test server; `drop()` removes it. */
export interface FreshPostgres {
  name: string;
  /** `postgres://…/{name}`: the server URL with the new database in its path */
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests may use (`TEST_DATABASE_URL`), or undefined: embedded PGlite then. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Sessions still on the database: a closing pool's go by themselves (ending them under it makes its
 * clients throw), a killed server's are ended after a grace period.
 */
async function endSessions(client: pg.Client, name: string) {
  const others = 'FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()';
  const deadline = Date.now() + 2000;
  while (Date.now() < deadline && (await client.query<{ n: number }>(`SELECT count(*)::int AS n ${others}`, [name])).rows[0]!.n > 0) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`SELECT pg_terminate_backend(pid) ${others}`, [name]);
}

/** Creates an empty database with a random name on the server of `serverUrl`, whose user may CREATE DATABASE. */
export async function createFreshPostgres(serverUrl: string): Promise<FreshPostgres> {
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, async (client) => {
        await endSessions(client, name);
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      }),
  };
}
