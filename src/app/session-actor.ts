import { SESSION_COOKIE_SECONDS } from '@contract/constants';
import { sessionMachine } from '@machines/session/session.machine';
import { createActor, fromPromise } from 'xstate';
import { storedTokens, storeTokens } from '@/features/account/api/session-cookie';
import type { SessionActor } from '@/features/account/hooks/session-actor';
import { storeCartId, storedCartId } from '@/features/cart/api/cart-id';
import type { CartActor } from '@/features/cart/hooks/cart-actor';
import type { Http } from '@/lib/http';
import type { Inspect } from './inspector';

/**
 * The session machine with its real effects: the authen and customer API, the session cookie, the guest
 * cart merged into the customer's on login, and everything a logout must clear.
 */
export function createSessionActor(http: Http, cart: CartActor, goHome: () => void, withLoading: <T>(operation: 'merge-cart', run: () => Promise<T>) => Promise<T>, inspect?: Inspect): SessionActor {
  // the account calls and their schemas load when first needed: a guest's first view does without them
  const auth = () => import('@/features/account/api/auth-api').then((m) => m.authApi(http));
  const carts = () => import('@/features/cart/api/cart-api').then((m) => m.cartApi(http));
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => storedTokens()),
      login: fromPromise(async ({ input }) => (await auth()).login(input.username, input.password)),
      socialLogin: fromPromise(async ({ input }) => (await auth()).socialLogin(input)),
      fetchProfile: fromPromise(async ({ input }) => (await auth()).profile(input.accessToken)),
      // another tab may have refreshed already: its new pair is in the cookie, and reusing ours would be refused
      refreshTokens: fromPromise(async ({ input }) => {
        const stored = storedTokens();
        return stored && stored.refreshToken !== input.refreshToken ? stored : (await auth()).refresh(input);
      }),
      mergeCart: fromPromise(({ input }) =>
        withLoading('merge-cart', async () => {
          const guestCartId = storedCartId();
          const cartId = guestCartId ? await (await carts()).merge(guestCartId, input.accessToken) : await (await carts()).customerCart(input.accessToken);
          storeCartId(cartId);
          cart.send({ type: 'cart.reload' });
        }),
      ),
    },
    actions: {
      storeTokens: (_, tokens) => storeTokens(tokens, SESSION_COOKIE_SECONDS / 86_400),
      clearSession: () => {
        storeTokens(null, 0);
        storeCartId(null);
        cart.send({ type: 'cart.reset' });
      },
      revokeSession: (_, { refreshToken }) => {
        if (refreshToken) void auth().then((a) => a.logout(refreshToken));
      },
      goHome,
    },
  });
  return createActor(machine, { inspect }).start();
}
