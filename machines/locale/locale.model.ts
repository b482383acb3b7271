import { defineModel } from '../testing/model.ts';
import { localeMachine } from './locale.machine.ts';

export const localeModel = defineModel({
  machine: localeMachine,
  inputs: [{ languages: ['en-US', 'th'] }, { languages: ['fr-FR'] }],
  events: [
    { type: 'xstate.done.actor.readLocaleCookie', output: 'en' },
    { type: 'xstate.done.actor.readLocaleCookie', output: null },
    // a cookie naming a locale the shop does not speak is ignored
    { type: 'xstate.done.actor.readLocaleCookie', output: 'de' },
    { type: 'xstate.error.actor.readLocaleCookie', error: { message: 'cookies are blocked' } },
    { type: 'locale.change', locale: 'en' },
    { type: 'locale.change', locale: 'th' },
    { type: 'locale.shown', locale: 'th' },
    { type: 'locale.shown', locale: 'en' },
  ],
  instructions: {
    'xstate.done.actor.readLocaleCookie': (e) =>
      e.output === null ? 'open the page without a locale cookie' : `open the page with the locale cookie set to '${String(e.output)}'`,
    'xstate.error.actor.readLocaleCookie': () => 'open the page with cookies blocked',
    'locale.change': (e) => `pick '${String(e.locale)}' in the language popover`,
    'locale.shown': (e) => `a page in '${String(e.locale)}' is shown`,
  },
});
