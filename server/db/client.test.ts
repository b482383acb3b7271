import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

let database: Database;
// opening the embedded database and migrating it takes seconds on a busy machine, as in the outbox worker's test
beforeAll(async () => {
  database = await openDatabase('memory://');
}, 60_000);
afterAll(() => database.close());

it('lets the event loop run between queued transactions on the embedded database', async () => {
  let finished = 0;
  const queued = Array.from({ length: 50 }, () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      finished += 1;
    }),
  );
  // a callback of the event loop (like accepting a connection) waits for at most one transaction, not all fifty
  const finishedWhenTheLoopRan = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
  await Promise.all(queued);
  expect(finished).toBe(50);
  expect(finishedWhenTheLoopRan).toBeLessThanOrEqual(1);
});
