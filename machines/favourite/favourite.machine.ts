import { assign, fromPromise, raise, setup } from 'xstate';
import { FAVOURITE_ALERT_MS, LOGIN_REQUIRED_MESSAGE } from '../../contract/constants.ts';

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
  /** toggles that arrived while another was saving, oldest first; none is lost */
  queued: number[];
  /** what the 1-second alert says */
  alert: FavouriteAlert | null;
}

export interface FavouriteInput {
  /** the wishlist as fetched at start */
  productIds?: number[];
}

export type FavouriteEvent =
  | { type: 'favourite.toggle'; productId: number }
  /** the wishlist was fetched again or cleared (logout) */
  | { type: 'favourite.sync'; productIds: number[] }
  /** raised by the machine itself when a toggle was saved */
  | { type: 'favourite.saved' };

/** Errors thrown by the injected wishlist calls carry the HTTP status. */
const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status ?? 0;

export const isFavourite = (context: FavouriteContext, productId: number) => context.productIds.includes(productId);

export const favouriteMachine = setup({
  types: {
    context: {} as FavouriteContext,
    events: {} as FavouriteEvent,
    input: {} as FavouriteInput | undefined,
  },
  actors: {
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
    /** opens the global error modal */
    showError: (_, _params: { message: string; case: number }) => {},
    /** navigates to the home page */
    goHome: () => {},
    takeToggle: assign({ pending: ({ event }) => (event.type === 'favourite.toggle' ? event.productId : null) }),
    queueToggle: assign({ queued: ({ context, event }) => (event.type === 'favourite.toggle' ? [...context.queued, event.productId] : context.queued) }),
    takeQueued: assign({ pending: ({ context }) => context.queued[0] ?? null, queued: ({ context }) => context.queued.slice(1) }),
    /** the server's answer is the wishlist */
    acceptWishlist: assign({ productIds: (_, productIds: number[]) => productIds }),
    setAlert: assign({ alert: ({ context }, added: boolean) => (context.pending === null ? null : { productId: context.pending, added }) }),
    finishSaving: assign({ pending: null }),
    dropToggles: assign({ pending: null, queued: [] }),
    announceSaved: raise({ type: 'favourite.saved' }),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    pendingIsFavourite: ({ context }) => context.pending !== null && isFavourite(context, context.pending),
    hasQueued: ({ context }) => context.queued.length > 0,
    isUnauthorised: (_, params: { error: unknown }) => statusOf(params.error) === 401,
  },
  delays: {
    alertDuration: FAVOURITE_ALERT_MS,
  },
}).createMachine({
  id: 'favourite',
  context: ({ input }) => ({ productIds: input?.productIds ?? [], pending: null, queued: [], alert: null }),
  type: 'parallel',
  on: {
    'favourite.sync': { actions: assign({ productIds: ({ event }) => event.productIds }) },
  },
  states: {
    wishlist: {
      initial: 'idle',
      states: {
        idle: {
          description: 'No favourite change is being saved.',
          on: {
            'favourite.toggle': { target: 'saving', actions: 'takeToggle' },
          },
        },
        saving: {
          description: 'A heart was clicked; the change is being saved. Further clicks wait their turn.',
          initial: 'choosing',
          on: {
            'favourite.toggle': { actions: 'queueToggle' },
          },
          states: {
            choosing: {
              always: [{ guard: 'pendingIsFavourite', target: 'removing' }, { target: 'adding' }],
            },
            adding: {
              invoke: {
                id: 'addToWishlist',
                src: 'addToWishlist',
                input: ({ context }) => ({ productId: context.pending! }),
                onDone: {
                  target: 'saved',
                  actions: [{ type: 'acceptWishlist', params: ({ event }) => event.output }, { type: 'setAlert', params: true }, 'announceSaved'],
                },
                onError: [
                  {
                    guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                    target: '#favourite.wishlist.idle',
                    description: "401: the error modal asks to log in ('กรุณาเข้าสู่ระบบ'); waiting clicks are dropped.",
                    actions: [{ type: 'showError', params: { message: LOGIN_REQUIRED_MESSAGE, case: 401 } }, 'dropToggles'],
                  },
                  { target: '#favourite.wishlist.idle', actions: ['goHome', 'dropToggles'], description: 'Any other error: goes to the home page.' },
                ],
              },
            },
            removing: {
              invoke: {
                id: 'removeFromWishlist',
                src: 'removeFromWishlist',
                input: ({ context }) => ({ productId: context.pending! }),
                onDone: {
                  target: 'saved',
                  actions: [{ type: 'acceptWishlist', params: ({ event }) => event.output }, { type: 'setAlert', params: false }, 'announceSaved'],
                },
                onError: [
                  {
                    guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) },
                    target: '#favourite.wishlist.idle',
                    description: "401: the error modal asks to log in ('กรุณาเข้าสู่ระบบ'); waiting clicks are dropped.",
                    actions: [{ type: 'showError', params: { message: LOGIN_REQUIRED_MESSAGE, case: 401 } }, 'dropToggles'],
                  },
                  { target: '#favourite.wishlist.idle', actions: ['goHome', 'dropToggles'], description: 'Any other error: goes to the home page.' },
                ],
              },
            },
            saved: {
              always: [
                { guard: 'hasQueued', target: 'choosing', actions: 'takeQueued' },
                { target: '#favourite.wishlist.idle', actions: 'finishSaving' },
              ],
            },
          },
        },
      },
    },
    alert: {
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No favourite alert.',
          on: {
            'favourite.saved': 'shown',
          },
        },
        shown: {
          description: "The alert says the product was added to or removed from favourites; it hides after 1 second.",
          after: { alertDuration: { target: 'hidden', actions: 'clearAlert' } },
          on: {
            // another saved toggle shows its own alert for a full second
            'favourite.saved': { target: 'shown', reenter: true },
          },
        },
      },
    },
  },
});
