import { failureOf } from '../errorModal/failure.ts';
import { defineModel } from '../testing/model.ts';
import { favouriteMachine } from './favourite.machine.ts';

const wishlistFailure = (error: unknown) =>
  failureOf(error).status === 401 ? 'the session has expired (the wishlist API answers 401)' : 'the wishlist API fails (500)';

export const favouriteModel = defineModel({
  machine: favouriteMachine,
  events: [
    { type: 'favourite.toggle', productId: 7 },
    { type: 'favourite.load' },
    { type: 'favourite.clear' },
    { type: 'xstate.done.actor.fetchWishlist', output: [7] },
    { type: 'xstate.error.actor.fetchWishlist', error: { status: 500, message: 'Internal error' } },
    { type: 'xstate.done.actor.addToWishlist', output: [7] },
    { type: 'xstate.error.actor.addToWishlist', error: { status: 401, message: 'Unauthorized' } },
    { type: 'xstate.error.actor.addToWishlist', error: { status: 500, message: 'Internal error' } },
    { type: 'xstate.done.actor.removeFromWishlist', output: [] },
    { type: 'xstate.error.actor.removeFromWishlist', error: { status: 401, message: 'Unauthorized' } },
    { type: 'xstate.error.actor.removeFromWishlist', error: { status: 500, message: 'Internal error' } },
  ],
  instructions: {
    'favourite.toggle': (e) => `click the heart of product ${String(e.productId)}`,
    'favourite.load': () => 'log in',
    'favourite.clear': () => 'log out',
    'xstate.done.actor.fetchWishlist': (e) => `the wishlist API answers ${JSON.stringify(e.output)}`,
    'xstate.error.actor.fetchWishlist': () => 'the wishlist API fails (500); the hearts stay empty',
    'xstate.done.actor.addToWishlist': () => 'the wishlist API adds it',
    'xstate.done.actor.removeFromWishlist': () => 'the wishlist API removes it',
    'xstate.error.actor.addToWishlist': (e) => wishlistFailure(e.error),
    'xstate.error.actor.removeFromWishlist': (e) => wishlistFailure(e.error),
  },
  internalEvents: ['favourite.saved'],
  // one queued click is enough to show that clicks during a load or a save are kept; a logout matters with favourites or with something in flight
  filterEvents: (snapshot, event) =>
    (event.type !== 'favourite.toggle' || snapshot.context.queued.length < 1) &&
    (event.type !== 'favourite.clear' || snapshot.context.productIds.length > 0 || !snapshot.matches({ wishlist: 'idle' })),
});
