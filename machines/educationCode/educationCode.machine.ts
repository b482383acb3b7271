import { assertEvent, setup } from 'xstate';
import type { CartEvent } from '../cart/cart.events.ts';
import type { EducationCodeEvent } from './educationCode.events.ts';
import { tellPeers } from '../system.ts';

/**
 * The education-code form on the cart page: a change goes through the cart's queue, behind whatever the cart has
 * in flight, and the form waits, busy, until the cart says how it went.
 */
export const educationCodeMachine = setup({
  types: {
    events: {} as EducationCodeEvent,
  },
  actions: {
    sendApply: tellPeers((tell, { event }) => {
      assertEvent(event, 'educationCode.apply');
      tell<CartEvent>('cart', { type: 'cart.eligibility.apply', customerId: event.customerId, eligibilityCode: event.eligibilityCode });
    }),
    sendRemoval: tellPeers((tell) => tell<CartEvent>('cart', { type: 'cart.eligibility.delete' })),
  },
}).createMachine({
  id: 'educationCode',
  description: "The education-code form: the institution's customer id and its code, applied to or removed from the bag.",
  initial: 'idle',
  states: {
    idle: {
      description: 'The form waits; it shows the code the bag holds (with a remove action) or the fields to enter one.',
      on: {
        'educationCode.apply': { target: 'applying', actions: 'sendApply', description: 'The shopper applies a code.' },
        'educationCode.remove': { target: 'removing', actions: 'sendRemoval', description: 'The shopper removes the applied code.' },
      },
    },
    applying: {
      description: 'The cart applies the code; the form is busy.',
      on: {
        'educationCode.done': { target: 'idle', description: 'The bag holds the code; prices show it.' },
        'educationCode.failed': {
          target: 'idle',
          description:
            "Not applied: the error modal shows why ('กรุณาเข้าสู่ระบบ' on 401), or the change was dropped with the bag (logout, an order); the form is usable again.",
        },
      },
    },
    removing: {
      description: 'The cart removes the code; the form is busy.',
      on: {
        'educationCode.done': { target: 'idle', description: 'The bag no longer holds a code.' },
        'educationCode.failed': {
          target: 'idle',
          description: 'Not removed: the error modal shows why, or the change was dropped with the bag (logout, an order); the form is usable again.',
        },
      },
    },
  },
});
