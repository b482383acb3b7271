import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { itReachesEveryStateAndTransition, fakeTimersPerTest } from '../testing/suite.ts';
import type { Customer, LoginAnswer, SocialAnswer, Tokens } from './session.machine.ts';
import { sessionModel } from './session.model.ts';

function start() {
  const actors = {
    restoreSession: controlled<Tokens | null>(),
    login: controlled<LoginAnswer, { username: string; password: string }>(),
    socialLogin: controlled<SocialAnswer, { provider: 'facebook' | 'apple'; token: string }>(),
    mergeCart: controlled<string | null, { accessToken: string }>(),
    findBag: controlled<string | null, { accessToken: string }>(),
    fetchProfile: controlled<Customer, { accessToken: string }>(),
    refreshTokens: controlled<Tokens, Tokens>(),
  };
  const effects = { stored: 0, cleared: 0, revoked: 0, home: 0 };
  const machine = sessionModel.machine.provide({
    actors: Object.fromEntries(Object.entries(actors).map(([name, a]) => [name, a.logic])) as never,
    actions: {
      storeTokens: () => void effects.stored++,
      clearSession: () => void effects.cleared++,
      revokeSession: () => void effects.revoked++,
      goHome: () => void effects.home++,
    },
  });
  const actor = createActor(machine).start();
  return { actor, actors, effects, live: { machine, actor, actors, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(sessionModel);

describe('session model', () => {
  itReachesEveryStateAndTransition(sessionModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, p] as const)))('%s', async (_description, path) => {
    const { actor, actors, effects, live } = start();
    const sameAsModel = (state: { value: unknown; context: unknown }) => {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
    await path.test({
      states: {
        guest: (state) => {
          sameAsModel(state);
          expect(actor.getSnapshot().context.accessToken).toBeNull();
        },
        expired: (state) => {
          sameAsModel(state);
          expect(effects.cleared).toBeGreaterThan(0);
          expect(effects.home).toBe(0);
        },
        loggedIn: (state) => {
          sameAsModel(state);
          expect(actor.getSnapshot().context.accessToken).not.toBeNull();
        },
        profileUnavailable: (state) => {
          sameAsModel(state);
          expect(actor.getSnapshot().context.accessToken).not.toBeNull();
          expect(actors.fetchProfile.inFlight()).toBeUndefined();
        },
        refreshing: (state) => {
          sameAsModel(state);
          expect(actors.refreshTokens.inFlight()?.input).toEqual({ accessToken: state.context.accessToken, refreshToken: state.context.refreshToken });
        },
        loggingIn: (state) => {
          sameAsModel(state);
          expect(actors.login.inFlight()).toBeDefined();
        },
        '*': sameAsModel,
      },
      events: liveEvents(path, live),
    });
  });
});
