import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { lazyActor } from './lazy-actor';

const counter = setup({ types: { context: {} as { seen: string[] }, events: {} as { type: 'note'; text: string } } }).createMachine({
  context: { seen: [] },
  on: { note: { actions: assign({ seen: ({ context, event }) => [...context.seen, event.text] }) } },
});

const startCounter = () => createActor(counter).start();

describe('lazyActor', () => {
  it('starts nothing until it is needed', () => {
    const start = vi.fn(async () => startCounter());
    const lazy = lazyActor(start);
    expect(start).not.toHaveBeenCalled();
    expect(lazy.current).toBeUndefined();
    expect(lazy.requested).toBe(false);
  });

  it('starts once on the first send and delivers what was sent meanwhile, in order', async () => {
    const start = vi.fn(async () => startCounter());
    const lazy = lazyActor(start);
    const changes = vi.fn();
    lazy.subscribe(changes);
    lazy.send({ type: 'note', text: 'a' });
    lazy.send({ type: 'note', text: 'b' });
    expect(lazy.requested).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    const actor = await lazy.load();
    lazy.send({ type: 'note', text: 'c' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(lazy.current).toBe(actor);
    expect(actor.getSnapshot().context.seen).toEqual(['a', 'b', 'c']);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load, without the events of the failed one', async () => {
    let fail = true;
    const lazy = lazyActor(async () => {
      if (fail) throw new Error('offline');
      return startCounter();
    });
    lazy.send({ type: 'note', text: 'lost' });
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.requested).toBe(false);
    fail = false;
    lazy.send({ type: 'note', text: 'kept' });
    const actor = await lazy.load();
    expect(actor.getSnapshot().context.seen).toEqual(['kept']);
  });
});
