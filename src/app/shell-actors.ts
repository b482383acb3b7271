import type { I18n } from '@lingui/core';
import { COOKIE_NOTICE_COOKIE } from '@contract/constants';
import { cookieNoticeMachine } from '@machines/cookieNotice/cookieNotice.machine';
import { type LoadingOperation, loadingRegistryMachine } from '@machines/loadingRegistry/loadingRegistry.machine';
import Cookies from 'js-cookie';
import { createActor, fromPromise } from 'xstate';
import { cartErrorMessage } from '@/features/cart/cart-error-message';
import type { CartActor } from '@/features/cart/hooks/cart-actor';
import { lazyActor } from '@/lib/lazy-actor';
import type { Inspect } from './inspector';

/**
 * The page-wide machines with their real effects: scroll lock, cookies, navigation. The cookie notice and the
 * loading registry run from the start; the mini cart, the error modal and the alert toast start the first time
 * something is sent to them (their statecharts load then), since until then they would only sit closed.
 */
export function createShellActors(options: { navigate: (href: string) => void; localePrefix: () => string; inspect: Inspect }) {
  const { inspect } = options;
  /** the current path, the error modal's login redirect; the modal starts with it and follows it afterwards */
  let path = location.pathname + location.search;
  const miniCart = lazyActor(async () => {
    const { miniCartMachine } = await import('@machines/miniCart/miniCart.machine');
    return createActor(
      miniCartMachine.provide({
        actions: {
          lockScroll: () => document.body.classList.add('scroll-locked'),
          unlockScroll: () => document.body.classList.remove('scroll-locked'),
        },
      }),
      { inspect },
    ).start();
  });
  const errorModal = lazyActor(async () => {
    const { errorModalMachine } = await import('@machines/errorModal/errorModal.machine');
    return createActor(
      errorModalMachine.provide({
        actions: {
          goToLogin: (_, { redirect }) => options.navigate(`${options.localePrefix()}/login?redirect=${encodeURIComponent(redirect ?? '/')}`),
          openMiniCart: () => miniCart.send({ type: 'miniCart.show' }),
        },
      }),
      { input: { path }, inspect },
    ).start();
  });
  const cookieNotice = createActor(
    cookieNoticeMachine.provide({
      actors: { isAccepted: fromPromise(async () => Cookies.get(COOKIE_NOTICE_COOKIE) === 'accepted') },
      actions: { storeAccepted: (_, { days }) => Cookies.set(COOKIE_NOTICE_COOKIE, 'accepted', { expires: days, path: '/', sameSite: 'lax' }) },
    }),
    { inspect },
  ).start();
  const alertToast = lazyActor(async () => {
    const { alertToastMachine } = await import('@machines/alertToast/alertToast.machine');
    return createActor(alertToastMachine, { inspect }).start();
  });
  const loading = createActor(loadingRegistryMachine, { inspect }).start();

  /** Runs a named operation with its entry in the loading registry. */
  const track = async <T>(operation: LoadingOperation, run: () => Promise<T>): Promise<T> => {
    loading.send({ type: 'loading.start', operation });
    try {
      return await run();
    } finally {
      loading.send({ type: 'loading.end', operation });
    }
  };

  /** Navigation closes the mini cart and keeps the error modal's login redirect on the current page. */
  const followRoute = (href: string) => {
    path = href;
    // neither has anything to do before it runs: a mini cart not started is closed, the modal starts with `path`
    miniCart.current?.send({ type: 'route.changed', path: href });
    errorModal.current?.send({ type: 'route.changed', path: href });
  };

  return { miniCart, errorModal, cookieNotice, alertToast, loading, track, followRoute };
}

export type ShellActorSet = ReturnType<typeof createShellActors>;

/** A failed cart call shows in the one error modal, with the text of spec section 8 for it. */
export function reportCartFailures(cart: CartActor, shell: ShellActorSet, i18n: I18n) {
  cart.subscribe((snapshot) => {
    const { error } = snapshot.context;
    if (snapshot.matches({ alert: 'none' }) || !error) return;
    shell.errorModal.send({ type: 'error.show', message: cartErrorMessage(i18n, error), case: error.status, canHide: true });
    cart.send({ type: 'cart.error.dismiss' });
  });
}
