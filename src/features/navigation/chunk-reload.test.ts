import { RELOAD_THROTTLE_MS } from '@contract/constants';
import { describe, expect, it } from 'vitest';
import { chunkReloader } from './chunk-reload';

function setup(path = '/iphone') {
  const stored = new Map<string, string>();
  const state = { now: 1_000_000, path, reloads: 0, online: true };
  const deps = {
    storage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    now: () => state.now,
    path: () => state.path,
    reload: () => void state.reloads++,
    online: () => state.online,
  };
  return { state, deps, stored };
}

describe('chunkReloader', () => {
  it('reloads the first time a chunk fails on a path', () => {
    const { state, deps } = setup();
    expect(chunkReloader(deps).reloadOnce()).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('does not reload while offline, and does once the connection is back', () => {
    const { state, deps } = setup();
    state.online = false;
    expect(chunkReloader(deps).reloadOnce()).toBe(false);
    expect(state.reloads).toBe(0);
    state.online = true;
    expect(chunkReloader(deps).reloadOnce()).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('does not reload the same path again within 60 s, after the page came back', () => {
    const { state, deps } = setup();
    chunkReloader(deps).reloadOnce();
    state.now += RELOAD_THROTTLE_MS - 1;
    // a new page load starts a new reloader, the storage stays
    expect(chunkReloader(deps).reloadOnce()).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('reloads the same path again once 60 s have passed', () => {
    const { state, deps } = setup();
    chunkReloader(deps).reloadOnce();
    state.now += RELOAD_THROTTLE_MS;
    expect(chunkReloader(deps).reloadOnce()).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('counts each path on its own', () => {
    const { state, deps } = setup();
    chunkReloader(deps).reloadOnce();
    state.path = '/en/product/iphone-17_1001';
    expect(chunkReloader(deps).reloadOnce()).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('asks for one reload however many chunks fail while it is under way', () => {
    const { state, deps } = setup();
    const reloader = chunkReloader(deps);
    expect(reloader.reloadOnce()).toBe(true);
    expect(reloader.reloadOnce()).toBe(true);
    expect(state.reloads).toBe(1);
  });
});
