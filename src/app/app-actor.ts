import { COOKIE_NOTICE_COOKIE, SESSION_COOKIE_SECONDS } from '@contract/constants';
import { appMachine } from '@machines/app/app.machine';
import type { CartOp } from '@machines/cart/cart-queue';
import { cartMachine } from '@machines/cart/cart.machine';
import { clickIdMachine } from '@machines/clickId/clickId.machine';
import { cookieNoticeMachine } from '@machines/cookieNotice/cookieNotice.machine';
import { errorModalMachine } from '@machines/errorModal/errorModal.machine';
import { favouriteMachine } from '@machines/favourite/favourite.machine';
import type { LoadingOperation } from '@machines/loadingRegistry/loadingRegistry.machine';
import { localeMachine } from '@machines/locale/locale.machine';
import { miniCartMachine } from '@machines/miniCart/miniCart.machine';
import { sessionMachine } from '@machines/session/session.machine';
import Cookies from 'js-cookie';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { storedTokens, storeTokens } from '@/features/account/api/session-cookie';
import { storeCartId, storedCartId, watchStoredCartId } from '@/features/cart/api/cart-id';
import { trackAddToCart, trackRemoveFromCart } from '@/lib/analytics';
import { type AppActors, actorsOf } from '@/lib/app-actors';
import type { Http } from '@/lib/http';
import { rememberLocale } from '@/lib/locale';
import { hearOtherTabs, tellOtherTabs } from '@/lib/other-tabs';
import type { Inspect } from './inspector';

/** What the effects need from the rest of the app. */
export interface AppEffects {
  http: Http;
  /** follows an in-app link, e.g. '/login?redirect=…' (the locale prefix is added) */
  navigate: (to: { to: '/{-$locale}/login'; search: { redirect: string } } | { to: '/{-$locale}/home' }) => void;
  /** route guards and loaders decide again (the login status changed) */
  invalidateRoutes: () => void;
  inspect: Inspect;
}

const OPERATION: Record<CartOp['kind'], LoadingOperation> = {
  add: 'add-cart',
  update: 'update-cart',
  remove: 'delete-cart',
  coupon: 'apply-coupon',
  'eligibility.apply': 'apply-eligible-code',
  'eligibility.delete': 'delete-eligible-code',
  // the spec names no operation of its own for gift wrapping: it changes a line, as an update does
  'giftWrapping.add': 'update-cart',
  'giftWrapping.delete': 'update-cart',
};

/**
 * The composition root of the statecharts: the app machine with every child's effects (HTTP calls, cookies,
 * storage, scroll lock, navigation, analytics), created and started once, outside React.
 */
