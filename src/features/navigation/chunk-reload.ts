import { RELOAD_THROTTLE_MS } from '@contract/constants';

const KEY_PREFIX = 'chunk-reload:';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  path: () => string;
  reload: () => void;
  /** whether the browser has a connection: offline, a reload would only show the browser's own error page */
  online: () => boolean;
}

/**
 * A script of this build that does not load (most often: a new build replaced it on the server) is
 * answered with a page reload, which fetches the new build: at most once per 60 s for one path (spec
 * section 8), remembered in the tab's sessionStorage, so a chunk that is truly gone shows the error page
 * rather than reloading forever. Offline it does not reload: the page stays, and its error says the shop cannot be
 * reached, with Try again.
 */
export function chunkReloader({ storage, now, path, reload, online }: ChunkReloadDeps) {
  let reloading = false;
  return {
    /** Reloads unless this path was reloaded for a chunk less than 60 s ago; answers whether it did. */
    reloadOnce(): boolean {
      if (reloading) return true;
      if (!online()) return false;
      const key = KEY_PREFIX + path();
      const last = Number(storage.getItem(key) ?? 0);
      if (now() - last < RELOAD_THROTTLE_MS) return false;
      storage.setItem(key, String(now()));
      reloading = true;
      reload();
      return true;
    },
  };
}

export type ChunkReloader = ReturnType<typeof chunkReloader>;

let pageReloader: ChunkReloader | undefined;
/** The reloader of this page: the address bar's path, the tab's sessionStorage. */
export const chunkReloaderOfPage = () =>
  (pageReloader ??= chunkReloader({
    storage: sessionStorage,
    now: Date.now,
    path: () => location.pathname,
    reload: () => location.reload(),
    online: () => navigator.onLine,
  }));

/** How Chromium, Firefox and Safari word a dynamic import that did not load. */
const CHUNK_FAILURE = /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/;

export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * Vite announces every failed dynamic import (the page's code, a panel's, a catalogue) with
 * `vite:preloadError` before the import rejects. When this policy declines to reload, the router's own
 * lazy route components must not reload either: they do once per error message, whatever the time, and
 * would double the reload this policy allows. They skip messages marked in sessionStorage.
 */
export function reloadOnStaleChunks(target: Window, reloader: ChunkReloader) {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloader.reloadOnce()) return;
    const error: unknown = 'payload' in event ? event.payload : undefined;
    if (error instanceof Error) target.sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
  });
}
