import { assign, fromPromise, setup } from 'xstate';
import type { Locale } from '../../contract/constants.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
}

/** A social login without an account yet: what /register/social needs to finish it. */
export interface SocialInfo {
  provider: 'facebook' | 'apple';
  socialToken: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface SessionError {
  status: number;
  message: string | null;
}

export interface SessionContext {
  accessToken: string | null;
  refreshToken: string | null;
  customer: Customer | null;
  socialInfo: SocialInfo | null;
  locale: Locale | null;
  error: SessionError | null;
}

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.social'; provider: SocialInfo['provider']; token: string; firstName?: string; lastName?: string }
  | { type: 'session.socialRegistered'; tokens: Tokens }
  /** a request was refused with 401 while it carried this access token */
  | { type: 'session.tokenRejected'; accessToken: string }
  | { type: 'session.logout'; silent?: boolean }
  | { type: 'session.locale'; locale: Locale }
  | { type: 'session.error.dismiss' };

export const toSessionError = (error: unknown): SessionError => {
  const e = error as { status?: number; message?: string } | undefined;
  return { status: e?.status ?? 0, message: e?.message ?? null };
};

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    /** the token pair kept in the session cookie, if any */
    restoreSession: fromPromise<Tokens | null>(async () => null),
    login: fromPromise<Tokens, { username: string; password: string }>(notProvided('login')),
    socialLogin: fromPromise<{ tokens: Tokens } | { socialInfo: SocialInfo }, { provider: SocialInfo['provider']; token: string; firstName?: string; lastName?: string }>(
      notProvided('socialLogin'),
    ),
    fetchProfile: fromPromise<Customer, { accessToken: string }>(notProvided('fetchProfile')),
    refreshTokens: fromPromise<Tokens, Tokens>(notProvided('refreshTokens')),
    /** the guest cart joins the customer's cart (POST /cart/api/cart/merge/{cartId}) */
    mergeCart: fromPromise<void, { accessToken: string }>(async () => {}),
  },
  actions: {
    /** the session cookie: access and refresh token joined by a separator, 7 days, path / */
    storeTokens: (_, _tokens: Tokens) => {},
    /** clears the cookie, the stored cart id, the cart and the wishlist */
    clearSession: () => {},
    /** ends the token family on the server; fire and forget */
    revokeSession: (_, _params: { refreshToken: string | null }) => {},
    goHome: () => {},
    assignTokens: assign((_, tokens: Tokens) => ({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken })),
    forget: assign({ accessToken: null, refreshToken: null, customer: null, socialInfo: null }),
  },
  guards: {
    hasTokens: (_, tokens: Tokens | null) => tokens !== null,
    gotTokens: (_, result: { tokens: Tokens } | { socialInfo: SocialInfo }) => 'tokens' in result,
    /** the invoked actor failed with a 401 (its error event carries the error) */
    isUnauthorized: ({ event }) => toSessionError((event as { error?: unknown }).error).status === 401,
    hasCustomer: ({ context }) => context.customer !== null,
    isCurrentToken: ({ context, event }) => event.type === 'session.tokenRejected' && event.accessToken === context.accessToken,
    isSilent: ({ event }) => event.type === 'session.logout' && event.silent === true,
  },
}).createMachine({
  id: 'session',
  context: { accessToken: null, refreshToken: null, customer: null, socialInfo: null, locale: null, error: null },
  initial: 'initializing',
  on: {
    'session.locale': { actions: assign({ locale: ({ event }) => event.locale }) },
    'session.error.dismiss': { actions: assign({ error: null }) },
  },
  states: {
    initializing: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          { guard: { type: 'hasTokens', params: ({ event }) => event.output }, target: 'loadingProfile', actions: { type: 'assignTokens', params: ({ event }) => event.output! } },
          // no session cookie: a guest, whose bag (cart id) stays as it is
          { target: 'guest' },
        ],
        onError: { target: 'guest' },
      },
    },
    guest: {
      tags: ['settled'],
      on: {
        'session.login': 'loggingIn',
        'session.social': 'socialLoggingIn',
      },
    },
    /** a refresh failed: the shopper was logged out without being sent anywhere */
    expired: {
      tags: ['settled'],
      on: {
        'session.login': 'loggingIn',
        'session.social': 'socialLoggingIn',
      },
    },
    loggingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event.type === 'session.login' ? { username: event.username, password: event.password } : { username: '', password: '' }),
        onDone: {
          target: 'mergingCart',
          actions: [
            { type: 'assignTokens', params: ({ event }) => event.output },
            { type: 'storeTokens', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'guest', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
      },
    },
    socialLoggingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ event }) =>
          event.type === 'session.social'
            ? { provider: event.provider, token: event.token, firstName: event.firstName, lastName: event.lastName }
            : { provider: 'facebook' as const, token: '' },
        onDone: [
          {
            guard: { type: 'gotTokens', params: ({ event }) => event.output },
            target: 'mergingCart',
            actions: [
              { type: 'assignTokens', params: ({ event }) => (event.output as { tokens: Tokens }).tokens },
              { type: 'storeTokens', params: ({ event }) => (event.output as { tokens: Tokens }).tokens },
            ],
          },
          { target: 'socialPending', actions: assign({ socialInfo: ({ event }) => (event.output as { socialInfo: SocialInfo }).socialInfo }) },
        ],
        onError: { target: 'guest', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
      },
    },
    /** social login done, registration not finished (/register/social) */
    socialPending: {
      tags: ['settled'],
      on: {
        'session.socialRegistered': {
          target: 'mergingCart',
          actions: [
            assign({ socialInfo: null }),
            { type: 'assignTokens', params: ({ event }) => event.tokens },
            { type: 'storeTokens', params: ({ event }) => event.tokens },
          ],
        },
        'session.login': { target: 'loggingIn', actions: assign({ socialInfo: null }) },
        'session.logout': { target: 'guest', actions: assign({ socialInfo: null }) },
      },
    },
    mergingCart: {
      invoke: {
        id: 'mergeCart',
        src: 'mergeCart',
        input: ({ context }) => ({ accessToken: context.accessToken! }),
        onDone: 'loadingProfile',
        // the bag is merged again at the next login; logging in must not fail for it
        onError: 'loadingProfile',
      },
    },
    loadingProfile: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ accessToken: context.accessToken! }),
        onDone: { target: 'loggedIn', actions: assign({ customer: ({ event }) => event.output }) },
        onError: [
          { guard: 'isUnauthorized', target: 'refreshing' },
          { target: 'guest', actions: ['forget', 'clearSession'] },
        ],
      },
    },
    loggedIn: {
      tags: ['settled'],
      on: {
        'session.tokenRejected': { guard: 'isCurrentToken', target: 'refreshing' },
        'session.logout': [
          { guard: 'isSilent', target: 'guest', actions: [{ type: 'revokeSession', params: ({ context }) => ({ refreshToken: context.refreshToken }) }, 'forget', 'clearSession'] },
          { target: 'guest', actions: [{ type: 'revokeSession', params: ({ context }) => ({ refreshToken: context.refreshToken }) }, 'forget', 'clearSession', 'goHome'] },
        ],
      },
    },
    /** one refresh at a time: 401s that arrive meanwhile wait for this state to settle */
    refreshing: {
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '', refreshToken: context.refreshToken ?? '' }),
        onDone: [
          {
            guard: 'hasCustomer',
            target: 'loggedIn',
            actions: [
              { type: 'assignTokens', params: ({ event }) => event.output },
              { type: 'storeTokens', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'loadingProfile',
            actions: [
              { type: 'assignTokens', params: ({ event }) => event.output },
              { type: 'storeTokens', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: { target: 'expired', actions: ['forget', 'clearSession'] },
      },
    },
  },
});

/** Guards wait for this: the session knows whether the shopper is logged in. */
export const isSettled = (snapshot: { hasTag: (tag: 'settled') => boolean }) => snapshot.hasTag('settled');
