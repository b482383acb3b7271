import { localeMachine } from '@machines/locale/locale.machine';
import Cookies from 'js-cookie';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionActor } from '@/features/account/hooks/session-actor';
import type { LocaleActor } from '@/features/layout/hooks/locale-actor';
import { rememberLocale, switchLocalePath } from '@/lib/locale';
import type { Inspect } from './inspector';

/**
 * The locale machine with its effects: the locale cookie (365 days) and storage key, and the session.
 * On entry, a language the shopper chose before (the cookie) wins over the address: an unprefixed page
 * becomes /en/… for someone who chose English. The browser language only decides without a cookie and
 * never moves the shopper away from the page they asked for.
 */
export async function createLocaleActor(session: () => SessionActor, inspect: Inspect): Promise<LocaleActor> {
  // the first resolution is not the shopper's choice: only a language they pick is remembered
  let resolved = false;
  const actor = createActor(
    localeMachine.provide({
      actors: { readLocaleCookie: fromPromise(async () => Cookies.get('locale') ?? null) },
      actions: {
        storeLocale: (_, { locale }) => {
          if (resolved) rememberLocale(locale);
        },
        storeInSession: (_, { locale }) => session().send({ type: 'session.locale', locale }),
      },
    }),
    { input: { languages: navigator.languages }, inspect },
  ).start();
  const { context } = await waitFor(actor, (s) => s.matches('ready'));
  resolved = true;
  const inAddress = /^\/en(?=\/|$)/.test(location.pathname) ? 'en' : 'th';
  if (context.source === 'cookie' && context.locale !== inAddress) {
    history.replaceState(history.state, '', switchLocalePath(location.pathname, context.locale) + location.search + location.hash);
  }
  return actor;
}

/**
 * A click_id in the address is kept in a cookie for 30 days (spec section 4). The statechart (CLICK_ID_PARAM of
 * clickId.machine) loads only when the address has that parameter, and decides from there; the cookie is written
 * as soon as it has loaded, right after the app starts.
 */
export async function keepClickId(inspect: Inspect) {
  if (!new URLSearchParams(location.search).has('click_id')) return;
  const { clickIdMachine } = await import('@machines/clickId/clickId.machine');
  createActor(
    clickIdMachine.provide({
      actions: { storeClickId: (_, { clickId, maxAgeSeconds }) => Cookies.set('click_id', clickId, { expires: maxAgeSeconds / 86_400, path: '/', sameSite: 'lax' }) },
    }),
    { input: { search: location.search }, inspect },
  ).start();
}

