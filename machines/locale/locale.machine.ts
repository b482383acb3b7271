import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_LOCALE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '../../contract/constants.ts';
import type { CartEvent } from '../cart/cart.events.ts';
import type { SessionEvent } from '../session/session.machine.ts';
import { tellPeers } from '../system.ts';

/** Where the current locale came from. */
export type LocaleSource = 'cookie' | 'browser' | 'default' | 'chosen';

export interface LocaleContext {
  locale: Locale;
  source: LocaleSource;
  /** the browser's preferred languages (navigator.languages), best first */
  languages: readonly string[];
  /** the language of the page shown (its address), null before the first page */
  shown: Locale | null;
}

export interface LocaleInput {
  /** navigator.languages; empty on the server */
  languages?: readonly string[];
}

export type LocaleEvent =
  | { type: 'locale.change'; locale: Locale }
  /** a page was shown in this language (its address says it), by a switch, a link or Back */
  | { type: 'locale.shown'; locale: Locale };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The locale cookie if it names a known locale, else the first browser language we speak ('en-US' counts as 'en'), else 'th'. */
export function resolveLocale(cookie: string | null | undefined, languages: readonly string[]): { locale: Locale; source: LocaleSource } {
  if (isLocale(cookie)) return { locale: cookie, source: 'cookie' };
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return { locale: primary, source: 'browser' };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as LocaleInput | undefined,
  },
  actors: {
    /** the value of the locale cookie, null when there is none */
    readLocaleCookie: fromPromise<string | null>(async () => null),
  },
  actions: {
    /** writes the locale cookie for `days` days */
    storeLocale: (_, _params: { locale: Locale; days: number }) => {},
    /** keeps the choice in the session too */
    storeInSession: tellPeers((tell, _, { locale }: { locale: Locale }) => tell<SessionEvent>('session', { type: 'session.locale', locale })),
    /** the bag's names and descriptions are the server's, in the language of the page that loaded it */
    reloadBag: tellPeers((tell) => tell<CartEvent>('cart', { type: 'cart.reload' })),
    noteShown: assign({
      shown: ({ event }) => {
        assertEvent(event, 'locale.shown');
        return event.locale;
      },
    }),
    choose: assign(({ event }) => {
      assertEvent(event, 'locale.change');
      return { locale: event.locale, source: 'chosen' as const };
    }),
    useResolvedLocale: assign(({ context }, cookie: string | null) => resolveLocale(cookie, context.languages)),
  },
  guards: {
    /** the cookie names a locale we speak */
    hasLocaleCookie: (_, cookie: string | null) => isLocale(cookie),
    isKnownLocale: ({ event }) => isLocale(event.locale),
    showsAnotherLanguage: ({ context, event }) => context.shown !== null && context.shown !== event.locale,
  },
}).createMachine({
  id: 'locale',
  description: 'The language of the shop: the locale cookie, else the browser language, else Thai; the shopper may change it.',
  context: ({ input }) => ({ locale: DEFAULT_LOCALE, source: 'default', languages: input?.languages ?? [], shown: null }),
  initial: 'resolving',
  on: {
    'locale.shown': [
      {
        guard: 'showsAnotherLanguage',
        actions: ['noteShown', 'reloadBag'],
        description: 'A page in another language than the last: the bag loads again, so that its lines speak the language of the page.',
      },
      { actions: 'noteShown', description: 'The first page, or another page in the same language: the bag stays as it is.' },
    ],
  },
  states: {
    resolving: {
      description: 'Reading the locale cookie; the page uses Thai until it is known.',
      invoke: {
        id: 'readLocaleCookie',
        src: 'readLocaleCookie',
        onDone: [
          {
            guard: { type: 'hasLocaleCookie', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'useResolvedLocale', params: ({ event }) => event.output },
            description: 'The locale cookie names a language we speak: the shop uses it.',
          },
          {
            target: 'ready',
            description: "No usable cookie: the first browser language we speak, else 'th', saved in the locale cookie for 365 days.",
            actions: [
              { type: 'useResolvedLocale', params: null },
              { type: 'storeLocale', params: ({ context }) => ({ locale: context.locale, days: LOCALE_COOKIE_DAYS }) },
            ],
          },
        ],
        onError: {
          target: 'ready',
          description: "The cookie could not be read: the first browser language we speak, else 'th', saved in the locale cookie for 365 days.",
          actions: [
            { type: 'useResolvedLocale', params: null },
            { type: 'storeLocale', params: ({ context }) => ({ locale: context.locale, days: LOCALE_COOKIE_DAYS }) },
          ],
        },
      },
    },
    ready: {
      description: 'The locale is known (cookie, then browser language, then th); the shopper may change it.',
      on: {
        'locale.change': {
          guard: 'isKnownLocale',
          description: 'Saves the locale in the locale cookie for 365 days and in the session.',
          actions: [
            'choose',
            { type: 'storeLocale', params: ({ event }) => ({ locale: event.locale, days: LOCALE_COOKIE_DAYS }) },
            { type: 'storeInSession', params: ({ event }) => ({ locale: event.locale }) },
          ],
        },
      },
    },
  },
});
