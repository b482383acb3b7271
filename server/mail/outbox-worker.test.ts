import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { mailOutbox, outboxMails } from '../db/schema.ts';
import { createLogger } from '../log/logger.ts';
import { createMailTransport, type MailTransport, type OutgoingMail } from './mailer.ts';
import { enqueueMail } from './outbox.ts';
import { retryDelayMs, startOutboxWorker } from './outbox-worker.ts';

const log = createLogger('silent');
const mail = (n: number) => ({ to: `shopper${n}@example.com`, subject: `Mail ${n}`, text: 'text', html: '<p>html</p>' });

let database: Database;
beforeAll(async () => {
  database = await openDatabase('memory://');
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(outboxMails);
});

const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

it('waits 30 s after the first failure, doubling, at most an hour', () => {
  expect([1, 2, 3, 4, 8, 12].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
});

describe('the outbox worker', () => {
  it('sends a mail once when woken, with its Message-ID, and marks it sent', async () => {
    const sent: OutgoingMail[] = [];
    const worker = startOutboxWorker({ db: database.db, transport: { mode: 'smtp', send: async (m) => void sent.push(m) }, log, pollMs: 60_000 });
    try {
      await enqueueMail(database.db, mail(1), 'shop.test');
      worker.wake();
      await vi.waitFor(async () => expect((await rows())[0]!.status).toBe('sent'));
      const [row] = await rows();
      expect(row!.messageId).toMatch(/^<[\w-]+@shop\.test>$/);
      expect(sent).toEqual([{ ...mail(1), messageId: row!.messageId }]);
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await worker.stop();
    }
  });

  it('tries a failing mail again after its backoff and gives up after the last attempt', async () => {
    let at = new Date(Date.now() + 1000);
    const transport: MailTransport = { mode: 'smtp', send: () => Promise.reject(new Error('421 try later')) };
    const worker = startOutboxWorker({ db: database.db, transport, log, now: () => at, pollMs: 60_000, maxAttempts: 3 });
    try {
      await enqueueMail(database.db, mail(2), 'shop.test');
      worker.wake();
      await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try later' }));
      expect((await rows())[0]!.nextAttemptAt).toEqual(new Date(at.getTime() + 30_000));

      worker.wake(); // not due yet
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await rows())[0]!.attempts).toBe(1);

      at = new Date(at.getTime() + 30_000);
      worker.wake();
      await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 2 }));
      at = new Date(at.getTime() + 60_000);
      worker.wake();
      await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 3 }));
    } finally {
      await worker.stop();
    }
  });

  it('never sends a mail twice when several workers take from one outbox', async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      mode: 'smtp',
      send: async ({ messageId }) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(messageId);
      },
    };
    for (let n = 0; n < 30; n++) await enqueueMail(database.db, mail(n), 'shop.test');
    const workers = [1, 2, 3].map(() => startOutboxWorker({ db: database.db, transport, log, pollMs: 60_000 }));
    try {
      workers.forEach((worker) => worker.wake());
      await vi.waitFor(async () => expect((await rows()).every((row) => row.status === 'sent')).toBe(true), { timeout: 10_000 });
      expect(sent).toHaveLength(30);
      expect(new Set(sent).size).toBe(30);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });

  it('takes again a mail whose worker died after claiming it, and the mailbox keeps one copy of it', async () => {
    const transport = createMailTransport({ smtpUrl: null, mailFrom: 'Shop <no-reply@shop.test>' }, database.db);
    await enqueueMail(database.db, mail(3), 'shop.test');
    const [row] = await rows();
    // the worker that died handed the mail over, then could not mark it: still `sending`, its claim lapsed
    await transport.send({ ...mail(3), messageId: row!.messageId });
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row!.id));

    const worker = startOutboxWorker({ db: database.db, transport, log, pollMs: 60_000 });
    try {
      worker.wake();
      await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 }));
      expect(await database.db.select().from(outboxMails)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
