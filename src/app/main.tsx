import '@/styles/global.css';
import { isSettled } from '@machines/session/session.machine';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { type SessionActor, SessionActorProvider } from '@/features/account/hooks/session-actor';
import { CartActorProvider } from '@/features/cart/hooks/cart-actor';
import { EducationCodeActorProvider } from '@/features/cart/hooks/education-code-actor';
import { FavouriteActorProvider } from '@/features/favourite/hooks/favourite-actor';
import { LocaleActorProvider } from '@/features/layout/hooks/locale-actor';
import { MiniCartActorProvider } from '@/features/cart/hooks/mini-cart-actor';
import { ShellActorsProvider } from '@/features/shell/hooks/shell-actors';
import { createHttp } from '@/lib/http';
import { HttpProvider } from '@/lib/http-context';
import { currentLocale, i18n } from '@/lib/i18n';
import { lazyActor } from '@/lib/lazy-actor';
import { createCartActor } from './cart-actor';
import { devInspector } from './inspector';
import { type AppRouter, createAppRouter } from './router';
import { createLocaleActor, keepClickId } from './locale-actors';
import { createSessionActor } from './session-actor';
import { createShellActors, reportCartFailures } from './shell-actors';

// the HTTP client reads the session's token and the session uses the client: bound once both exist
const late: { session?: SessionActor; router?: AppRouter } = {};

const http = createHttp({
  locale: currentLocale,
  accessToken: () => late.session?.getSnapshot().context.accessToken ?? null,
  onUnauthorized: async (rejectedToken) => {
    late.session!.send({ type: 'session.tokenRejected', accessToken: rejectedToken });
    return (await waitFor(late.session!, isSettled)).matches('loggedIn');
  },
});
/** Spec section 9: data is refetched when older than 30 s. */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const inspect = await devInspector();
// not awaited: its chunk imports this one, which finishes evaluating only after the awaits below
void keepClickId(inspect);
const locale = await createLocaleActor(() => late.session!, inspect);
const localePrefix = () => (currentLocale() === 'en' ? '/en' : '');
const shell = createShellActors({ navigate: (href) => void late.router!.navigate({ href }), localePrefix, inspect });
const cart = createCartActor(http, shell.track, inspect);
reportCartFailures(cart, shell, i18n);
const goHome = () => void late.router!.navigate({ href: `${localePrefix()}/home` });
const session = (late.session = createSessionActor(http, cart, goHome, shell.track, inspect));
const router = (late.router = createAppRouter({ queryClient, http, cart, session }));
// the favourites (statechart and wishlist calls) load with the first heart shown or toggled: a product page has none
const favourite = lazyActor(() => import('./favourite-actor').then((m) => m.createFavouriteActor(http, session, shell, i18n, goHome, inspect)));
// the education-code form's statechart loads with the cart page's form
const educationCode = lazyActor(() => import('./education-code-actor').then((m) => m.createEducationCodeActor(cart, inspect)));

router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
  if (pathChanged) shell.followRoute(toLocation.href);
});

// guards and loaders see the new login status at once
let loggedIn = session.getSnapshot().matches('loggedIn');
session.subscribe((snapshot) => {
  if (!isSettled(snapshot) || snapshot.matches('loggedIn') === loggedIn) return;
  loggedIn = snapshot.matches('loggedIn');
  void router.invalidate();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <HttpProvider http={http}>
        <QueryClientProvider client={queryClient}>
          <SessionActorProvider actor={session}>
            <LocaleActorProvider actor={locale}>
            <CartActorProvider actor={cart}>
              <MiniCartActorProvider actor={shell.miniCart}>
                <ShellActorsProvider actors={shell}>
                  <FavouriteActorProvider actor={favourite}>
                    <EducationCodeActorProvider actor={educationCode}>
                      <RouterProvider router={router} />
                    </EducationCodeActorProvider>
                  </FavouriteActorProvider>
                </ShellActorsProvider>
              </MiniCartActorProvider>
            </CartActorProvider>
            </LocaleActorProvider>
          </SessionActorProvider>
        </QueryClientProvider>
      </HttpProvider>
    </I18nProvider>
  </StrictMode>,
);
