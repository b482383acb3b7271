import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { favouriteMachine } from '@machines/favourite/favourite.machine';
import { isSettled } from '@machines/session/session.machine';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SessionActor } from '@/features/account/hooks/session-actor';
import type { FavouriteActor } from '@/features/favourite/hooks/favourite-actor';
import type { Http } from '@/lib/http';
import type { Inspect } from './inspector';
import type { ShellActorSet } from './shell-actors';

/**
 * The favourite machine with the wishlist API; the wishlist follows the session (fetched when the favourites
 * start for a logged-in shopper and on each login, only with a session; emptied on logout). Started on first
 * need (main.tsx): this module is loaded then. A 401 shows 'กรุณาเข้าสู่ระบบ' in the error modal; other errors go home.
 */
export function createFavouriteActor(http: Http, session: SessionActor, shell: ShellActorSet, i18n: I18n, goHome: () => void, inspect: Inspect): FavouriteActor {
  const api = () => import('@/features/favourite/api/wishlist-api').then((m) => m.wishlistApi(http));
  const actor = createActor(
    favouriteMachine.provide({
      actors: {
        addToWishlist: fromPromise(async ({ input }) => (await api()).add(input.productId)),
        removeFromWishlist: fromPromise(async ({ input }) => (await api()).remove(input.productId)),
      },
      actions: {
        showError: (_, { case: status }) => shell.errorModal.send({ type: 'error.show', message: i18n._(msg`Please log in`), case: status, canHide: true }),
        goHome,
      },
    }),
    { input: { productIds: [] }, inspect },
  ).start();
  let loggedIn: boolean | null = null;
  const followSession = (snapshot: SnapshotFrom<SessionActor>) => {
    if (!isSettled(snapshot) || snapshot.matches('loggedIn') === loggedIn) return;
    loggedIn = snapshot.matches('loggedIn');
    if (!loggedIn) actor.send({ type: 'favourite.sync', productIds: [] });
    // wishlist fetch errors are ignored (spec section 7)
    else void api().then((a) => a.get()).then((productIds) => actor.send({ type: 'favourite.sync', productIds }), () => undefined);
  };
  // the session may have settled before the favourites started: subscribing does not replay its state
  followSession(session.getSnapshot());
  session.subscribe(followSession);
  return actor;
}