export async function createAppActors({ http, navigate, invalidateRoutes, inspect }: AppEffects): Promise<AppActors> {
  // the effects reach the children, which exist once the app has started
  const late: { actors?: AppActors } = {};
  const started = () => late.actors!;
  /** Runs a named operation with its entry in the loading registry (spec section 4). */
  const withLoading = async <T>(operation: LoadingOperation, run: () => Promise<T>): Promise<T> => {
    // the cart's first load starts with the app, a moment before its children are known here
    await Promise.resolve();
    const { loadingRegistry } = started();
    loadingRegistry.send({ type: 'loading.start', operation });
    try {
      return await run();
    } finally {
      loadingRegistry.send({ type: 'loading.end', operation });
    }
  };
  // the account, cart and wishlist calls and their schemas load with their first use: a guest's first view does without them
  const auth = () => import('@/features/account/api/auth-api').then((m) => m.authApi(http));
  const carts = () => import('@/features/cart/api/cart-api').then((m) => m.cartApi(http));
  const wishlist = () => import('@/features/favourite/api/wishlist-api').then((m) => m.wishlistApi(http));
  // the first resolution of the locale is not the shopper's choice: only a language they pick is remembered
  let localeChosen = false;

  const session = sessionMachine.provide({
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
      watchOtherTabs: fromCallback(({ sendBack }) =>
        hearOtherTabs((news) => {
          if (news.type === 'session.changed') sendBack({ type: 'session.stored.changed', tokens: news.tokens });
        }),
      ),
      findBag: fromPromise(async ({ input }) => (storedCartId() === null ? (await carts()).customerCart(input.accessToken) : null)),
      mergeCart: fromPromise(({ input }) =>
        withLoading('merge-cart', async () => {
          const guestCartId = started().cart.getSnapshot().context.cartId;
          return guestCartId ? (await carts()).merge(guestCartId, input.accessToken) : (await carts()).customerCart(input.accessToken);
        }),
      ),
    },
    actions: {
      storeTokens: (_, tokens) => storeTokens(tokens, SESSION_COOKIE_SECONDS / 86_400),
      clearSession: () => storeTokens(null, 0),
      revokeSession: (_, { refreshToken }) => {
        if (refreshToken) void auth().then((a) => a.logout(refreshToken));
      },
      goHome: () => navigate({ to: '/{-$locale}/home' }),
      loginStatusChanged: invalidateRoutes,
      tellOtherTabs: (_, tokens) => tellOtherTabs({ type: 'session.changed', tokens }),
      lookAtStoredSession: ({ context, self }) => {
        // an empty cookie proves nothing here (a browser may refuse cookies); a logout elsewhere shows at the next 401
        const stored = storedTokens();
        if (stored && stored.refreshToken !== context.refreshToken) self.send({ type: 'session.stored.changed', tokens: stored });
      },
    },
  });

  const cart = cartMachine.provide({
    actors: {
      // without a stored cart id there is no cart to load
      loadCart: fromPromise(() => withLoading('get-cart', async () => (storedCartId() === null ? null : (await carts()).loadStoredCart()))),
      createCart: fromPromise(() => withLoading('create-cart', async () => (await carts()).createCart())),
      sendOp: fromPromise(({ input }) => withLoading(OPERATION[input.op.kind], async () => (await carts()).sendOp(input.cartId, input.op))),
      fetchCart: fromPromise(({ input }) => withLoading('get-cart', async () => (await carts()).fetchCart(input.cartId))),
      loadCrossSell: fromPromise(async ({ input }) => (await carts()).relatedProducts(input.parentIds)),
      watchOtherTabs: fromCallback(({ sendBack }) => {
        const stopWatchingId = watchStoredCartId((cartId) => sendBack({ type: 'cart.stored.changed', cartId }));
        const stopHearing = hearOtherTabs((news) => {
          if (news.type === 'cart.written') sendBack({ type: 'cart.elsewhere.written', cartId: news.cartId, version: news.version });
        });
        return () => {
          stopWatchingId();
          stopHearing();
        };
      }),
    },
    actions: {
      storeCartId: (_, { cartId }) => storeCartId(cartId),
      tellOtherTabs: (_, { cartId, version }) => tellOtherTabs({ type: 'cart.written', cartId, version }),
      reportRemoved: (_, { line }) => {
        if (line) trackRemoveFromCart(line);
      },
      reportAdded: (_, { line, quantity }) => {
        if (line) trackAddToCart(line, quantity);
      },
    },
  });

  const favourite = favouriteMachine.provide({
    actors: {
      // spec section 7: wishlist fetch errors are ignored (the machine stays with no favourites)
      fetchWishlist: fromPromise(async () => (await wishlist()).get()),
      addToWishlist: fromPromise(async ({ input }) => (await wishlist()).add(input.productId)),
      removeFromWishlist: fromPromise(async ({ input }) => (await wishlist()).remove(input.productId)),
    },
    actions: { goHome: () => navigate({ to: '/{-$locale}/home' }) },
  });

  const machine = appMachine.provide({
    actors: {
      session,
      cart,
      favourite,
      miniCart: miniCartMachine.provide({
        actions: {
          lockScroll: () => document.body.classList.add('scroll-locked'),
          unlockScroll: () => document.body.classList.remove('scroll-locked'),
        },
      }),
      errorModal: errorModalMachine.provide({
        actions: { goToLogin: (_, { redirect }) => navigate({ to: '/{-$locale}/login', search: { redirect: redirect ?? '/' } }) },
      }),
      cookieNotice: cookieNoticeMachine.provide({
        actors: { isAccepted: fromPromise(async () => Cookies.get(COOKIE_NOTICE_COOKIE) === 'accepted') },
        actions: { storeAccepted: (_, { days }) => Cookies.set(COOKIE_NOTICE_COOKIE, 'accepted', { expires: days, path: '/', sameSite: 'lax' }) },
      }),
      locale: localeMachine.provide({
        actors: { readLocaleCookie: fromPromise(async () => Cookies.get('locale') ?? null) },
        actions: {
          storeLocale: (_, { locale }) => {
            if (localeChosen) rememberLocale(locale);
          },
        },
      }),
      clickId: clickIdMachine.provide({
        actions: {
          storeClickId: (_, { clickId, maxAgeSeconds }) => Cookies.set('click_id', clickId, { expires: maxAgeSeconds / 86_400, path: '/', sameSite: 'lax' }),
        },
      }),
    },
  });
  const app = createActor(machine, { input: { path: location.pathname + location.search, search: location.search, languages: navigator.languages }, inspect });
  app.start();
  const actors = (late.actors = actorsOf(app));
  await waitFor(actors.locale, (s) => s.matches('ready'));
  localeChosen = true;
  return actors;
}
