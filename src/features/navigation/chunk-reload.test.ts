import { RELOAD_THROTTLE_MS } from '@contract/constants';
import { describe, expect, it } from 'vitest';
import { chunkReloader, isChunkLoadError } from './chunk-reload';

function setup(path = '/iphone') {
  const stored = new Map<string, string>();
  const state = { now: 1_000_000, path, reloads: 0, reachable: true, asked: 0 };
  const deps = {
    storage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    now: () => state.now,
    path: () => state.path,
    reload: () => void state.reloads++,
    reachable: async () => {
      state.asked++;
      return state.reachable;
    },
  };
  return { state, deps, stored };
}

describe('chunkReloader', () => {
  it('reloads the first time a chunk fails on a path', async () => {
    const { state, deps } = setup();
    expect(await chunkReloader(deps).reloadOnce()).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('does not reload while the server is out of reach (offline or down), and does once it answers again', async () => {
    const { state, deps } = setup();
    const reloader = chunkReloader(deps);
    expect(reloader.serverAnswered()).toBeUndefined();
    state.reachable = false;
    expect(await reloader.reloadOnce()).toBe(false);
    expect(state.reloads).toBe(0);
    expect(reloader.serverAnswered()).toBe(false);
    state.reachable = true;
    expect(await reloader.reloadOnce()).toBe(true);
    expect(state.reloads).toBe(1);
    expect(reloader.serverAnswered()).toBe(true);
  });

  it('does not reload the same path again within 60 s, after the page came back, and does not ask the server then', async () => {
    const { state, deps } = setup();
    await chunkReloader(deps).reloadOnce();
    state.now += RELOAD_THROTTLE_MS - 1;
    // a new page load starts a new reloader, the storage stays
    expect(await chunkReloader(deps).reloadOnce()).toBe(false);
    expect(state.reloads).toBe(1);
    expect(state.asked).toBe(1);
  });

  it('reloads the same path again once 60 s have passed', async () => {
    const { state, deps } = setup();
    await chunkReloader(deps).reloadOnce();
    state.now += RELOAD_THROTTLE_MS;
    expect(await chunkReloader(deps).reloadOnce()).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('counts each path on its own', async () => {
    const { state, deps } = setup();
    await chunkReloader(deps).reloadOnce();
    state.path = '/en/product/iphone-17_1001';
    expect(await chunkReloader(deps).reloadOnce()).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('asks the server once and reloads once however many chunks fail at the same moment', async () => {
    const { state, deps } = setup();
    const reloader = chunkReloader(deps);
    const answers = await Promise.all([reloader.reloadOnce(), reloader.reloadOnce(), reloader.reloadOnce()]);
    expect(answers).toEqual([true, true, true]);
    expect(await reloader.reloadOnce()).toBe(true);
    expect(state.asked).toBe(1);
    expect(state.reloads).toBe(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop.example/assets/MiniCart-x.js',
    'error loading dynamically imported module: https://shop.example/assets/MiniCart-x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/MiniCart-x.css',
  ])('knows a script or its stylesheet that did not load: %s', (message) => expect(isChunkLoadError(new Error(message))).toBe(true));
  it('leaves other errors to the error page', () => expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false));
});
