import { assertEvent, assign, setup } from 'xstate';
import { TOAST_MS } from '../../contract/constants.ts';

export interface AlertToastContext {
  message: string | null;
  /** how long the current toast stays, in ms */
  duration: number;
}

export type AlertToastEvent = { type: 'toast.show'; message: string; duration?: number } | { type: 'toast.hide' };

/** The brief alert toast: shows a message and hides itself after its duration (3000 ms unless told). */
export const alertToastMachine = setup({
  types: {
    context: {} as AlertToastContext,
    events: {} as AlertToastEvent,
  },
  actions: {
    showMessage: assign(({ event }) => {
      assertEvent(event, 'toast.show');
      return { message: event.message, duration: event.duration ?? TOAST_MS };
    }),
    clearMessage: assign({ message: null, duration: TOAST_MS }),
  },
  delays: {
    toastDuration: ({ context }) => context.duration,
  },
}).createMachine({
  id: 'alertToast',
  description: 'The brief alert toast: a message that hides itself after its duration (3000 ms unless told).',
  context: { message: null, duration: TOAST_MS },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No toast.',
      on: {
        'toast.show': { target: 'visible', actions: 'showMessage', description: 'Something was done (a saved address, saved details): the toast says so.' },
      },
    },
    visible: {
      description: 'The toast shows its message until its duration has passed.',
      after: { toastDuration: { target: 'hidden', actions: 'clearMessage', description: 'Its duration has passed: the toast hides.' } },
      on: {
        'toast.show': {
          target: 'visible',
          reenter: true,
          actions: 'showMessage',
          description: 'A new message replaces the one shown and stays for its own duration.',
        },
        'toast.hide': { target: 'hidden', actions: 'clearMessage', description: 'The app takes the toast away early.' },
      },
    },
  },
});
