import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, liveEvents, takeStep } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import { favouriteModel } from './favourite.model.ts';

function start() {
  const addToWishlist = controlled<number[], { productId: number }>();
  const removeFromWishlist = controlled<number[], { productId: number }>();
  const fetchWishlist = controlled<number[]>();
  const effects = { loginAsked: 0, wentHome: 0 };
  const machine = favouriteModel.machine.provide({
    actors: { addToWishlist: addToWishlist.logic, removeFromWishlist: removeFromWishlist.logic, fetchWishlist: fetchWishlist.logic },
    actions: {
      askToLogIn: () => void effects.loginAsked++,
      goHome: () => void effects.wentHome++,
    },
  });
  const actor = createActor(machine).start();
  const actors = { addToWishlist, removeFromWishlist, fetchWishlist };
  return { actor, effects, addToWishlist, removeFromWishlist, live: { machine, actor, actors, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(favouriteModel);

describe('favourite model', () => {
  itReachesEveryStateAndTransition(favouriteModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, p] as const)))('%s', async (_description, path) => {
    const { actor, effects, addToWishlist, removeFromWishlist, live } = start();
    const sameAsModel = (state: { value: unknown; context: unknown }) => {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
    await path.test({
      states: {
        'wishlist.idle': (state) => {
          sameAsModel(state);
          expect(addToWishlist.inFlight()).toBeUndefined();
          expect(removeFromWishlist.inFlight()).toBeUndefined();
        },
        'wishlist.saving.adding': (state) => {
          sameAsModel(state);
          expect(addToWishlist.inFlight()?.input).toEqual({ productId: state.context.pending });
        },
        'wishlist.saving.removing': (state) => {
          sameAsModel(state);
          expect(removeFromWishlist.inFlight()?.input).toEqual({ productId: state.context.pending });
        },
        'alert.shown': (state) => expect(actor.getSnapshot().context.alert).toEqual(state.context.alert),
        'alert.hidden': () => expect(actor.getSnapshot().context.alert).toBeNull(),
      },
      events: {
        ...liveEvents(path, live),
        'xstate.error.actor.addToWishlist': (step) => failsWith(step.event),
        'xstate.error.actor.removeFromWishlist': (step) => failsWith(step.event),
      },
    });

    async function failsWith(event: { type: string }) {
      const { loginAsked, wentHome } = effects;
      await takeStep(live, event);
      const unauthorised = (event as { type: string; error?: { status?: number } }).error?.status === 401;
      expect(effects.loginAsked - loginAsked).toBe(unauthorised ? 1 : 0);
      expect(effects.wentHome - wentHome).toBe(unauthorised ? 0 : 1);
    }
  });
});
