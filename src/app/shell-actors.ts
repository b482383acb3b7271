import type { I18n } from '@lingui/core';
import { alertToastMachine } from '@machines/alertToast/alertToast.machine';
import { COOKIE_NOTICE_COOKIE } from '@contract/constants';
import { cookieNoticeMachine } from '@machines/cookieNotice/cookieNotice.machine';
import { errorModalMachine } from '@machines/errorModal/errorModal.machine';
import { type LoadingOperation, loadingRegistryMachine } from '@machines/loadingRegistry/loadingRegistry.machine';
import { miniCartMachine } from '@machines/miniCart/miniCart.machine';
import Cookies from 'js-cookie';
import { createActor, fromPromise } from 'xstate';
import { cartErrorMessage } from '@/features/cart/cart-error-message';
import type { CartActor } from '@/features/cart/hooks/cart-actor';
import type { Inspect } from './inspector';

/** The page-wide machines with their real effects: scroll lock, cookies, navigation. */
export function createShellActors(options: { navigate: (href: string) => void; localePrefix: () => string; inspect: Inspect }) {
  const { inspect } = options;
  const miniCart = createActor(
    miniCartMachine.provide({
      actions: {
        lockScroll: () => document.body.classList.add('scroll-locked'),
        unlockScroll: () => document.body.classList.remove('scroll-locked'),
      },
    }),
    { inspect },
  ).start();
  const errorModal = createActor(
    errorModalMachine.provide({
      actions: {
        goToLogin: (_, { redirect }) => options.navigate(`${options.localePrefix()}/login?redirect=${encodeURIComponent(redirect ?? '/')}`),
        openMiniCart: () => miniCart.send({ type: 'miniCart.show' }),
      },
    }),
    { input: { path: location.pathname + location.search }, inspect },
  ).start();
  const cookieNotice = createActor(
    cookieNoticeMachine.provide({
      actors: { isAccepted: fromPromise(async () => Cookies.get(COOKIE_NOTICE_COOKIE) === 'accepted') },
      actions: { storeAccepted: (_, { days }) => Cookies.set(COOKIE_NOTICE_COOKIE, 'accepted', { expires: days, path: '/', sameSite: 'lax' }) },
    }),
    { inspect },
  ).start();
  const alertToast = createActor(alertToastMachine, { inspect }).start();
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

  return { miniCart, errorModal, cookieNotice, alertToast, loading, track };
}

export type ShellActorSet = ReturnType<typeof createShellActors>;

/** Navigation closes the mini cart and keeps the error modal's login redirect on the current page. */
export function followRoutes(shell: ShellActorSet, path: string) {
  shell.miniCart.send({ type: 'route.changed', path });
  shell.errorModal.send({ type: 'route.changed', path });
}

/** A failed cart call shows in the one error modal, with the text of spec section 8 for it. */
export function reportCartFailures(cart: CartActor, shell: ShellActorSet, i18n: I18n) {
  cart.subscribe((snapshot) => {
    const { error } = snapshot.context;
    if (snapshot.matches({ alert: 'none' }) || !error) return;
    shell.errorModal.send({ type: 'error.show', message: cartErrorMessage(i18n, error), case: error.status, canHide: true });
    cart.send({ type: 'cart.error.dismiss' });
  });
}
