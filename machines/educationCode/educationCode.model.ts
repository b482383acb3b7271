import { defineModel } from '../testing/model.ts';
import { educationCodeMachine } from './educationCode.machine.ts';

export const educationCodeModel = defineModel({
  machine: educationCodeMachine,
  events: [
    { type: 'educationCode.apply', customerId: 'S6401234', eligibilityCode: 'EDU-2025-TH' },
    { type: 'educationCode.remove' },
    { type: 'educationCode.done' },
    { type: 'educationCode.failed' },
  ],
  instructions: {
    'educationCode.apply': (e) => `choose the institution ${String(e.customerId)}, enter the code ${String(e.eligibilityCode)} and press Apply code`,
    'educationCode.remove': () => 'press Remove code',
    'educationCode.done': () => 'the cart API accepts the change',
    'educationCode.failed': () => 'the cart API refuses the change (the error modal shows why)',
  },
});
