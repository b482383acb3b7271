import type { ServerConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every service's routes are built from: the composition root passes it down. */
export interface Services {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** the current time; tests move it */
  now: () => Date;
}
