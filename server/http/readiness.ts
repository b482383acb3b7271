import type { Db } from '../db/client.ts';

/** Whether the database answers `select 1` within `timeoutMs` (no drizzle import: the server loads this before its modules). */
export async function databaseAnswers(db: Db, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([
      db.execute('select 1').then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/readyz` for a load balancer: 200 while this instance serves and its database answers; 503 while it
 * starts, stops, or cannot reach the database. `/healthz` stays liveness (the process answers at all).
 */
export async function readiness(db: Db | undefined, stopping: boolean): Promise<Response> {
  const reason = !db ? 'starting' : stopping ? 'stopping' : (await databaseAnswers(db)) ? undefined : 'database not answering';
  return Response.json(reason ? { ready: false, reason } : { ready: true }, {
    status: reason ? 503 : 200,
    headers: { 'cache-control': 'no-store' },
  });
}
