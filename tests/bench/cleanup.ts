// What the bench has started and must stop, whichever way it ends (done, error, Ctrl-C).
type Cleanup = () => Promise<void> | void;

const pending = new Set<Cleanup>();

/** Registers a cleanup; the returned function unregisters it (call it once the thing was stopped normally). */
export function onCleanup(cleanup: Cleanup): () => void {
  pending.add(cleanup);
  return () => pending.delete(cleanup);
}

/** Runs every registered cleanup (in reverse order of registration), ignoring their failures. */
export async function runCleanups(): Promise<void> {
  const cleanups = [...pending].reverse();
  pending.clear();
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch {
      // best effort
    }
  }
}
