// The floor of the page benchmark: an empty page that starts the libraries the shop's first view loads (React,
// TanStack Router and Query, XState, Lingui, valibot, ky, js-cookie), each used the way the shop starts it, and
// renders one heading. What the shop's pages cost beyond this is the shop's own.
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import Cookies from 'js-cookie';
import ky from 'ky';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { createActor, setup } from 'xstate';

const Greeting = v.object({ text: v.pipe(v.string(), v.minLength(1)) });

const session = createActor(setup({}).createMachine({ id: 'floor', initial: 'guest', states: { guest: {} } })).start();
const http = ky.create({ prefixUrl: location.origin, timeout: 15_000, headers: { 'accept-language': Cookies.get('lang') ?? 'th' } });
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
// answered without a request: the floor measures the libraries, not an API
const greeting = queryOptions({ queryKey: ['greeting'], queryFn: async () => v.parse(Greeting, { text: document.title }) });

i18n.load('th', {});
i18n.activate('th');

function Page() {
  const { data } = useSuspenseQuery(greeting);
  const status = useSelector(session, (snapshot) => String(snapshot.value));
  const { i18n: active } = useLingui();
  return (
    <main lang={active.locale} data-status={status}>
      <h1>{data.text}</h1>
    </main>
  );
}

const root = createRootRouteWithContext<{ queryClient: QueryClient; http: typeof http }>()({ component: Outlet });
const page = createRoute({ getParentRoute: () => root, path: '$', component: Page });
const router = createRouter({ routeTree: root.addChildren([page]), context: { queryClient, http } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
