import { assign, setup } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../contract/constants.ts';

/** Error cases with a special confirm (spec section 8); other cases just close the modal. */
export const ERROR_CASE_LOGIN = 401;
export const ERROR_CASE_OPEN_MINI_CART = 4000;

export interface ErrorModalContext {
  /** the server's message; null means the default text (DEFAULT_ERROR_MESSAGE), translated by the UI */
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
  | { type: 'error.show'; message?: string | null; case?: number | null; canHide?: boolean }
  | { type: 'error.hide' }
  | { type: 'error.backdrop' }
  | { type: 'error.confirm' }
  /** the router moved; keeps `redirect` at the current path */
  | { type: 'route.changed'; path: string };

/** What the modal shows: the server's message or the default Thai text. */
export const errorMessageOf = (context: ErrorModalContext): string => context.message ?? DEFAULT_ERROR_MESSAGE;

const cleared = { message: null, case: null, canHide: false } as const;

export const errorModalMachine = setup({
  types: {
    context: {} as ErrorModalContext,
    events: {} as ErrorModalEvent,
    input: {} as ErrorModalInput | undefined,
  },
  actions: {
    /** navigates to the login page, which returns to `redirect` afterwards */
    goToLogin: (_, _params: { redirect: string | null }) => {},
    /** asks the mini cart to open (the app sends miniCart.show) */
    openMiniCart: () => {},
    showError: assign(({ event }) => {
      if (event.type !== 'error.show') return {};
      return { message: event.message ?? null, case: event.case ?? null, canHide: event.canHide ?? false };
    }),
    clearError: assign(cleared),
  },
  guards: {
    canHide: ({ context }) => context.canHide,
    isLoginCase: ({ context }) => context.case === ERROR_CASE_LOGIN,
    isMiniCartCase: ({ context }) => context.case === ERROR_CASE_OPEN_MINI_CART,
  },
}).createMachine({
  id: 'errorModal',
  context: ({ input }) => ({ ...cleared, redirect: input?.path ?? null }),
  initial: 'hidden',
  on: {
    'route.changed': { actions: assign({ redirect: ({ event }) => event.path }) },
  },
  states: {
    hidden: {
      description: 'No error modal.',
      on: {
        'error.show': { target: 'shown', actions: 'showError' },
      },
    },
    shown: {
      description: "The error modal shows the message (or 'ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง') and a confirm button.",
      on: {
        'error.show': { actions: 'showError' },
        'error.hide': { target: 'hidden', actions: 'clearError' },
        'error.backdrop': { guard: 'canHide', target: 'hidden', actions: 'clearError', description: 'A backdrop click closes the modal only when it may be hidden.' },
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
