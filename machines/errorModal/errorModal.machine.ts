import { assertEvent, assign, setup } from 'xstate';
import type { MiniCartEvent } from '../miniCart/miniCart.machine.ts';
import { tellPeers } from '../system.ts';
import type { ErrorReason } from './failure.ts';

/** Error cases with a special confirm (spec section 8); other cases just close the modal. */
export const ERROR_CASE_LOGIN = 401;
export const ERROR_CASE_OPEN_MINI_CART = 4000;

export interface ErrorModalContext {
  /** the text of spec section 8 to show; null: the server's message */
  reason: ErrorReason | null;
  /** the server's message; with neither reason nor message the default text shows */
  message: string | null;
  /** the HTTP status or app code of the error */
  case: number | null;
  /** whether a click on the backdrop closes the modal */
  canHide: boolean;
  /** the current path, sent to login as the redirect when a 401 is confirmed */
  redirect: string | null;
}

export interface ErrorModalInput {
  /** the path the app starts on */
  path?: string;
}

export type ErrorModalEvent =
  | { type: 'error.show'; reason?: ErrorReason | null; message?: string | null; case?: number | null; canHide?: boolean }
  | { type: 'error.hide' }
  | { type: 'error.backdrop' }
  | { type: 'error.confirm' }
  /** the router moved; keeps `redirect` at the current path */
  | { type: 'route.changed'; path: string };

const cleared = { reason: null, message: null, case: null, canHide: false } as const;

export const errorModalMachine = setup({
  types: {
    context: {} as ErrorModalContext,
    events: {} as ErrorModalEvent,
    input: {} as ErrorModalInput | undefined,
  },
  actions: {
    /** navigates to the login page, which returns to `redirect` afterwards */
    goToLogin: (_, _params: { redirect: string | null }) => {},
    openMiniCart: tellPeers((tell) => tell<MiniCartEvent>('miniCart', { type: 'miniCart.show' })),
    showError: assign(({ event }) => {
      assertEvent(event, 'error.show');
      return { reason: event.reason ?? null, message: event.message ?? null, case: event.case ?? null, canHide: event.canHide ?? false };
    }),
    clearError: assign(cleared),
    followRoute: assign({
      redirect: ({ event }) => {
        assertEvent(event, 'route.changed');
        return event.path;
      },
    }),
  },
  guards: {
    canHide: ({ context }) => context.canHide,
    isLoginCase: ({ context }) => context.case === ERROR_CASE_LOGIN,
    isMiniCartCase: ({ context }) => context.case === ERROR_CASE_OPEN_MINI_CART,
  },
}).createMachine({
  id: 'errorModal',
  description: 'The one error modal of spec section 8; any actor of the app sends it error.show.',
  context: ({ input }) => ({ ...cleared, redirect: input?.path ?? null }),
  initial: 'hidden',
  on: {
    'route.changed': { actions: 'followRoute', description: 'The page changed: a 401 confirmed later comes back here after login.' },
  },
  states: {
    hidden: {
      description: 'No error modal.',
      on: {
        'error.show': { target: 'shown', actions: 'showError', description: 'A failure to show: the reason, the server message or the default text.' },
      },
    },
    shown: {
      description: "The error modal shows the message (or 'ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง') and a confirm button.",
      on: {
        'error.show': { actions: 'showError', description: 'A newer failure replaces the one shown.' },
        'error.hide': { target: 'hidden', actions: 'clearError', description: 'The app closes the modal.' },
        'error.backdrop': {
          guard: 'canHide',
          target: 'hidden',
          actions: 'clearError',
          description: 'A backdrop click closes the modal only when it may be hidden.',
        },
        'error.confirm': [
          {
            guard: 'isLoginCase',
            target: 'hidden',
            description: 'Case 401: goes to the login page, which returns to the current path.',
            actions: [{ type: 'goToLogin', params: ({ context }) => ({ redirect: context.redirect }) }, 'clearError'],
          },
          { guard: 'isMiniCartCase', target: 'hidden', actions: ['openMiniCart', 'clearError'], description: 'Case 4000: opens the mini cart.' },
          { target: 'hidden', actions: 'clearError', description: 'Any other case: just closes the modal.' },
        ],
      },
    },
  },
});
