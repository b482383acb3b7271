import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Logger } from '../log/logger.ts';
import { redactText } from '../log/redact.ts';
import type { MailTransport } from './mailer.ts';

/** Wait before attempt n + 1 after n failed: 30 s, doubling, at most an hour. */
export const retryDelayMs = (failedAttempts: number) => Math.min(30_000 * 2 ** (failedAttempts - 1), 3_600_000);

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: Logger;
  now?: () => Date;
  /** how often the outbox is read when nothing woke the worker */
  pollMs?: number;
  /** attempts before a mail is `failed` (8: the last about an hour and a half after the first) */
  maxAttempts?: number;
  /** how long a claim lasts: a mail still `sending` after it belonged to a worker that died, and is taken again */
  claimMs?: number;
}

type Row = typeof mailOutbox.$inferSelect;

/** While a wake finds nothing (its transaction has not committed yet), the outbox is read again this often, this many times. */
const WAKE_RETRY_MS = 25;
const WAKE_RETRIES = 40;

/**
 * Sends the outbox's mail, one mail at a time, on every instance that runs it. A mail is claimed with
 * FOR UPDATE SKIP LOCKED and marked `sending` in a short transaction (no connection is held while SMTP
 * talks), delivered, then marked `sent`; a failure waits `retryDelayMs` and is `failed` after `maxAttempts`.
 * Never twice: only one worker holds a claim; a worker that dies after the hand-over and before the mark
 * leaves the mail `sending` until the claim lapses, and it is handed over again with the same Message-ID
 * (the development mailbox keeps one copy per Message-ID; mail programs drop the repeat).
 */
export function startOutboxWorker({ db, transport, log, now = () => new Date(), pollMs = 1000, maxAttempts = 8, claimMs = 120_000 }: OutboxWorkerOptions) {
  let stopped = false;
  let running: Promise<void> | undefined;
  let retries = 0;
  let retry: NodeJS.Timeout | undefined;

  async function claim(): Promise<Row | undefined> {
    const at = now();
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      const [claimed] = await tx
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + claimMs) })
        .where(eq(mailOutbox.id, due.id))
        .returning();
      return claimed;
    });
  }

  /** Only the claim this worker holds is marked: one that lapsed and was taken again is left to its new holder. */
  const ours = (row: Row) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));

  async function deliver(row: Row) {
    try {
      await transport.send({ messageId: row.messageId, to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const failed = row.attempts >= maxAttempts;
      const retryInMs = retryDelayMs(row.attempts);
      const lastError = redactText(error instanceof Error ? error.message : String(error));
      await db
        .update(mailOutbox)
        .set({ status: failed ? 'failed' : 'pending', nextAttemptAt: new Date(now().getTime() + retryInMs), lastError })
        .where(ours(row));
      log.error(failed ? 'mail failed for good' : 'mail not sent; it will be tried again', {
        outboxId: row.id,
        attempt: row.attempts,
        ...(failed ? {} : { retryInMs }),
        error,
      });
      return;
    }
    await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(ours(row));
  }

  /** Sends every mail that is due; how many it took. */
  async function drain() {
    let taken = 0;
    for (let row = await claim(); row && !stopped; row = await claim()) {
      taken += 1;
      await deliver(row);
    }
    return taken;
  }

  /** Set by a wake that came while a drain was under way: one more drain follows it. */
  let woken = false;

  function run(): Promise<void> {
    if (running) return running;
    woken = false;
    running = drain()
      .then((taken) => {
        clearTimeout(retry);
        if (stopped) return;
        if (woken) retry = setTimeout(run, 0);
        else if (taken === 0 && retries > 0) {
          retries -= 1;
          retry = setTimeout(run, WAKE_RETRY_MS);
        } else if (taken > 0) retries = 0;
      })
      .catch((error: unknown) => log.error('mail outbox unreadable', { error }))
      .finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(run, pollMs);
  timer.unref();
  void run();
  return {
    /** Looks at once, and again for a moment while nothing is found: the waking transaction may not have committed yet. */
    wake() {
      if (stopped) return;
      retries = WAKE_RETRIES;
      woken = true;
      void run();
    },
    /** Stops polling; resolves once a delivery in progress has ended. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      await running;
    },
  };
}
