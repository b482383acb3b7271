/**
 * Catalogue change notifications: whatever writes products, prices or categories calls `catalogueChanged()`,
 * and caches derived from the catalogue (listings, the search index) subscribe to drop what they hold.
 * In one process; several instances behind a load balancer would each need the signal (e.g. LISTEN/NOTIFY).
 */
const listeners = new Set<() => void>();

export function onCatalogueChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogueChanged() {
  for (const listener of listeners) listener();
}
