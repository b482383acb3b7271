import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Locale } from '../../contract/constants.ts';
import type { CartEvent } from '../cart/cart.events.ts';
import { codeOf, type Failure, failureOf } from '../errorModal/failure.ts';
import type { FavouriteEvent } from '../favourite/favourite.machine.ts';
import { tellPeers } from '../system.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
}

/** What a login answers: the token pair and who logged in, so no profile call follows it. */
export interface LoginAnswer {
  tokens: Tokens;
  customer: Customer;
}

/** A social login without an account yet: what /register/social needs to finish it. */
export interface SocialInfo {
  provider: 'facebook' | 'apple';
  socialToken: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** a failed login: the server's code says which refusal it was, so that the page can say it in its own language */
export type SessionError = Failure & { code: string | null };

export interface SessionContext {
  accessToken: string | null;
  refreshToken: string | null;
  customer: Customer | null;
  socialInfo: SocialInfo | null;
  locale: Locale | null;
  error: SessionError | null;
  /** profile fetches in a row that failed without a 401 */
  profileFailures: number;
}

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.social'; provider: SocialInfo['provider']; token: string; firstName?: string; lastName?: string }
  | { type: 'session.socialRegistered'; tokens: Tokens }
  /** a request was refused with 401 while it carried this access token */
  | { type: 'session.tokenRejected'; accessToken: string }
  | { type: 'session.logout'; silent?: boolean }
  | { type: 'session.locale'; locale: Locale }
  /** the customer saved their name (account details): the header greets them by it at once */
  | { type: 'session.profile.changed'; firstName: string; lastName: string }
  | { type: 'session.error.dismiss' }
  /** another tab logged in or out: the session cookie now holds these tokens (null: none) */
  | { type: 'session.stored.changed'; tokens: Tokens | null };

/** What a social login answers: a login, or who the shopper is when no account has that email yet. */
export type SocialAnswer = LoginAnswer | { socialInfo: SocialInfo };

const tokensIn = (context: SessionContext): Tokens => ({ accessToken: context.accessToken ?? '', refreshToken: context.refreshToken ?? '' });

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** A profile that fails without a 401 (a server error, no connection) is asked for this often, 2 s apart, before the session goes on without it. */
export const PROFILE_ATTEMPTS = 3;
export const PROFILE_RETRY_MS = 2_000;

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    /** the token pair kept in the session cookie, if any */
    restoreSession: fromPromise<Tokens | null>(async () => null),
    login: fromPromise<LoginAnswer, { username: string; password: string }>(notProvided('login')),
    socialLogin: fromPromise<SocialAnswer, { provider: SocialInfo['provider']; token: string; firstName?: string; lastName?: string }>(
      notProvided('socialLogin'),
    ),
    fetchProfile: fromPromise<Customer, { accessToken: string }>(notProvided('fetchProfile')),
    refreshTokens: fromPromise<Tokens, Tokens>(notProvided('refreshTokens')),
    /** the guest bag joins the customer's (POST /cart/api/cart/merge/{cartId}), or the customer's bag is found; answers its id, null when there is none */
    mergeCart: fromPromise<string | null, { accessToken: string }>(notProvided('mergeCart')),
    /**
     * The customer's latest bag when this browser keeps none (GET /cart/api/cart/customer): a session restored on a
     * device whose stored bag is gone; null when the browser has its bag or the customer has none
     */
    findBag: fromPromise<string | null, { accessToken: string }>(notProvided('findBag')),
    /** reports what the session cookie holds when another tab logged in or out (`session.stored.changed`) */
    watchOtherTabs: fromCallback(() => {}),
  },
  actions: {
    /** the session cookie: access and refresh token joined by a separator, 7 days, path / */
    storeTokens: (_, _tokens: Tokens) => {},
    /** clears the session cookie */
    clearSession: () => {},
    /** ends the token family on the server; fire and forget */
    revokeSession: (_, _params: { refreshToken: string | null }) => {},
    goHome: () => {},
    /** the shop's other tabs follow: this tab logged in (with this pair) or out (null) */
    tellOtherTabs: (_, _tokens: Tokens | null) => {},
    /**
     * news from another tab that came while this tab was busy (logging in, refreshing, loading the profile) was not
     * followed: settled, the session looks at the cookie and follows a login another tab stored meanwhile
     */
    lookAtStoredSession: () => {},
    /** whoever decides by the login status (route guards) looks again */
    loginStatusChanged: () => {},
    assignTokens: assign((_, tokens: Tokens | null) => ({ accessToken: tokens?.accessToken ?? null, refreshToken: tokens?.refreshToken ?? null })),
    assignCustomer: assign({ customer: (_, customer: Customer) => customer }),
    renameCustomer: assign({
      customer: ({ context, event }) => {
        assertEvent(event, 'session.profile.changed');
        return context.customer && { ...context.customer, firstName: event.firstName, lastName: event.lastName };
      },
    }),
    acceptLogin: assign((_, { tokens, customer }: LoginAnswer) => ({ ...tokens, customer })),
    acceptSocialAnswer: assign((_, answer: SocialAnswer) =>
      'tokens' in answer ? { ...answer.tokens, customer: answer.customer } : { socialInfo: answer.socialInfo },
    ),
    forgetSocialInfo: assign({ socialInfo: null }),
    assignLocale: assign({
      locale: ({ event }) => {
        assertEvent(event, 'session.locale');
        return event.locale;
      },
    }),
    recordError: assign({ error: (_, { error }: { error: unknown }) => ({ ...failureOf(error), code: codeOf(error) }) }),
    clearError: assign({ error: null }),
    countProfileFailure: assign({ profileFailures: ({ context }) => context.profileFailures + 1 }),
    forgetProfileFailures: assign({ profileFailures: 0 }),
    forget: assign({ accessToken: null, refreshToken: null, customer: null, socialInfo: null, profileFailures: 0 }),
    takeStoredTokens: assign(({ event }) => {
      assertEvent(event, 'session.stored.changed');
      return { accessToken: event.tokens?.accessToken ?? null, refreshToken: event.tokens?.refreshToken ?? null };
    }),
    /** the bag the login merged into becomes the cart's */
    adoptCart: tellPeers((tell, _, cartId: string | null) => {
      if (cartId !== null) tell<CartEvent>('cart', { type: 'cart.adopt', cartId });
    }),
    /** the customer's wishlist is fetched */
    announceLoggedIn: tellPeers((tell) => tell<FavouriteEvent>('favourite', { type: 'favourite.load' })),
    /** the bag and the wishlist were the customer's: both are emptied */
    announceLoggedOut: tellPeers((tell) => {
      tell<CartEvent>('cart', { type: 'cart.reset' });
      tell<FavouriteEvent>('favourite', { type: 'favourite.clear' });
    }),
  },
  guards: {
    hasTokens: (_, tokens: Tokens | null) => tokens !== null,
    gotTokens: (_, answer: SocialAnswer) => 'tokens' in answer,
    isUnauthorized: (_, { error }: { error: unknown }) => failureOf(error).status === 401,
    hasCustomer: ({ context }) => context.customer !== null,
    isCurrentToken: ({ context, event }) => event.type === 'session.tokenRejected' && event.accessToken === context.accessToken,
    isSilent: ({ event }) => event.type === 'session.logout' && event.silent === true,
    mayRetryProfile: ({ context }) => context.profileFailures < PROFILE_ATTEMPTS - 1,
    otherTabLoggedIn: ({ event }) => event.type === 'session.stored.changed' && event.tokens !== null,
    /** another tab logged out of the session this tab holds (it ended it on the server) */
    otherTabEndedThisSession: ({ context, event }) => event.type === 'session.stored.changed' && event.tokens === null && context.refreshToken !== null,
    /** tokens this session does not hold: another login (a refresh in another tab tells nothing) */
    otherTabSwitchedSession: ({ context, event }) =>
      event.type === 'session.stored.changed' && event.tokens !== null && event.tokens.refreshToken !== context.refreshToken,
  },
  delays: {
    profileRetry: PROFILE_RETRY_MS,
  },
}).createMachine({
  id: 'session',
  description: 'Who the shopper is: a guest or a logged-in customer with a token pair that is refreshed once at a time.',
  context: { accessToken: null, refreshToken: null, customer: null, socialInfo: null, locale: null, error: null, profileFailures: 0 },
  initial: 'initializing',
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  on: {
    'session.locale': { actions: 'assignLocale', description: 'The shopper chose a language; the session keeps it.' },
    'session.error.dismiss': { actions: 'clearError', description: 'The login error was read.' },
    'session.stored.changed': {
      guard: 'otherTabEndedThisSession',
      target: '.guest',
      description:
        'Another tab logged out, whatever this tab was doing (even refreshing or loading the profile): a guest too, where it is; pages for customers send it to login.',
      actions: ['forget', 'announceLoggedOut', 'loginStatusChanged'],
    },
  },
  states: {
    initializing: {
      description: 'Reading the session cookie.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasTokens', params: ({ event }) => event.output },
            target: 'loadingProfile',
            actions: { type: 'assignTokens', params: ({ event }) => event.output },
            description: 'A session cookie: the profile says who it belongs to.',
          },
          { target: 'guest', description: 'No session cookie: a guest, whose bag stays as it is.' },
        ],
        onError: { target: 'guest', description: 'The session cookie cannot be read: a guest.' },
      },
    },
    guest: {
      description: 'A guest: no token.',
      tags: ['settled'],
      entry: 'lookAtStoredSession',
      on: {
        'session.stored.changed': {
          guard: 'otherTabLoggedIn',
          target: 'loadingProfile',
          actions: 'takeStoredTokens',
          description: 'Another tab logged in: this tab takes its session and asks who it belongs to.',
        },
        'session.login': { target: 'loggingIn', description: 'Log in with email and password.' },
        'session.social': { target: 'socialLoggingIn', description: 'Log in with Facebook or Apple.' },
      },
    },
    expired: {
      description: 'A refresh failed: the shopper was logged out without being sent anywhere.',
      tags: ['settled'],
      entry: 'lookAtStoredSession',
      on: {
        'session.stored.changed': {
          guard: 'otherTabLoggedIn',
          target: 'loadingProfile',
          actions: 'takeStoredTokens',
          description: 'Another tab logged in: this tab takes its session and asks who it belongs to.',
        },
        'session.login': { target: 'loggingIn', description: 'Log in again with email and password.' },
        'session.social': { target: 'socialLoggingIn', description: 'Log in again with Facebook or Apple.' },
      },
    },
    loggingIn: {
      description: 'Email and password are being checked.',
      entry: 'clearError',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return { username: event.username, password: event.password };
        },
        onDone: {
          target: 'mergingCart',
          description: 'The answer holds the tokens and the customer.',
          actions: [
            { type: 'acceptLogin', params: ({ event }) => event.output },
            { type: 'storeTokens', params: ({ event }) => event.output.tokens },
            { type: 'tellOtherTabs', params: ({ event }) => event.output.tokens },
          ],
        },
        onError: {
          target: 'guest',
          description: 'Refused (a wrong password) or no answer: the login form says why.',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    socialLoggingIn: {
      description: 'The social provider is being asked who the shopper is.',
      entry: 'clearError',
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ event }) => {
          assertEvent(event, 'session.social');
          return { provider: event.provider, token: event.token, firstName: event.firstName, lastName: event.lastName };
        },
        onDone: [
          {
            guard: { type: 'gotTokens', params: ({ event }) => event.output },
            target: 'mergingCart',
            description: 'A linked account: logged in.',
            actions: [
              { type: 'acceptSocialAnswer', params: ({ event }) => event.output },
              { type: 'storeTokens', params: ({ context }) => tokensIn(context) },
              { type: 'tellOtherTabs', params: ({ context }) => tokensIn(context) },
            ],
          },
          {
            target: 'socialPending',
            description: 'No account yet for that email: registration (/register/social) finishes it.',
            actions: { type: 'acceptSocialAnswer', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'guest',
          description: 'Refused or no answer: the login form says why.',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    socialPending: {
      description: 'Social login done, registration not finished (/register/social).',
      tags: ['settled'],
      on: {
        'session.socialRegistered': {
          target: 'mergingCart',
          description: 'Registration finished: the new account is logged in with its token pair.',
          actions: [
            'forgetSocialInfo',
            { type: 'assignTokens', params: ({ event }) => event.tokens },
            { type: 'storeTokens', params: ({ event }) => event.tokens },
            { type: 'tellOtherTabs', params: ({ event }) => event.tokens },
          ],
        },
        'session.login': { target: 'loggingIn', actions: 'forgetSocialInfo', description: 'The shopper logs in with email and password instead.' },
        'session.logout': { target: 'guest', actions: 'forgetSocialInfo', description: 'The shopper gives up the registration: a guest again.' },
      },
    },
    mergingCart: {
      description: "The guest's bag joins the customer's; the cart adopts the merged bag.",
      invoke: {
        id: 'mergeCart',
        src: 'mergeCart',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
        onDone: [
          {
            guard: 'hasCustomer',
            target: 'loggedIn',
            description: 'Logged in: the cart adopts the merged bag and the wishlist loads.',
            actions: [{ type: 'adoptCart', params: ({ event }) => event.output }, 'announceLoggedIn', 'loginStatusChanged'],
          },
          {
            target: 'loadingProfile',
            description: 'The cart adopts the merged bag; the profile says who the new account is.',
            actions: { type: 'adoptCart', params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: 'hasCustomer',
            target: 'loggedIn',
            description: 'Logged in all the same (the bag is merged at the next login); the wishlist loads.',
            actions: ['announceLoggedIn', 'loginStatusChanged'],
          },
          { target: 'loadingProfile', description: 'The profile is asked for all the same; the bag is merged at the next login.' },
        ],
      },
    },
    loadingProfile: {
      description: 'Asking who the token belongs to (a restored session, a finished social registration, a refreshed token).',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
        onDone: {
          target: 'findingBag',
          description: 'The customer is known.',
          actions: [{ type: 'assignCustomer', params: ({ event }) => event.output }, 'forgetProfileFailures'],
        },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'refreshing',
            description: 'The access token expired: refresh it.',
          },
          {
            guard: 'mayRetryProfile',
            target: 'profileUnavailable',
            actions: 'countProfileFailure',
            description: 'A server error or no connection: the session is kept and the profile asked for again.',
          },
          {
            target: 'loggedIn',
            actions: ['forgetProfileFailures', 'announceLoggedIn', 'loginStatusChanged'],
            description:
              'Still no profile after 3 tries: the customer stays logged in with the session cookie, without a name until the profile answers (after a token refresh or at the next visit).',
          },
        ],
      },
    },
    profileUnavailable: {
      description: 'The profile could not be fetched (a server error or no connection); the session cookie is kept and the profile is asked for again in 2 s.',
      after: { profileRetry: { target: 'loadingProfile', description: 'Ask for the profile again.' } },
    },
    findingBag: {
      description: "The customer is known; a browser that keeps no bag takes the customer's latest one.",
      invoke: {
        id: 'findBag',
        src: 'findBag',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
        onDone: {
          target: 'loggedIn',
          description: "Logged in: the customer's latest bag is adopted if this browser kept none; the wishlist loads.",
          actions: [{ type: 'adoptCart', params: ({ event }) => event.output }, 'announceLoggedIn', 'loginStatusChanged'],
        },
        onError: {
          target: 'loggedIn',
          actions: ['announceLoggedIn', 'loginStatusChanged'],
          description: 'No answer about the bag: the shopper is logged in all the same, with the bag this browser has.',
        },
      },
    },
    loggedIn: {
      description: 'A customer is logged in.',
      tags: ['settled'],
      entry: 'lookAtStoredSession',
      on: {
        'session.profile.changed': { actions: 'renameCustomer', description: 'Account details saved: the new name shows in the header.' },
        'session.stored.changed': {
          guard: 'otherTabSwitchedSession',
          target: 'loadingProfile',
          actions: 'takeStoredTokens',
          description: 'Another tab logged in again, maybe as someone else: this tab takes that session and asks who it belongs to.',
        },
        'session.tokenRejected': {
          guard: 'isCurrentToken',
          target: 'refreshing',
          description: 'A request with the current token was refused (401): refresh it; a refusal of an older token is ignored.',
        },
        'session.logout': [
          {
            guard: 'isSilent',
            target: 'guest',
            description: 'The app logs out without leaving the page; the bag and the favourites are emptied.',
            actions: [
              { type: 'revokeSession', params: ({ context }) => ({ refreshToken: context.refreshToken }) },
              'forget',
              'clearSession',
              { type: 'tellOtherTabs', params: null },
              'announceLoggedOut',
              'loginStatusChanged',
            ],
          },
          {
            target: 'guest',
            description: 'Log out: the bag and the favourites are emptied; back to the home page.',
            actions: [
              { type: 'revokeSession', params: ({ context }) => ({ refreshToken: context.refreshToken }) },
              'forget',
              'clearSession',
              { type: 'tellOtherTabs', params: null },
              'announceLoggedOut',
              'loginStatusChanged',
              'goHome',
            ],
          },
        ],
      },
    },
    refreshing: {
      description: 'One refresh at a time: 401s that arrive meanwhile wait for this state to settle.',
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '', refreshToken: context.refreshToken ?? '' }),
        onDone: [
          {
            guard: 'hasCustomer',
            target: 'loggedIn',
            description: 'The new token pair is stored; the refused requests go again.',
            actions: [
              { type: 'assignTokens', params: ({ event }) => event.output },
              { type: 'storeTokens', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'loadingProfile',
            description: 'The new token pair is stored; the profile says who it belongs to.',
            actions: [
              { type: 'assignTokens', params: ({ event }) => event.output },
              { type: 'storeTokens', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            description: 'Spec section 8: a refused refresh logs out silently; the session is over, so the other tabs are told.',
            actions: ['forget', 'clearSession', { type: 'tellOtherTabs', params: null }, 'announceLoggedOut', 'loginStatusChanged'],
          },
          {
            target: 'expired',
            description:
              'Spec section 8: a failed refresh logs out silently. Without an answer (no connection) the other tabs are not told: their own refresh may still work.',
            actions: ['forget', 'clearSession', 'announceLoggedOut', 'loginStatusChanged'],
          },
        ],
      },
    },
  },
});

/** Guards wait for this: the session knows whether the shopper is logged in. */
export const isSettled = (snapshot: { hasTag: (tag: 'settled') => boolean }) => snapshot.hasTag('settled');
