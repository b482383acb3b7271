import { defineModel } from '../testing/model.ts';
import { cookieNoticeMachine } from './cookieNotice.machine.ts';

export const cookieNoticeModel = defineModel({
  machine: cookieNoticeMachine,
  events: [
    { type: 'xstate.done.actor.isAccepted', output: true },
    { type: 'xstate.done.actor.isAccepted', output: false },
    { type: 'xstate.error.actor.isAccepted', error: { message: 'cookies are blocked' } },
    { type: 'cookieNotice.accept' },
  ],
  instructions: {
    'xstate.done.actor.isAccepted': (e) => (e.output ? 'open the page with the cookie-notice flag set' : 'open the page without the cookie-notice flag'),
    'xstate.error.actor.isAccepted': () => 'open the page with cookies blocked',
    'cookieNotice.accept': () => 'click the accept button of the cookie notice',
  },
});
