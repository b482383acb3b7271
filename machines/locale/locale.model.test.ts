import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Locale } from '../../contract/constants.ts';
import { controlled, liveEvents, takeStep } from '../testing/live.ts';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import type { LocaleInput } from './locale.machine.ts';
import { localeModel } from './locale.model.ts';

function start(input: LocaleInput | undefined) {
  const readLocaleCookie = controlled<string | null>();
  const effects = { cookies: [] as { locale: Locale; days: number }[], session: [] as Locale[] };
  const machine = localeModel.machine.provide({
    actors: { readLocaleCookie: readLocaleCookie.logic },
    actions: {
      storeLocale: (_, params) => void effects.cookies.push(params),
      storeInSession: (_, { locale }) => void effects.session.push(locale),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, live: { machine, actor, actors: { readLocaleCookie }, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

describeModel('locale', localeModel, async (path, input) => {
  const { actor, effects, live } = start(input);
  await path.test({
    states: {
      resolving: () => {
        expect(actor.getSnapshot().value).toBe('resolving');
        expect(effects.cookies).toEqual([]);
      },
      ready: (state) => {
        expect(actor.getSnapshot().value).toBe('ready');
        expect(actor.getSnapshot().context).toEqual(state.context);
        // the cookie holds the current locale, unless it already did when the page loaded
        if (state.context.source !== 'cookie') expect(effects.cookies.at(-1)).toEqual({ locale: state.context.locale, days: 365 });
      },
    },
    events: {
      ...liveEvents(path, live),
      'locale.change': async (step) => {
        const session = effects.session.length;
        await takeStep(live, step.event);
        expect(effects.session.slice(session)).toEqual([(step.event as { type: string; locale: Locale }).locale]);
      },
    },
  });
});
