import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../db/client.ts';

/**
 * Catalogue change notifications, per database: whatever writes products, prices or categories calls
 * `catalogueChanged(db)`, and the caches derived from that database's catalogue (listings, the search index)
 * subscribe to drop what they hold. This process's caches hear it at once; once `relayCatalogueChanges` runs,
 * every other instance on the same database hears it through LISTEN/NOTIFY (PostgreSQL, or in-process on the
 * embedded PGlite). Keyed weakly, so a closed database's caches go with it.
 */
const listeners = new WeakMap<Db, Set<() => void>>();
const relays = new WeakMap<Db, () => void>();
const CHANNEL = 'catalogue_changed';
/** the payload of this process's notifications, which it has already acted on */
const INSTANCE = randomUUID();

function listenersOf(db: Db): Set<() => void> {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  return set;
}

export function onCatalogueChanged(db: Db, listener: () => void): () => void {
  const set = listenersOf(db);
  set.add(listener);
  return () => set.delete(listener);
}

function changedHere(db: Db) {
  for (const listener of listenersOf(db)) listener();
}

export function catalogueChanged(db: Db) {
  changedHere(db);
  relays.get(db)?.();
}

/** Sends this process's catalogue changes to the other instances and hears theirs, until the answered function runs. */
export async function relayCatalogueChanges(database: Pick<Database, 'db' | 'listen' | 'notify'>): Promise<() => Promise<void>> {
  const { db } = database;
  const stopListening = await database.listen(
    CHANNEL,
    (from) => from !== INSTANCE && changedHere(db),
    () => changedHere(db),
  );
  relays.set(
    db,
    () => void database.notify(CHANNEL, INSTANCE).catch((error: Error) => console.error(`catalogue change not sent to other instances: ${error.message}`)),
  );
  return async () => {
    relays.delete(db);
    await stopListening();
  };
}
