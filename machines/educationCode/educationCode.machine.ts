import { assign, fromPromise, setup } from 'xstate';
import type { CartData } from '../../contract/cart.ts';
import { DEFAULT_ERROR_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '../../contract/constants.ts';

export interface EligibilityCode {
  customerId: string;
  eligibilityCode: string;
}

export interface EducationCodeContext {
  /** the code applied to the cart, null when none */
  applied: EligibilityCode | null;
  /** the code being applied */
  submitted: EligibilityCode | null;
  /** why the last apply or removal failed: the server's message (spec section 8) */
  error: string | null;
}

export interface EducationCodeInput {
  /** the code the cart holds at start */
  applied?: EligibilityCode | null;
}

export type EducationCodeEvent =
  | ({ type: 'educationCode.submit' } & EligibilityCode)
  /** the cart was loaded or changed elsewhere; its eligibility code is the truth */
  | { type: 'educationCode.sync'; applied: EligibilityCode | null };

/** A 401 asks to log in; other failures show the server's message, or the default text when it sent none. */
export function educationErrorMessage(error: unknown): string {
  const e = error as { status?: number; message?: string } | undefined;
  if (e?.status === 401) return LOGIN_REQUIRED_MESSAGE;
  return e?.message || DEFAULT_ERROR_MESSAGE;
}

export const educationCodeMachine = setup({
  types: {
    context: {} as EducationCodeContext,
    events: {} as EducationCodeEvent,
    input: {} as EducationCodeInput | undefined,
  },
  actors: {
    /** POST /cart/api/cart/{cartId}/apply-eligibility-code */
    applyCode: fromPromise<void, EligibilityCode>(async () => {
      throw new Error('applyCode not provided');
    }),
    /** DELETE /cart/api/cart/{cartId}/delete-eligibility-code */
    deleteCode: fromPromise<void>(async () => {
      throw new Error('deleteCode not provided');
    }),
    /** fetches the cart again; answers its eligibility code */
    refreshCart: fromPromise<CartData['eligibilityCode'] | undefined>(async () => undefined),
  },
  actions: {
    recordError: assign({ error: (_, params: { error: unknown }) => educationErrorMessage(params.error), submitted: null }),
  },
  guards: {
    hasApplied: ({ context }) => context.applied !== null,
  },
}).createMachine({
  id: 'educationCode',
  context: ({ input }) => ({ applied: input?.applied ?? null, submitted: null, error: null }),
  initial: 'idle',
  on: {
    'educationCode.sync': { actions: assign({ applied: ({ event }) => event.applied }) },
  },
  states: {
    idle: {
      description: 'The code form waits; it shows the applied code (with a remove action) or the last error.',
      on: {
        'educationCode.submit': [
          { guard: 'hasApplied', target: 'removing', actions: assign({ error: null }) },
          {
            target: 'applying',
            actions: assign({ error: null, submitted: ({ event }) => ({ customerId: event.customerId, eligibilityCode: event.eligibilityCode }) }),
          },
        ],
      },
    },
    applying: {
      description: 'Applying the eligibility code to the cart.',
      invoke: {
        id: 'applyCode',
        src: 'applyCode',
        input: ({ context }) => context.submitted!,
        onDone: { target: 'refreshingCart', actions: assign({ applied: ({ context }) => context.submitted, submitted: null }) },
        onError: {
          target: 'idle',
          description: "Shows the server's message under the form ('กรุณาเข้าสู่ระบบ' on 401).",
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removing: {
      description: 'Removing the applied eligibility code from the cart.',
      invoke: {
        id: 'deleteCode',
        src: 'deleteCode',
        onDone: { target: 'refreshingCart', actions: assign({ applied: null }) },
        onError: {
          target: 'idle',
          description: "Shows the server's message under the form ('กรุณาเข้าสู่ระบบ' on 401).",
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refreshingCart: {
      description: 'Fetching the cart again so prices show the change.',
      invoke: {
        id: 'refreshCart',
        src: 'refreshCart',
        onDone: {
          target: 'idle',
          actions: assign({ applied: ({ context, event }) => (event.output === undefined ? context.applied : event.output) }),
        },
        onError: { target: 'idle' },
      },
    },
  },
});
