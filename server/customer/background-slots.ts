/**
 * Work done after a request has answered, at most `slots` at a time. A caller beyond them waits for a slot before
 * its task starts (and so before its request answers): a flood of requests cannot pile up unbounded work behind
 * the answers, which the embedded database would then run for minutes while every other request waited.
 * A task's failure is passed to `onError` and frees its slot.
 */
export function backgroundSlots(slots: number, onError: (error: unknown) => void) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // the slot goes straight to the next caller, so no newcomer can take it in between
    if (next) next();
    else busy -= 1;
  };
  return async function inBackground(task: () => Promise<unknown>): Promise<void> {
    if (busy < slots) busy += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    void task().catch(onError).finally(release);
  };
}
