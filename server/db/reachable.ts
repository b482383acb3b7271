import pg from 'pg';

/** Why the server cannot start, in one line for the operator (no stack trace: nothing in the code is wrong). */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The URL with its password hidden, for messages. */
const shown = (url: URL) => `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}${url.pathname}`;

/** PostgreSQL's and the network's answers an operator can act on. */
function reason(error: { code?: string; message?: string }, url: URL): string {
  const user = decodeURIComponent(url.username) || 'the default user';
  switch (error.code) {
    case 'ECONNREFUSED':
      return `no PostgreSQL server answers at ${url.host} (connection refused)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host "${url.hostname}" is not known`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${url.host} cannot be reached`;
    case '28P01':
    case '28000':
      return `the server refused the login of ${user} (${error.message})`;
    case '3D000':
      return `the database ${url.pathname.slice(1)} does not exist`;
    default:
      return error.message || String(error);
  }
}

/**
 * Connects once to the PostgreSQL server of `databaseUrl` and asks it `select 1`, within `timeoutMs`, so that a
 * wrong host, a refused login or a missing database is told in one line before migrations start.
 */
export async function checkPostgres(databaseUrl: string, timeoutMs = 4000): Promise<void> {
  const url = new URL(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const cause = error as { code?: string; message?: string };
    const timedOut = /timeout/i.test(cause.message ?? '') ? `${url.host} did not answer within ${timeoutMs / 1000} s` : undefined;
    throw new StartupError(`DATABASE_URL ${shown(url)}: ${timedOut ?? reason(cause, url)}`);
  } finally {
    await client.end().catch(() => {});
  }
}
