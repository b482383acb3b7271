import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { FAVOURITE_ALERT_MS } from '../../contract/constants.ts';
import type { ErrorModalEvent } from '../errorModal/errorModal.machine.ts';
import { failureOf } from '../errorModal/failure.ts';
import { tellPeers } from '../system.ts';

export interface FavouriteAlert {
  productId: number;
  /** true: 'added to favourites'; false: 'removed' */
  added: boolean;
}

export interface FavouriteContext {
  /** the wishlist: products marked as favourite */
  productIds: number[];
  /** the product whose toggle is being saved */
  pending: number | null;
  /** toggles that arrived while the wishlist loaded or another was saving, oldest first; none is lost */
  queued: number[];
  /** what the 1-second alert says */
  alert: FavouriteAlert | null;
  /** the heart a guest clicked (the wishlist answered 401): its product is added once the customer has logged in */
  afterLogin: number | null;
  /** the last fetch of the wishlist failed: the hearts show empty, but the list is not known to be empty */
  listFailed: boolean;
}

export type FavouriteEvent =
  | { type: 'favourite.toggle'; productId: number }
  /** a customer logged in (the session says so): their wishlist is fetched */
  | { type: 'favourite.load' }
  /** the customer logged out (the session says so): no favourites */
  | { type: 'favourite.clear' }
  /** raised by the machine itself when a toggle was saved */
  | { type: 'favourite.saved' };

export const isFavourite = (context: FavouriteContext, productId: number) => context.productIds.includes(productId);

