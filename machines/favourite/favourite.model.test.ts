import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LOGIN_REQUIRED_MESSAGE } from '../../contract/constants.ts';
import { controlled, liveEvents, takeStep } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import type { FavouriteInput } from './favourite.machine.ts';
import { favouriteModel } from './favourite.model.ts';

function start(input: FavouriteInput | undefined) {
  const addToWishlist = controlled<number[], { productId: number }>();
  const removeFromWishlist = controlled<number[], { productId: number }>();
  const effects = { errors: [] as { message: string; case: number }[], wentHome: 0 };
  const machine = favouriteModel.machine.provide({
    actors: { addToWishlist: addToWishlist.logic, removeFromWishlist: removeFromWishlist.logic },
    actions: {
      showError: (_, params) => void effects.errors.push(params),
      goHome: () => void effects.wentHome++,
    },
  });
  const actor = createActor(machine, { input }).start();
  const actors = { addToWishlist, removeFromWishlist };
  return { actor, effects, addToWishlist, removeFromWishlist, live: { machine, actor, actors, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(favouriteModel);

describe('favourite model', () => {
  itReachesEveryStateAndTransition(favouriteModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, r.input, p] as const)))('%s', async (_description, input, path) => {
    const { actor, effects, addToWishlist, removeFromWishlist, live } = start(input);
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
      const { errors, wentHome } = { errors: effects.errors.length, wentHome: effects.wentHome };
      await takeStep(live, event);
      const unauthorised = (event as { type: string; error?: { status?: number } }).error?.status === 401;
      expect(effects.errors.slice(errors)).toEqual(unauthorised ? [{ message: LOGIN_REQUIRED_MESSAGE, case: 401 }] : []);
      expect(effects.wentHome - wentHome).toBe(unauthorised ? 0 : 1);
    }
  });
});
