// What the bench has started and must stop, whichever way it ends (done, error, Ctrl-C).
type Cleanup = () => Promise<void> | void;

const pending = new Set<Cleanup>();
let aborted: string | null = null;
let rejectAborted: (error: Error) => void = () => undefined;
const abortedPromise = new Promise<never>((_, reject) => (rejectAborted = reject));
abortedPromise.catch(() => undefined); // only matters to whoever races with it

/**
 * Registers a cleanup; the returned function unregisters it (call it once the thing was stopped normally).
 * After an abort, whatever is still being started is stopped as soon as it registers.
 */
export function onCleanup(cleanup: Cleanup): () => void {
  if (aborted !== null) {
    void Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
    return () => undefined;
  }
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

/** Stops everything now and makes `checkAborted` throw from here on. */
export function abort(reason: string): Promise<void> {
  aborted ??= reason;
  rejectAborted(new Error(`aborted (${aborted})`));
  return runCleanups();
}

/** `work`, or a rejection as soon as the bench is aborted (for work that may hang once its browser is gone). */
export function unlessAborted<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, abortedPromise]);
}

export function checkAborted(): void {
  if (aborted !== null) throw new Error(`aborted (${aborted})`);
}
