import { RELOAD_THROTTLE_MS } from '@contract/constants';
import { serverAnswers } from '@/lib/server-answers';

const KEY_PREFIX = 'chunk-reload:';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  path: () => string;
  reload: () => void;
  /**
   * Whether the shop's server answers. A script that fails while it does is gone (a new build replaced it); one that
   * fails while it does not (offline, the server down) would fail again after a reload, which would only show the
   * browser's own error page.
   */
  reachable: () => Promise<boolean>;
}

/**
 * A script of this build that does not load (most often: a new build replaced it on the server) is
 * answered with a page reload, which fetches the new build: at most once per 60 s for one path (spec
 * section 8), remembered in the tab's sessionStorage, so a chunk that is truly gone shows the error page
 * rather than reloading forever. With the server out of reach it does not reload: the page stays, and its error says
 * the shop cannot be reached, with Try again.
 */
export function chunkReloader({ storage, now, path, reload, reachable }: ChunkReloadDeps) {
  let asking: Promise<boolean> | undefined;
  let answered: boolean | undefined;
  const decide = async () => {
    const key = KEY_PREFIX + path();
    if (now() - Number(storage.getItem(key) ?? 0) < RELOAD_THROTTLE_MS) return false;
    answered = await reachable();
    if (!answered) return false;
    storage.setItem(key, String(now()));
    reload();
    return true;
  };
  return {
    /** Reloads unless this path was reloaded for a chunk less than 60 s ago or the server is out of reach; answers whether it did. */
    reloadOnce(): Promise<boolean> {
      // the failures of one moment share one answer; a reload under way stays the answer
      asking ??= decide().then((reloading) => {
        if (!reloading) asking = undefined;
        return reloading;
      });
      return asking;
    },
    /** Whether the server answered when last asked (undefined: not asked): a script that failed while it did not is not gone. */
    serverAnswered: () => answered,
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
    reachable: serverAnswers,
  }));

/** How Chromium, Firefox and Safari word a dynamic import that did not load, and Vite a chunk's stylesheet that did not. */
const CHUNK_FAILURE =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/;

export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * Vite announces every failed dynamic import (the page's code, a panel's, a catalogue) with
 * `vite:preloadError` before the import rejects. This policy decides on a reload, after asking the server; the
 * router's own lazy route components must not reload meanwhile: they do once per error message, at once and whatever
 * the time, and skip the messages marked in sessionStorage.
 */
export function reloadOnStaleChunks(target: Window, reloader: ChunkReloader) {
  target.addEventListener('vite:preloadError', (event) => {
    const error: unknown = 'payload' in event ? event.payload : undefined;
    if (error instanceof Error) target.sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
    void reloader.reloadOnce();
  });
}
