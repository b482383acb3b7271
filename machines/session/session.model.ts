import { defineModel } from '../testing/model.ts';
import { sessionMachine, type SocialInfo } from './session.machine.ts';

const first = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const second = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const customer = { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com' };
const socialInfo: SocialInfo = { provider: 'apple', socialToken: 'social-token', email: 'somchai@example.com', firstName: 'Somchai', lastName: 'Jaidee' };
const failure = (status: number) => ({ status, message: status === 401 ? 'กรุณาเข้าสู่ระบบ' : 'Server error' });

export const sessionModel = defineModel({
  machine: sessionMachine,
  events: [
    { type: 'session.login', username: 'somchai@example.com', password: 'Secret#123' },
    { type: 'session.social', provider: 'apple', token: 'apple-id-token' },
    { type: 'session.socialRegistered', tokens: second },
    { type: 'session.tokenRejected', accessToken: 'access-1' },
    { type: 'session.tokenRejected', accessToken: 'access-2' },
    { type: 'session.logout' },
    { type: 'session.logout', silent: true },
    { type: 'session.locale', locale: 'en' },
    { type: 'session.error.dismiss' },
    { type: 'session.profile.changed', firstName: 'สมหญิง', lastName: 'ใจดี' },
    { type: 'session.stored.changed', tokens: second },
    { type: 'session.stored.changed', tokens: null },
    { type: 'xstate.done.actor.restoreSession', output: first },
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.error.actor.restoreSession', error: failure(0) },
    { type: 'xstate.done.actor.login', output: { tokens: first, customer } },
    { type: 'xstate.error.actor.login', error: failure(401) },
    { type: 'xstate.done.actor.socialLogin', output: { tokens: first, customer } },
    { type: 'xstate.done.actor.socialLogin', output: { socialInfo } },
    { type: 'xstate.error.actor.socialLogin', error: failure(503) },
    { type: 'xstate.done.actor.mergeCart', output: 'customer-cart' },
    { type: 'xstate.error.actor.mergeCart', error: failure(500) },
    { type: 'xstate.done.actor.findBag', output: 'customer-cart' },
    { type: 'xstate.done.actor.findBag', output: null },
    { type: 'xstate.error.actor.findBag', error: failure(500) },
    { type: 'xstate.done.actor.fetchProfile', output: customer },
    { type: 'xstate.error.actor.fetchProfile', error: failure(401) },
    { type: 'xstate.error.actor.fetchProfile', error: failure(500) },
    { type: 'xstate.done.actor.refreshTokens', output: second },
    { type: 'xstate.error.actor.refreshTokens', error: failure(401) },
    { type: 'xstate.error.actor.refreshTokens', error: failure(0) },
  ],
  instructions: {
    'session.login': () => 'log in with email and password',
    'session.social': () => 'log in with Apple',
    'session.socialRegistered': () => 'finish the social registration (/register/social)',
    'session.tokenRejected': (e) => `a request with ${String(e.accessToken)} is refused with 401`,
    'session.logout': (e) => (e.silent ? 'the app logs out silently' : 'click Log out'),
    'session.locale': (e) => `choose the language ${String(e.locale)}`,
    'session.error.dismiss': () => 'dismiss the login error',
    'session.profile.changed': () => 'save a new name in the account details',
    'session.stored.changed': (e) => (e.tokens ? 'log in in another tab' : 'log out in another tab'),
    'xstate.done.actor.restoreSession': (e) => (e.output ? 'open the shop with a session cookie' : 'open the shop without a session cookie'),
    'xstate.error.actor.restoreSession': () => 'the session cookie cannot be read',
    'xstate.done.actor.login': () => 'the login API accepts the password (its answer names the customer)',
    'xstate.error.actor.login': () => 'the login API refuses the password (401)',
    'xstate.done.actor.socialLogin': (e) =>
      (e.output as object) && 'socialInfo' in (e.output as object) ? 'Apple answers for an email with no account yet' : 'Apple answers for a linked account',
    'xstate.error.actor.socialLogin': () => 'the social provider cannot be reached (503)',
    'xstate.done.actor.mergeCart': () => 'the guest bag is merged into the customer bag',
    'xstate.error.actor.mergeCart': () => 'merging the bag fails (500)',
    'xstate.done.actor.findBag': (e) =>
      e.output ? "this browser keeps no bag: the customer's latest bag is found" : 'this browser keeps its bag (or the customer has none)',
    'xstate.error.actor.findBag': () => "asking for the customer's bag fails (500)",
    'xstate.done.actor.fetchProfile': () => 'the profile API answers',
    'xstate.error.actor.fetchProfile': (e) =>
      (e.error as { status: number }).status === 401 ? 'the profile API answers 401 (access token expired)' : 'the profile API fails (500)',
    'xstate.done.actor.refreshTokens': () => 'the refresh API answers a new token pair',
    'xstate.error.actor.refreshTokens': (e) =>
      (e.error as { status: number }).status === 401 ? 'the refresh API refuses (401)' : 'the refresh API cannot be reached (no connection)',
  },
  // the language and error alternatives only need to be seen once, not in every state
  filterEvents: (snapshot, event) =>
    (event.type !== 'session.locale' || snapshot.context.locale === null) &&
    (event.type !== 'session.error.dismiss' || snapshot.context.error !== null) &&
    (event.type !== 'session.profile.changed' || snapshot.context.customer?.firstName !== 'สมหญิง'),
});
