import { describe, expect, it } from 'vitest';
import { backgroundSlots } from './background-slots.ts';

/** A task that runs until its `finish` is called. */
function controlled() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return { task: () => done, finish, fail };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('backgroundSlots', () => {
  it('starts tasks at once while slots are free, and makes the next caller wait for one', async () => {
    const inBackground = backgroundSlots(2, () => {});
    const [a, b, c] = [controlled(), controlled(), controlled()];
    let admitted = 0;
    for (const t of [a, b, c]) void inBackground(t.task).then(() => (admitted += 1));
    await settle();
    expect(admitted).toBe(2);
    a.finish();
    await settle();
    expect(admitted).toBe(3);
  });

  it('never runs more than its slots, however many callers come', async () => {
    const inBackground = backgroundSlots(3, () => {});
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await settle();
      running -= 1;
    };
    await Promise.all(Array.from({ length: 50 }, () => inBackground(task)));
    while (running > 0) await settle();
    expect(most).toBe(3);
  });

  it('reports a failed task and frees its slot', async () => {
    const errors: unknown[] = [];
    const inBackground = backgroundSlots(1, (error) => errors.push(error));
    const failing = controlled();
    await inBackground(failing.task);
    let next = false;
    void inBackground(async () => {}).then(() => (next = true));
    failing.fail(new Error('mail down'));
    await settle();
    expect(errors).toEqual([new Error('mail down')]);
    expect(next).toBe(true);
  });
});
