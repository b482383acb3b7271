import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';

/**
 * Catalogue change notifications: whatever writes products, prices or categories calls `catalogueChanged()`,
 * and caches derived from the catalogue (listings, the search index) subscribe to drop what they hold.
 * This process's caches hear it at once; once `relayCatalogueChanges` runs, every other instance on the same
 * database hears it through LISTEN/NOTIFY (PostgreSQL, or in-process on the embedded PGlite).
 */
const listeners = new Set<() => void>();
const CHANNEL = 'catalogue_changed';
/** the payload of this process's notifications, which it has already acted on */
const INSTANCE = randomUUID();
let relay: (() => void) | undefined;

export function onCatalogueChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changedHere() {
  for (const listener of listeners) listener();
}

export function catalogueChanged() {
  changedHere();
  relay?.();
}

/** Sends this process's catalogue changes to the other instances and hears theirs, until the answered function runs. */
export async function relayCatalogueChanges(database: Pick<Database, 'listen' | 'notify'>): Promise<() => Promise<void>> {
  const stopListening = await database.listen(CHANNEL, (from) => from !== INSTANCE && changedHere(), changedHere);
  relay = () =>
    void database.notify(CHANNEL, INSTANCE).catch((error: Error) => console.error(`catalogue change not sent to other instances: ${error.message}`));
  return async () => {
    relay = undefined;
    await stopListening();
  };
}
