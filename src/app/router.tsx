import { FETCH_MIN_DELAY_MS, SCROLL_TO_TOP_DELAY_MS } from '@contract/constants';
import { createRouter, HeadContent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { chunkReloaderOfPage, reloadOnStaleChunks } from '@/features/navigation/chunk-reload';
import { PageLoading } from '@/features/navigation/components/PageLoading';
import { RouteError } from '@/features/navigation/components/RouteError';
import { keepsAlive } from '@/features/navigation/kept-alive';
import { dropFirstPageTags, takeOverServerHead } from '@/features/navigation/page-head';
import { preloadPolicy } from '@/features/navigation/prefetch-policy';
import { focusNewPage } from '@/lib/focus-main';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../routes/-router-context';

/** The routes' title and description (their `head`), kept in the document's head on every navigation. */
function WithHead({ children }: { children: ReactNode }) {
  return (
    <>
      <HeadContent />
      {children}
    </>
  );
}

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: preloadPolicy(navigator.connection),
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageLoading,
    // once shown, the loading state stays the spec's minimum (section 9), not the router's 500 ms, so it does not flash
    defaultPendingMinMs: FETCH_MIN_DELAY_MS,
    InnerWrap: WithHead,
    // Back and Forward bring a kept-alive page back where it was left; a new page starts at the top
    scrollRestoration: (): boolean => keepsAlive(router.state.matches),
  });
  // the pages that are not kept alive start at the top whichever way they are reached, once the old page has faded
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged && !keepsAlive(router.state.matches)) setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
  });
  router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
    if (pathChanged && fromLocation) requestAnimationFrame(focusNewPage);
  });
  const stopDropping = router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
    if (!pathChanged || !fromLocation) return;
    dropFirstPageTags(document);
    stopDropping();
  });
  reloadOnStaleChunks(window, chunkReloaderOfPage());
  takeOverServerHead(document);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
