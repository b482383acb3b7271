import type { Database } from '../db/client.ts';
import type { Logger } from '../log/logger.ts';
import { expireDueOrders } from './lifecycle.ts';

/** The advisory lock that lets one instance at a time sweep (any number unique to this job). */
export const SWEEP_LOCK = 0x5f0e_0001;

/**
 * Every `everyMs`, unpaid orders past their time expire and give their stock back (reads also expire them on
 * sight). Several instances on one database take turns through an advisory lock: one sweeps, the others skip
 * that round. The answered function stops the sweep and resolves once a round under way has finished.
 */
export function startExpirySweep(database: Pick<Database, 'db' | 'exclusively'>, everyMs: number, log: Logger, now: () => Date = () => new Date()) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= database
      .exclusively(SWEEP_LOCK, () => expireDueOrders(database.db, now()))
      .then((expired) => {
        if (expired) log.info('order expiry sweep', { expired });
      })
      .catch((error: unknown) => log.error('order expiry sweep failed', { error }))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
