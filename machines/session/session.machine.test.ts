import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type Customer,
  isSettled,
  type LoginAnswer,
  PROFILE_ATTEMPTS,
  PROFILE_RETRY_MS,
  sessionMachine,
  type SocialAnswer,
  type SocialInfo,
  type Tokens,
} from './session.machine.ts';

const pair = (n: number): Tokens => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}` });
const customer: Customer = { firstName: 'Somchai', lastName: 'Jaidee', email: 's@example.com' };
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

interface Fakes {
  stored?: Tokens | null;
  login?: () => Promise<LoginAnswer>;
  social?: () => Promise<SocialAnswer>;
  profile?: (token: string) => Promise<Customer>;
  refresh?: () => Promise<Tokens>;
}

function start(fakes: Fakes = {}) {
  const calls = { stored: [] as Tokens[], cleared: 0, revoked: [] as (string | null)[], home: 0, refreshes: 0, merges: 0, profiles: 0, told: 0 };
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => fakes.stored ?? null),
      login: fromPromise(() => (fakes.login ?? (async () => ({ tokens: pair(1), customer })))()),
      socialLogin: fromPromise(() => (fakes.social ?? (async () => ({ tokens: pair(1), customer })))()),
      fetchProfile: fromPromise(({ input }) => {
        calls.profiles += 1;
        return (fakes.profile ?? (async () => customer))(input.accessToken);
      }),
      refreshTokens: fromPromise(async () => {
        calls.refreshes += 1;
        return (fakes.refresh ?? (async () => pair(2)))();
      }),
      mergeCart: fromPromise(async (): Promise<string | null> => {
        calls.merges += 1;
        return 'customer-cart';
      }),
    },
    actions: {
      storeTokens: (_, tokens) => void calls.stored.push(tokens),
      clearSession: () => void (calls.cleared += 1),
      revokeSession: (_, { refreshToken }) => void calls.revoked.push(refreshToken),
      goHome: () => void (calls.home += 1),
      tellOtherTabs: () => void (calls.told += 1),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, settled: () => waitFor(actor, isSettled) };
}

afterEach(() => void vi.useRealTimers());

describe('session machine', () => {
  it('tells the other tabs when it logs in and when it logs out, not when a session is restored', async () => {
    const { actor, settled, calls } = start({ stored: pair(1) });
    await settled();
    expect(calls.told).toBe(0);
    actor.send({ type: 'session.logout', silent: true });
    expect(calls.told).toBe(1);
    actor.send({ type: 'session.login', username: 's@example.com', password: 'Secret#123' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(calls.told).toBe(2);
  });

  it.each([
    [401, 1],
    [0, 0],
  ])('a refresh that fails with %s tells the other tabs %s time(s): without an answer their own refresh may still work', async (status, told) => {
    const { settled, calls } = start({ stored: pair(1), profile: () => Promise.reject(httpError(401)), refresh: () => Promise.reject(httpError(status)) });
    expect((await settled()).value).toBe('expired');
    expect(calls.told).toBe(told);
  });

  it('follows a logout in another tab without ending the session again, staying on its page', async () => {
    const { actor, settled, calls } = start({ stored: pair(1) });
    await settled();
    actor.send({ type: 'session.stored.changed', tokens: null });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.customer).toBeNull();
    expect(calls).toMatchObject({ revoked: [], cleared: 0, home: 0, told: 0 });
  });

  it('follows a logout in another tab even while it is busy loading the profile', async () => {
    let answer!: (customer: Customer) => void;
    const { actor, calls } = start({ stored: pair(1), profile: () => new Promise((resolve) => (answer = resolve)) });
    await waitFor(actor, (s) => s.matches('loadingProfile'));
    actor.send({ type: 'session.stored.changed', tokens: null });
    expect(actor.getSnapshot().value).toBe('guest');
    answer(customer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('guest');
    expect(calls.revoked).toEqual([]);
  });

  it("follows a login in another tab: takes the cookie's tokens and asks who they belong to", async () => {
    const { actor, settled, calls } = start();
    await settled();
    actor.send({ type: 'session.stored.changed', tokens: pair(3) });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(snapshot.context).toMatchObject({ accessToken: 'access-3', customer });
    expect(calls).toMatchObject({ profiles: 1, merges: 0, stored: [], told: 0 });
  });

  it('ignores news of the session it already holds', async () => {
    const { actor, settled, calls } = start({ stored: pair(1) });
    await settled();
    actor.send({ type: 'session.stored.changed', tokens: pair(1) });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(calls.profiles).toBe(1);
  });

  it('starts as a guest without a session cookie, keeping the guest bag', async () => {
    const { settled, calls } = start();
    expect((await settled()).value).toBe('guest');
    expect(calls.cleared).toBe(0);
  });

  it('restores a session from the cookie and fetches the profile', async () => {
    const { settled } = start({ stored: pair(1) });
    const snapshot = await settled();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.customer).toEqual(customer);
  });

  it('keeps the session when the profile fails without a 401: asks again, and recovers when it answers', async () => {
    vi.useFakeTimers();
    let failures = 1;
    const { actor, calls } = start({ stored: pair(1), profile: () => (failures-- > 0 ? Promise.reject(httpError(500)) : Promise.resolve(customer)) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('profileUnavailable');
    expect(actor.getSnapshot().context.accessToken).toBe('access-1');
    await vi.advanceTimersByTimeAsync(PROFILE_RETRY_MS);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'access-1', customer, profileFailures: 0 });
    expect(calls).toMatchObject({ profiles: 2, cleared: 0, home: 0 });
  });

  it('stays logged in, without the name, when the profile keeps failing without a 401', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ stored: pair(1), profile: () => Promise.reject(new TypeError('Failed to fetch')) });
    await vi.advanceTimersByTimeAsync(0);
    for (let attempt = 2; attempt <= PROFILE_ATTEMPTS; attempt++) {
      expect(actor.getSnapshot().value).toBe('profileUnavailable');
      expect(isSettled(actor.getSnapshot())).toBe(false);
      await vi.advanceTimersByTimeAsync(PROFILE_RETRY_MS);
    }
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', customer: null });
    expect(calls).toMatchObject({ profiles: PROFILE_ATTEMPTS, cleared: 0, revoked: [], home: 0 });
  });

  it('logs out silently when the profile answers 401 and the refresh fails', async () => {
    const { settled, calls } = start({ stored: pair(1), profile: () => Promise.reject(httpError(401)), refresh: () => Promise.reject(httpError(401)) });
    const snapshot = await settled();
    expect(snapshot.value).toBe('expired');
    expect(snapshot.context.accessToken).toBeNull();
    expect(calls).toMatchObject({ refreshes: 1, cleared: 1, home: 0 });
  });

  it('refreshes a stored access token that has expired, then fetches the profile', async () => {
    const { settled } = start({ stored: pair(1), profile: (token) => (token === 'access-1' ? Promise.reject(httpError(401)) : Promise.resolve(customer)) });
    const snapshot = await settled();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.accessToken).toBe('access-2');
  });

  it('logs in: stores the token pair, keeps the customer of the answer, merges the guest cart', async () => {
    const { actor, settled, calls } = start();
    await settled();
    actor.send({ type: 'session.login', username: 's@example.com', password: 'x' });
    const snapshot = await settled();
    expect(snapshot.value).toBe('loggedIn');
    expect(calls.stored).toEqual([pair(1)]);
    expect(calls.merges).toBe(1);
    expect(calls.profiles).toBe(0);
    expect(snapshot.context.customer).toEqual(customer);
  });

  it('keeps the shopper a guest with the error when login fails', async () => {
    const { actor, settled } = start({ login: () => Promise.reject(Object.assign(httpError(401), { message: 'wrong', code: 'INVALID_CREDENTIALS' })) });
    await settled();
    actor.send({ type: 'session.login', username: 'a', password: 'b' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({ status: 401, message: 'wrong', code: 'INVALID_CREDENTIALS' });
  });

  it('refreshes once however many requests were refused, and ignores a refusal of an older token', async () => {
    let release: (tokens: Tokens) => void = () => {};
    const { actor, settled, calls } = start({ stored: pair(1), refresh: () => new Promise((resolve) => (release = resolve)) });
    await settled();
    for (let i = 0; i < 5; i++) actor.send({ type: 'session.tokenRejected', accessToken: 'access-1' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    release(pair(2));
    const snapshot = await settled();
    expect(snapshot.value).toBe('loggedIn');
    expect(calls.refreshes).toBe(1);
    expect(calls.stored).toEqual([pair(2)]);
    actor.send({ type: 'session.tokenRejected', accessToken: 'access-1' });
    expect(actor.getSnapshot().value).toBe('loggedIn');
  });

  it('logs out silently when the refresh fails: expired, nothing stored, no navigation', async () => {
    const { actor, settled, calls } = start({ stored: pair(1), refresh: () => Promise.reject(httpError(401)) });
    await settled();
    actor.send({ type: 'session.tokenRejected', accessToken: 'access-1' });
    const snapshot = await waitFor(actor, (s) => s.matches('expired'));
    expect(snapshot.context.accessToken).toBeNull();
    expect(calls.cleared).toBe(1);
    expect(calls.home).toBe(0);
  });

  it('logs out: revokes the tokens, clears everything, goes home unless silenced', async () => {
    const { actor, settled, calls } = start({ stored: pair(1) });
    await settled();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(calls).toMatchObject({ revoked: ['refresh-1'], cleared: 1, home: 1 });

    const silent = start({ stored: pair(1) });
    await silent.settled();
    silent.actor.send({ type: 'session.logout', silent: true });
    expect(silent.calls).toMatchObject({ cleared: 1, home: 0 });
  });

  it('waits in socialPending after a first social login, and logs in once registration is done', async () => {
    const socialInfo: SocialInfo = { provider: 'apple', socialToken: 't', email: 'a@example.com', firstName: 'A', lastName: 'B' };
    const { actor, settled } = start({ social: async () => ({ socialInfo }) });
    await settled();
    actor.send({ type: 'session.social', provider: 'apple', token: 'id-token' });
    expect((await waitFor(actor, (s) => s.matches('socialPending'))).context.socialInfo).toEqual(socialInfo);
    actor.send({ type: 'session.socialRegistered', tokens: pair(3) });
    const snapshot = await settled();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context).toMatchObject({ accessToken: 'access-3', socialInfo: null });
  });

  it('logs straight in with a social account that is already linked', async () => {
    const { actor, settled } = start();
    await settled();
    actor.send({ type: 'session.social', provider: 'facebook', token: 'fb' });
    expect((await waitFor(actor, (s) => s.matches('loggedIn'))).context.accessToken).toBe('access-1');
  });

  it('remembers the language chosen', async () => {
    const { actor, settled } = start();
    await settled();
    actor.send({ type: 'session.locale', locale: 'en' });
    expect(actor.getSnapshot().context.locale).toBe('en');
  });
});
