import { defineModel } from '../testing/model.ts';
import { educationCodeMachine } from './educationCode.machine.ts';

const code = { customerId: 'S6401234', eligibilityCode: 'EDU-2025-TH' };

export const educationCodeModel = defineModel({
  machine: educationCodeMachine,
  inputs: [{ applied: null }],
  events: [
    { type: 'educationCode.submit', ...code },
    { type: 'educationCode.sync', applied: code },
    { type: 'xstate.done.actor.applyCode' },
    { type: 'xstate.error.actor.applyCode', error: { status: 422, message: 'Eligibility code is not valid' } },
    { type: 'xstate.error.actor.applyCode', error: { status: 401, message: 'Unauthorized' } },
    { type: 'xstate.done.actor.deleteCode' },
    { type: 'xstate.error.actor.deleteCode', error: { status: 500, message: '' } },
    { type: 'xstate.done.actor.refreshCart' },
    { type: 'xstate.error.actor.refreshCart', error: { status: 0, message: 'Network error' } },
  ],
  instructions: {
    'educationCode.submit': (e) => `enter customer id '${String(e.customerId)}' and code '${String(e.eligibilityCode)}' and press the code button`,
    'educationCode.sync': () => 'the cart is loaded with that code applied',
    'xstate.done.actor.applyCode': () => 'the cart API accepts the code',
    'xstate.done.actor.deleteCode': () => 'the cart API removes the code',
    'xstate.done.actor.refreshCart': () => 'the cart reloads',
    'xstate.error.actor.refreshCart': () => 'the cart reload fails (network)',
    'xstate.error.actor.applyCode': (e) => `the cart API refuses the code (${JSON.stringify(e.error)})`,
    'xstate.error.actor.deleteCode': (e) => `the cart API fails to remove it (${JSON.stringify(e.error)})`,
  },
  simplePathsAreSmall: true,
});
