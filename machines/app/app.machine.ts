import { sendTo, setup } from 'xstate';
import { alertToastMachine } from '../alertToast/alertToast.machine.ts';
import { cartMachine } from '../cart/cart.machine.ts';
import { clickIdMachine } from '../clickId/clickId.machine.ts';
import { cookieNoticeMachine } from '../cookieNotice/cookieNotice.machine.ts';
import { educationCodeMachine } from '../educationCode/educationCode.machine.ts';
import { errorModalMachine } from '../errorModal/errorModal.machine.ts';
import { favouriteMachine } from '../favourite/favourite.machine.ts';
import { loadingRegistryMachine } from '../loadingRegistry/loadingRegistry.machine.ts';
import { localeMachine } from '../locale/locale.machine.ts';
import { miniCartMachine } from '../miniCart/miniCart.machine.ts';
import { sessionMachine } from '../session/session.machine.ts';

export interface AppInput {
  /** the path the app starts on (the error modal's login redirect) */
  path: string;
  /** the query the app starts with (click_id) */
  search: string;
  /** navigator.languages */
  languages: readonly string[];
}

export type AppEvent =
  /** the router moved to another page */
  { type: 'route.changed'; path: string };

/**
 * The one actor system of the app: every long-lived statechart runs as a child with a system id, and they tell each
 * other what happened with events (machines/system.ts). Effects are given to the children with `.provide()` by the
 * app's composition root.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppInput,
    events: {} as AppEvent,
    children: {} as {
      session: 'session';
      cart: 'cart';
      miniCart: 'miniCart';
      errorModal: 'errorModal';
      cookieNotice: 'cookieNotice';
      loadingRegistry: 'loadingRegistry';
      locale: 'locale';
      alertToast: 'alertToast';
      favourite: 'favourite';
      clickId: 'clickId';
      educationCode: 'educationCode';
    },
  },
  actors: {
    session: sessionMachine,
    cart: cartMachine,
    miniCart: miniCartMachine,
    errorModal: errorModalMachine,
    cookieNotice: cookieNoticeMachine,
    loadingRegistry: loadingRegistryMachine,
    locale: localeMachine,
    alertToast: alertToastMachine,
    favourite: favouriteMachine,
    clickId: clickIdMachine,
    educationCode: educationCodeMachine,
  },
  actions: {
    closeMiniCart: sendTo('miniCart', ({ event }) => event),
    moveLoginRedirect: sendTo('errorModal', ({ event }) => event),
  },
}).createMachine({
  id: 'app',
  description: 'The shop: starts every long-lived statechart once and tells them where the shopper is.',
  context: ({ input }) => input,
  // the cart and the favourites start before the session: a login restored at start reaches them
  invoke: [
    { id: 'cart', systemId: 'cart', src: 'cart' },
    { id: 'favourite', systemId: 'favourite', src: 'favourite' },
    { id: 'educationCode', systemId: 'educationCode', src: 'educationCode' },
    { id: 'miniCart', systemId: 'miniCart', src: 'miniCart' },
    { id: 'errorModal', systemId: 'errorModal', src: 'errorModal', input: ({ context }) => ({ path: context.path }) },
    { id: 'loadingRegistry', systemId: 'loadingRegistry', src: 'loadingRegistry' },
    { id: 'alertToast', systemId: 'alertToast', src: 'alertToast' },
    { id: 'cookieNotice', systemId: 'cookieNotice', src: 'cookieNotice' },
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'locale', systemId: 'locale', src: 'locale', input: ({ context }) => ({ languages: context.languages }) },
    { id: 'clickId', systemId: 'clickId', src: 'clickId', input: ({ context }) => ({ search: context.search }) },
  ],
  initial: 'running',
  states: {
    running: {
      description: 'The shop is open.',
      on: {
        'route.changed': {
          actions: ['closeMiniCart', 'moveLoginRedirect'],
          description: 'A new page: the mini cart closes and a 401 confirmed later comes back to it after login.',
        },
      },
    },
  },
});