/** Adding or removing failed: both answer a failure the same way. */
const savingFailed = [
  {
    guard: { type: 'isUnauthorised', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: '#favourite.wishlist.idle',
    description: "401: the error modal asks to log in ('กรุณาเข้าสู่ระบบ'); the heart clicked is kept for after the login, waiting clicks are dropped.",
    actions: ['askToLogIn', 'keepForLogin', 'dropToggles'],
  },
  {
    target: '#favourite.wishlist.idle',
    actions: ['goHome', 'dropToggles'],
    description: 'Any other error: goes to the home page; waiting clicks are dropped.',
  },
] as const;

export const favouriteMachine = setup({
  types: {
    context: {} as FavouriteContext,
    events: {} as FavouriteEvent,
  },
  actors: {
    /** GET /customer/api/wishlist; answers the wishlist's product ids */
    fetchWishlist: fromPromise<number[]>(async () => []),
    /** POST /customer/api/wishlist; answers the wishlist's product ids */
    addToWishlist: fromPromise<number[], { productId: number }>(async () => {
      throw new Error('addToWishlist not provided');
    }),
    /** DELETE /customer/api/wishlist/{productId}; answers the wishlist's product ids */
    removeFromWishlist: fromPromise<number[], { productId: number }>(async () => {
      throw new Error('removeFromWishlist not provided');
    }),
  },
  actions: {
    /** spec section 8: a 401 asks to log in, in the one error modal */
    askToLogIn: tellPeers((tell) => tell<ErrorModalEvent>('errorModal', { type: 'error.show', reason: 'loginRequired', case: 401, canHide: true })),
    /** navigates to the home page */
    goHome: () => {},
    takeToggle: assign({
      pending: ({ event }) => {
        assertEvent(event, 'favourite.toggle');
        return event.productId;
      },
    }),
    queueToggle: assign({
      queued: ({ context, event }) => {
        assertEvent(event, 'favourite.toggle');
        return [...context.queued, event.productId];
      },
    }),
    takeQueued: assign({ pending: ({ context }) => context.queued[0] ?? null, queued: ({ context }) => context.queued.slice(1) }),
    /** the server's answer is the wishlist */
    acceptWishlist: assign({ productIds: (_, productIds: number[]) => productIds, listFailed: false }),
    setAlert: assign({ alert: ({ context }, added: boolean) => (context.pending === null ? null : { productId: context.pending, added }) }),
    finishSaving: assign({ pending: null }),
    dropToggles: assign({ pending: null, queued: [] }),
    keepForLogin: assign({ afterLogin: ({ context }) => context.pending }),
    /** the heart clicked before the login adds its product, unless it was a favourite already */
    queueHeartBeforeLogin: assign({
      queued: ({ context }) =>
        context.afterLogin === null || isFavourite(context, context.afterLogin) || context.queued.includes(context.afterLogin)
          ? context.queued
          : [...context.queued, context.afterLogin],
      afterLogin: null,
    }),
    /** before the list arrived every heart was empty: a click there meant 'add', never 'remove' */
    keepQueuedAdds: assign({ queued: ({ context }) => context.queued.filter((id) => !isFavourite(context, id)) }),
    announceSaved: raise({ type: 'favourite.saved' }),
    clearAlert: assign({ alert: null }),
    forgetFavourites: assign({ productIds: [], pending: null, queued: [], alert: null, afterLogin: null, listFailed: false }),
    noteListFailed: assign({ listFailed: true }),
  },
  guards: {
    pendingIsFavourite: ({ context }) => context.pending !== null && isFavourite(context, context.pending),
    hasQueued: ({ context }) => context.queued.length > 0,
    isUnauthorised: (_, params: { error: unknown }) => failureOf(params.error).status === 401,
  },
  delays: {
    alertDuration: FAVOURITE_ALERT_MS,
  },
}).createMachine({
  id: 'favourite',
  context: { productIds: [], pending: null, queued: [], alert: null, afterLogin: null, listFailed: false },
  type: 'parallel',
  description: "The shopper's favourites (the wishlist): hearts toggle them one at a time, a 1-second alert confirms.",
  on: {
    'favourite.clear': {
      target: ['.wishlist.idle', '.alert.hidden'],
      actions: 'forgetFavourites',
      description: 'Logout: no favourites, whatever is loading or being saved; clicks not saved yet are dropped.',
    },
  },
  states: {
    wishlist: {
      description: 'Saving the hearts clicked, none lost.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No favourite change is being saved.',
          always: { guard: 'hasQueued', target: 'saving', actions: 'takeQueued', description: 'Hearts clicked while the list loaded are saved now, in order.' },
          on: {
            'favourite.toggle': { target: 'saving', actions: 'takeToggle', description: 'A heart was clicked.' },
            'favourite.load': { target: 'loading', description: 'A customer logged in.' },
          },
        },
        loading: {
          description: "Fetching the customer's wishlist; hearts clicked meanwhile wait for it.",
          on: {
            'favourite.toggle': { actions: 'queueToggle', description: 'A heart clicked before the list arrived waits for it.' },
          },
          invoke: {
            id: 'fetchWishlist',
            src: 'fetchWishlist',
            onDone: {
              target: 'idle',
              actions: [{ type: 'acceptWishlist', params: ({ event }) => event.output }, 'keepQueuedAdds', 'queueHeartBeforeLogin'],
              description:
                "The customer's favourites show; a heart clicked meanwhile (on an empty heart), or the one that asked a guest to log in, adds its product unless it is a favourite already.",
            },
            onError: {
              target: 'idle',
              actions: ['noteListFailed', 'queueHeartBeforeLogin'],
              description:
                'Spec section 7: a wishlist fetch error is ignored by the hearts, which show empty (the wishlist page says the list could not be loaded); the heart that asked a guest to log in is still added.',
            },
          },
        },
        saving: {
          description: 'A heart was clicked; the change is being saved. Further clicks wait their turn.',
          initial: 'choosing',
          on: {
            'favourite.toggle': { actions: 'queueToggle', description: 'Another heart clicked while saving waits its turn.' },
          },
          states: {
            choosing: {
              description: 'A favourite is removed, anything else added.',
              always: [
                { guard: 'pendingIsFavourite', target: 'removing', description: 'The product is a favourite: it is removed.' },
                { target: 'adding', description: 'The product is not a favourite: it is added.' },
              ],
            },
            adding: {
              description: 'Adding the product to the wishlist.',
              invoke: {
                id: 'addToWishlist',
                src: 'addToWishlist',
                input: ({ context }) => ({ productId: context.pending! }),
                onDone: {
                  target: 'saved',
                  description: "Added: the answer is the wishlist, and the alert says 'added to favourites'.",
                  actions: [{ type: 'acceptWishlist', params: ({ event }) => event.output }, { type: 'setAlert', params: true }, 'announceSaved'],
                },
                onError: savingFailed,
              },
            },
            removing: {
              description: 'Removing the product from the wishlist.',
              invoke: {
                id: 'removeFromWishlist',
                src: 'removeFromWishlist',
                input: ({ context }) => ({ productId: context.pending! }),
                onDone: {
                  target: 'saved',
                  description: "Removed: the answer is the wishlist, and the alert says 'removed from favourites'.",
                  actions: [{ type: 'acceptWishlist', params: ({ event }) => event.output }, { type: 'setAlert', params: false }, 'announceSaved'],
                },
                onError: savingFailed,
              },
            },
            saved: {
              description: 'Saved: the next waiting click, or rest.',
              always: [
                { guard: 'hasQueued', target: 'choosing', actions: 'takeQueued', description: 'The next waiting click is saved.' },
                { target: '#favourite.wishlist.idle', actions: 'finishSaving', description: 'No click is waiting.' },
              ],
            },
          },
        },
      },
    },
    alert: {
      description: 'The 1-second alert after a save.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No favourite alert.',
          on: {
            'favourite.saved': { target: 'shown', description: 'A heart was saved.' },
          },
        },
        shown: {
          description: 'The alert says the product was added to or removed from favourites; it hides after 1 second.',
          after: { alertDuration: { target: 'hidden', actions: 'clearAlert', description: 'One second has passed.' } },
          on: {
            'favourite.saved': { target: 'shown', reenter: true, description: 'Another saved heart shows its own alert for a full second.' },
          },
        },
      },
    },
  },
});
