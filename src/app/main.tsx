import '@/styles/global.css';
import { isSettled } from '@machines/session/session.machine';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { type AppActors, AppActorsProvider } from '@/lib/app-actors';
import { firstAnswersOf } from '@/lib/first-answers';
import { createHttp } from '@/lib/http';
import { HttpProvider } from '@/lib/http-context';
import { currentLocale, i18n } from '@/lib/i18n';
import { localeOfPath, localeParam, switchLocalePath } from '@/lib/locale';
import { createAppActors } from './app-actor';
import { devInspector } from './inspector';
import { connectPageActorInspector } from '@/lib/page-actor-inspect';
import { type AppRouter, createAppRouter } from './router';

// the HTTP client reads the session's token, the session's effects use the client and navigate with the router
const late: { actors?: AppActors; router?: AppRouter } = {};

const http = createHttp({
  firstAnswers: firstAnswersOf(document),
  locale: currentLocale,
  accessToken: () => late.actors?.session.getSnapshot().context.accessToken ?? null,
  onUnauthorized: async (rejectedToken) => {
    const { session } = late.actors!;
    session.send({ type: 'session.tokenRejected', accessToken: rejectedToken });
    return (await waitFor(session, isSettled)).matches('loggedIn');
  },
});
/** Spec section 9: data is refetched when older than 30 s. */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const inspect = await devInspector();
connectPageActorInspector(inspect);
const actors = (late.actors = await createAppActors({
  http,
  navigate: (to) => void late.router!.navigate({ ...to, params: { locale: localeParam(currentLocale()) } }),
  invalidateRoutes: () => void late.router?.invalidate(),
  inspect,
}));

// a language the shopper chose before (the locale cookie) wins over the address: /cart becomes /en/cart for them;
// the browser language alone never moves the shopper away from the page they asked for
const { locale, source } = actors.locale.getSnapshot().context;
if (source === 'cookie' && locale !== localeOfPath(location.pathname)) {
  history.replaceState(history.state, '', switchLocalePath(location.pathname, locale) + location.search + location.hash);
}

const router = (late.router = createAppRouter({ queryClient, http, actors }));
router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
  if (pathChanged) actors.app.send({ type: 'route.changed', path: toLocation.href });
});

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
