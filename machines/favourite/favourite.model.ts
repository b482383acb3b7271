import { defineModel } from '../testing/model.ts';
import { favouriteMachine } from './favourite.machine.ts';

const wishlistFailure = (error: unknown) =>
  (error as { status?: number }).status === 401 ? 'the session has expired (the wishlist API answers 401)' : 'the wishlist API fails (500)';

export const favouriteModel = defineModel({
  machine: favouriteMachine,
  inputs: [{ productIds: [] }],
  events: [
    { type: 'favourite.toggle', productId: 7 },
    { type: 'favourite.sync', productIds: [] },
    { type: 'xstate.done.actor.addToWishlist', output: [7] },
    { type: 'xstate.error.actor.addToWishlist', error: { status: 401, message: 'Unauthorized' } },
    { type: 'xstate.error.actor.addToWishlist', error: { status: 500, message: 'Internal error' } },
    { type: 'xstate.done.actor.removeFromWishlist', output: [] },
    { type: 'xstate.error.actor.removeFromWishlist', error: { status: 401, message: 'Unauthorized' } },
    { type: 'xstate.error.actor.removeFromWishlist', error: { status: 500, message: 'Internal error' } },
  ],
  instructions: {
    'favourite.toggle': (e) => `click the heart of product ${String(e.productId)}`,
    'favourite.sync': (e) => `the wishlist is fetched again and holds ${JSON.stringify(e.productIds)}`,
    'xstate.done.actor.addToWishlist': () => 'the wishlist API adds it',
    'xstate.done.actor.removeFromWishlist': () => 'the wishlist API removes it',
    'xstate.error.actor.addToWishlist': (e) => wishlistFailure(e.error),
    'xstate.error.actor.removeFromWishlist': (e) => wishlistFailure(e.error),
  },
  internalEvents: ['favourite.saved'],
  // one queued click is enough to show that clicks during a save are kept
  filterEvents: (snapshot, event) => event.type !== 'favourite.toggle' || snapshot.context.queued.length < 1,
});
