import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Locale } from '../../contract/constants.ts';
import { localeMachine, resolveLocale } from './locale.machine.ts';

function start(cookie: string | null | Error, languages: string[] = []) {
  const effects = { cookies: [] as { locale: Locale; days: number }[], session: [] as Locale[], bagReloads: 0 };
  const machine = localeMachine.provide({
    actors: {
      readLocaleCookie: fromPromise(async () => {
        if (cookie instanceof Error) throw cookie;
        return cookie;
      }),
    },
    actions: {
      storeLocale: (_, params) => void effects.cookies.push(params),
      storeInSession: (_, { locale }) => void effects.session.push(locale),
      reloadBag: () => void effects.bagReloads++,
    },
  });
  return { actor: createActor(machine, { input: { languages } }).start(), effects };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('resolveLocale', () => {
  it('takes the cookie, then the browser language, then th', () => {
    expect(resolveLocale('en', ['th'])).toEqual({ locale: 'en', source: 'cookie' });
    expect(resolveLocale('de', ['fr-FR', 'en-GB', 'th'])).toEqual({ locale: 'en', source: 'browser' });
    expect(resolveLocale(null, ['TH-th'])).toEqual({ locale: 'th', source: 'browser' });
    expect(resolveLocale(null, ['fr', 'de'])).toEqual({ locale: 'th', source: 'default' });
    expect(resolveLocale(undefined, [])).toEqual({ locale: 'th', source: 'default' });
  });
});

describe('locale machine', () => {
  it('uses the locale cookie and does not write it again', async () => {
    const { actor, effects } = start('en', ['th-TH']);
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(actor.getSnapshot().context.locale).toBe('th');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', source: 'cookie' });
    expect(effects.cookies).toEqual([]);
  });

  it('falls back to the browser language and saves it for 365 days', async () => {
    const { actor, effects } = start(null, ['en-US', 'th']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', source: 'browser' });
    expect(effects.cookies).toEqual([{ locale: 'en', days: 365 }]);
    expect(effects.session).toEqual([]);
  });

  it('falls back to th when the cookie cannot be read and no browser language fits', async () => {
    const { actor, effects } = start(new Error('blocked'), ['ja']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'th', source: 'default' });
    expect(effects.cookies).toEqual([{ locale: 'th', days: 365 }]);
  });

  it('a change is stored in the cookie and in the session', async () => {
    const { actor, effects } = start('th');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'locale.change', locale: 'en' });
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', source: 'chosen' });
    expect(effects.cookies).toEqual([{ locale: 'en', days: 365 }]);
    expect(effects.session).toEqual(['en']);
  });

  it('ignores a locale the shop does not speak', async () => {
    const { actor, effects } = start('th');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'locale.change', locale: 'fr' as Locale });
    expect(actor.getSnapshot().context.locale).toBe('th');
    expect(effects.cookies).toEqual([]);
    expect(effects.session).toEqual([]);
  });
});

describe('pages shown in a language', () => {
  it('reload the bag when a page speaks another language than the last, not at the first page or within a language', () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'locale.shown', locale: 'th' });
    actor.send({ type: 'locale.shown', locale: 'th' });
    expect(effects.bagReloads).toBe(0);
    actor.send({ type: 'locale.shown', locale: 'en' });
    expect(effects.bagReloads).toBe(1);
    actor.send({ type: 'locale.shown', locale: 'en' });
    actor.send({ type: 'locale.shown', locale: 'th' });
    expect(effects.bagReloads).toBe(2);
    expect(actor.getSnapshot().context.shown).toBe('th');
  });
});
