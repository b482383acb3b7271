import type { Db } from '../db/client.ts';
import { expireDueOrders } from './lifecycle.ts';

/** Once a minute, unpaid orders past their time expire and give their stock back (reads also expire them on sight). */
export function startExpirySweep(db: Db, now: () => Date = () => new Date(), everyMs = 60_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDueOrders(db, now())
      .catch((error: unknown) => console.error('order expiry sweep failed', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
