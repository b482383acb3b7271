import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CartData, RelatedProduct } from '../../contract/cart.ts';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import type { CartOp } from './cart-queue.ts';
import type { StoredCart } from './cart.machine.ts';
import { cartModel } from './cart.model.ts';

function start() {
  const actors = {
    loadCart: controlled<StoredCart>(),
    createCart: controlled<string>(),
    sendOp: controlled<CartData, { cartId: string; op: CartOp }>(),
    fetchCart: controlled<CartData, { cartId: string }>(),
    loadCrossSell: controlled<RelatedProduct[], { parentIds: string }>(),
  };
  const effects = { stored: [] as (string | null)[], removed: 0, checkouts: 0 };
  const machine = cartModel.machine.provide({
    actors: Object.fromEntries(Object.entries(actors).map(([name, a]) => [name, a.logic])) as never,
    actions: {
      storeCartId: (_, { cartId }) => void effects.stored.push(cartId),
      reportRemoved: () => void effects.removed++,
      startCheckout: () => void effects.checkouts++,
    },
  });
  const actor = createActor(machine).start();
  return { actor, actors, effects, live: { machine, actor, actors, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(cartModel);

describe('cart model', () => {
  itReachesEveryStateAndTransition(cartModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, p] as const)))('%s', async (_description, path) => {
    const { actor, actors, live } = start();
    await path.test({
      states: {
        'sync.syncing.sending': (state) => {
          expect(actor.getSnapshot().value).toEqual(state.value);
          expect(actors.sendOp.inFlight()?.input.op).toEqual(state.context.queue[0]);
        },
        'sync.idle': (state) => {
          expect(actor.getSnapshot().value).toEqual(state.value);
          expect(actor.getSnapshot().context.queue).toEqual([]);
        },
      },
      events: liveEvents(path, live),
    });
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
  });
});
