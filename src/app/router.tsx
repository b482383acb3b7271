import { SCROLL_TO_TOP_DELAY_MS } from '@contract/constants';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../routes/-router-context';

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
