import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FAVOURITE_ALERT_MS } from '../../contract/constants.ts';
import { controlled } from '../testing/live.ts';
import { favouriteMachine } from './favourite.machine.ts';

/** A fake wishlist server whose answers the test releases. */
async function start(productIds: number[] = []) {
  const add = controlled<number[], { productId: number }>();
  const remove = controlled<number[], { productId: number }>();
  const effects = { loginAsked: 0, wentHome: 0 };
  const machine = favouriteMachine.provide({
    actors: { addToWishlist: add.logic, removeFromWishlist: remove.logic, fetchWishlist: fromPromise(async () => productIds) },
    actions: {
      askToLogIn: () => void effects.loginAsked++,
      goHome: () => void effects.wentHome++,
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'favourite.load' });
  await flush();
  return { actor, add, remove, effects };
}

/** A customer just logged in: the wishlist fetch is in flight until the test answers it. */
function startLoading() {
  const add = controlled<number[], { productId: number }>();
  const remove = controlled<number[], { productId: number }>();
  const fetchWishlist = controlled<number[]>();
  const machine = favouriteMachine.provide({
    actors: { addToWishlist: add.logic, removeFromWishlist: remove.logic, fetchWishlist: fetchWishlist.logic },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'favourite.load' });
  return { actor, add, remove, fetchWishlist };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('favourite machine', () => {
  it('adds a product and shows the alert for one second', async () => {
    const { actor, add } = await start();
    actor.send({ type: 'favourite.toggle', productId: 7 });
    expect(actor.getSnapshot().matches({ wishlist: { saving: 'adding' } })).toBe(true);
    expect(add.calls[0]?.input).toEqual({ productId: 7 });
    add.inFlight()!.resolve([7]);
    await flush();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'shown' });
    expect(context).toMatchObject({ productIds: [7], pending: null, alert: { productId: 7, added: true } });
    await vi.advanceTimersByTimeAsync(FAVOURITE_ALERT_MS - 1);
    expect(actor.getSnapshot().matches({ alert: 'shown' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'hidden' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('removes a product that is a favourite', async () => {
    const { actor, add, remove } = await start([7, 8]);
    actor.send({ type: 'favourite.toggle', productId: 7 });
    expect(add.calls).toHaveLength(0);
    remove.inFlight()!.resolve([8]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ productIds: [8], alert: { productId: 7, added: false } });
  });

  it('keeps clicks that arrive while saving and sends them in order', async () => {
    const { actor, add, remove } = await start();
    actor.send({ type: 'favourite.toggle', productId: 7 });
    actor.send({ type: 'favourite.toggle', productId: 7 });
    actor.send({ type: 'favourite.toggle', productId: 9 });
    expect(actor.getSnapshot().context.queued).toEqual([7, 9]);
    add.inFlight()!.resolve([7]);
    await flush();
    // the second click on 7 removes it again
    expect(remove.calls.map((c) => c.input)).toEqual([{ productId: 7 }]);
    remove.inFlight()!.resolve([]);
    await flush();
    expect(add.calls.map((c) => c.input)).toEqual([{ productId: 7 }, { productId: 9 }]);
    add.inFlight()!.resolve([9]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'shown' });
    expect(actor.getSnapshot().context).toMatchObject({ productIds: [9], queued: [], pending: null, alert: { productId: 9, added: true } });
  });

  it('each saved toggle shows its alert for a full second', async () => {
    const { actor, add } = await start();
    actor.send({ type: 'favourite.toggle', productId: 7 });
    add.inFlight()!.resolve([7]);
    await vi.advanceTimersByTimeAsync(800);
    actor.send({ type: 'favourite.toggle', productId: 9 });
    add.inFlight()!.resolve([7, 9]);
    await vi.advanceTimersByTimeAsync(800);
    expect(actor.getSnapshot().matches({ alert: 'shown' })).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(actor.getSnapshot().matches({ alert: 'hidden' })).toBe(true);
  });

  it('a 401 shows the login error, drops the waiting clicks and goes idle', async () => {
    const { actor, add, effects } = await start();
    actor.send({ type: 'favourite.toggle', productId: 7 });
    actor.send({ type: 'favourite.toggle', productId: 8 });
    add.inFlight()!.reject({ status: 401, message: 'Unauthorized' });
    await flush();
    expect(effects.loginAsked).toBe(1);
    expect(effects.wentHome).toBe(0);
    expect(add.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'hidden' });
    expect(actor.getSnapshot().context).toMatchObject({ productIds: [], pending: null, queued: [] });
  });

  it("a guest's heart (401) adds its product once the customer has logged in, unless it is a favourite already", async () => {
    const add = controlled<number[], { productId: number }>();
    const fetchWishlist = controlled<number[]>();
    const machine = favouriteMachine.provide({
      actors: { addToWishlist: add.logic, fetchWishlist: fetchWishlist.logic },
      actions: { askToLogIn: () => {} },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'favourite.toggle', productId: 7 });
    add.inFlight()!.reject({ status: 401, message: 'Unauthorized' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ productIds: [], afterLogin: 7 });
    actor.send({ type: 'favourite.load' });
    fetchWishlist.inFlight()!.resolve([3]);
    await flush();
    expect(add.calls.map((c) => c.input)).toEqual([{ productId: 7 }, { productId: 7 }]);
    add.inFlight()!.resolve([3, 7]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'shown' });
    expect(actor.getSnapshot().context).toMatchObject({ productIds: [3, 7], afterLogin: null, alert: { productId: 7, added: true } });

    // logged out, a guest again: a heart on a product the customer keeps already is not removed after the next login
    actor.send({ type: 'favourite.clear' });
    actor.send({ type: 'favourite.toggle', productId: 3 });
    add.inFlight()!.reject({ status: 401, message: 'Unauthorized' });
    await flush();
    actor.send({ type: 'favourite.load' });
    fetchWishlist.inFlight()!.resolve([3, 7]);
    await flush();
    expect(add.calls).toHaveLength(3);
    expect(actor.getSnapshot().context).toMatchObject({ productIds: [3, 7], queued: [], afterLogin: null });
  });

  it('other errors go home', async () => {
    const { actor, remove, effects } = await start([7]);
    actor.send({ type: 'favourite.toggle', productId: 7 });
    remove.inFlight()!.reject({ status: 500, message: 'Internal error' });
    await flush();
    expect(effects.wentHome).toBe(1);
    expect(effects.loginAsked).toBe(0);
    expect(actor.getSnapshot().context.productIds).toEqual([7]);
  });

  it('adds the product of a heart clicked while the wishlist loads once the list has arrived, unless it is a favourite already', async () => {
    const { actor, fetchWishlist, add, remove } = startLoading();
    actor.send({ type: 'favourite.toggle', productId: 7 });
    actor.send({ type: 'favourite.toggle', productId: 9 });
    expect(actor.getSnapshot().matches({ wishlist: 'loading' })).toBe(true);
    fetchWishlist.inFlight()!.resolve([7]);
    await flush();
    // every heart showed empty while the list loaded: the clicks meant 'add'; 7 was a favourite already and stays one
    expect(add.calls.map((c) => c.input)).toEqual([{ productId: 9 }]);
    add.inFlight()!.resolve([7, 9]);
    await flush();
    expect(remove.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'shown' });
    expect(actor.getSnapshot().context).toMatchObject({ productIds: [7, 9], pending: null, queued: [] });
  });

  it('a logout while the wishlist loads leaves no favourites, whatever the answer', async () => {
    const { actor, fetchWishlist, add } = startLoading();
    actor.send({ type: 'favourite.toggle', productId: 7 });
    actor.send({ type: 'favourite.clear' });
    fetchWishlist.calls[0]!.resolve([1, 2, 3]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'hidden' });
    expect(actor.getSnapshot().context).toEqual({ productIds: [], pending: null, queued: [], alert: null, afterLogin: null, listFailed: false });
    expect(add.calls).toHaveLength(0);
  });

  it('a logout while a heart is saved leaves no favourites and drops the waiting clicks', async () => {
    const { actor, add } = await start([1]);
    actor.send({ type: 'favourite.toggle', productId: 7 });
    actor.send({ type: 'favourite.toggle', productId: 8 });
    actor.send({ type: 'favourite.clear' });
    add.calls[0]!.resolve([1, 7]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ wishlist: 'idle', alert: 'hidden' });
    expect(actor.getSnapshot().context).toEqual({ productIds: [], pending: null, queued: [], alert: null, afterLogin: null, listFailed: false });
    expect(add.calls).toHaveLength(1);
  });

  it('takes the wishlist as fetched at login and forgets it at logout', async () => {
    const { actor } = await start([1]);
    expect(actor.getSnapshot().context.productIds).toEqual([1]);
    actor.send({ type: 'favourite.clear' });
    expect(actor.getSnapshot().context.productIds).toEqual([]);
  });
});
