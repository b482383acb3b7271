import '@/styles/global.css';
import { isSettled } from '@machines/session/session.machine';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { type AppActors, AppActorsProvider } from '@/lib/app-actors';
import { firstAnswersOf } from '@/lib/first-answers';
import { createHttp, retryOnce } from '@/lib/http';
import { HttpProvider } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { localeOfPath, localeParam, switchLocalePath } from '@/lib/locale';
import { createAppActors } from './app-actor';
import { devInspector } from './inspector';
import { connectPageActorInspector } from '@/lib/page-actor-inspect';
import { type AppRouter, createAppRouter } from './router';

/** How long the first render waits for the first page's data before drawing the frame without it. */
const FIRST_RENDER_WAIT_MS = 1000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Ends the current task: the browser paints and handles input before the next step runs. */
const yieldToBrowser = () => delay(0);

// the HTTP client reads the session's token, the session's effects use the client and navigate with the router
const late: { actors?: AppActors; router?: AppRouter } = {};

const http = createHttp({
  firstAnswers: firstAnswersOf(document),
  // the address's language, not the active catalogue's: calls made at start (the session's cart, the wishlist) go out
  // before the layout has activated English on an /en page, and would bring Thai product names into the bag
  locale: () => localeOfPath(location.pathname),
  accessToken: () => late.actors?.session.getSnapshot().context.accessToken ?? null,
  onUnauthorized: async (rejectedToken) => {
    const { session } = late.actors!;
    session.send({ type: 'session.tokenRejected', accessToken: rejectedToken });
    return (await waitFor(session, isSettled)).matches('loggedIn');
  },
});
/** Spec section 9: data is refetched when older than 30 s. */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce } } });
// the start-up runs as short tasks rather than one long one, so that a phone answers a tap while it runs
await yieldToBrowser();
const inspect = await devInspector();
connectPageActorInspector(inspect);
const actors = (late.actors = await createAppActors({
  http,
  // the session's own moves (to login when a token is refused, home after logout) stay in the address's language
  navigate: (to) => void late.router!.navigate({ ...to, params: { locale: localeParam(localeOfPath(location.pathname)) } }),
  invalidateRoutes: () => void late.router?.invalidate(),
  inspect,
}));

// a language the shopper chose before (the locale cookie) wins over the address: /cart becomes /en/cart for them;
// the browser language alone never moves the shopper away from the page they asked for
const { locale, source } = actors.locale.getSnapshot().context;
if (source === 'cookie' && locale !== localeOfPath(location.pathname)) {
  history.replaceState(history.state, '', switchLocalePath(location.pathname, locale) + location.search + location.hash);
}

await yieldToBrowser();
const router = (late.router = createAppRouter({ queryClient, http, actors }));
router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
  if (pathChanged) actors.app.send({ type: 'route.changed', path: toLocation.href });
});

const renderApp = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HttpProvider http={http}>
          <QueryClientProvider client={queryClient}>
            <AppActorsProvider actors={actors}>
              <RouterProvider router={router} />
            </AppActorsProvider>
          </QueryClientProvider>
        </HttpProvider>
      </I18nProvider>
    </StrictMode>,
  );

// The first page renders once its data is there (the server wrote the first answers into the HTML), in a transition,
// which React renders in slices between which the browser stays responsive; rendering at once would draw the frame,
// then the page in one long synchronous render when the router's state changes. A page whose data is slow to come
// renders after FIRST_RENDER_WAIT_MS with what it has, as before. Not awaited here: the page's chunk imports from the
// app's chunk, so it can load only once this module has finished running.
await yieldToBrowser();
// a load that throws renders too: the router shows what it has, its error component among them
const loaded = router.load().catch(() => undefined);
void Promise.race([loaded, delay(FIRST_RENDER_WAIT_MS)]).then(() => startTransition(renderApp));
