import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AccountMenu } from '@/features/account/components/AccountMenu';
import { CartButton } from '@/features/cart/components/CartButton';
import { MiniCartOnDemand } from '@/features/cart/components/MiniCartOnDemand';
import { FavouriteAlert } from '@/features/favourite/components/FavouriteAlert';
import { preloadFrameContent } from '@/features/layout/api/preload-content';
import { NotFoundPage } from '@/features/layout/components/NotFoundPage';
import { SiteLayout } from '@/features/layout/components/SiteLayout';
import { useInLayout } from '@/features/layout/hooks/in-layout';
import { AlertToast } from '@/features/shell/components/AlertToast';
import { CookieNotice } from '@/features/shell/components/CookieNotice';
import { ErrorModalOnDemand } from '@/features/shell/components/ErrorModalOnDemand';
import { LayoutError } from '@/features/navigation/components/RouteError';
import { SearchButton } from '@/features/search/components/SearchButton';
import { defaultHead, notFoundHead, routeHead } from '@/features/navigation/page-head';
import { LoadingIndicator } from '@/features/shell/components/LoadingIndicator';
import { activateLocale } from '@/lib/i18n';
import { localeOf, localeParam } from '@/lib/locale';

/** Thai is unprefixed, English is /en; any other first segment that no route claims is a 404. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, context, preload }) => {
    if (params.locale !== undefined && params.locale !== 'en') throw notFound();
    const locale = localeOf(params.locale);
    await activateLocale(locale);
    // the address has switched language (a switch, a link, Back): the bag's lines are loaded again in it
    if (!preload) context.actors.locale.send({ type: 'locale.shown', locale });
  },
  // menus, logos and the top banner load with the page's own data, so the first render has them
  loader: ({ context, params, location }) => preloadFrameContent(context.queryClient, context.http, localeOf(params.locale), location.pathname),
  // every page renders inside this layout: it ships with the app rather than in a chunk fetched after it;
  // the mini cart and the error modal, which only an action opens, load their code when first asked for
  codeSplitGroupings: [['notFoundComponent']],
  // the title and description of every page that has none of its own, and of the 404 page
  head: ({ matches }) => routeHead(matches.some((match) => match.status === 'notFound') ? notFoundHead() : defaultHead()),
  component: LocaleLayout,
  // an error in the layout itself: pages below it show theirs inside it (the router's defaultErrorComponent)
  errorComponent: LayoutError,
  notFoundComponent: LocaleNotFound,
});

/** Rendered in the layout's place when the path is unknown (the catch-all throws), so it brings the layout. */
function LocaleNotFound() {
  const page = <NotFoundPage locale={localeOf(Route.useParams().locale)} />;
  return useInLayout() ? page : <LocaleFrame>{page}</LocaleFrame>;
}

function LocaleLayout() {
  return (
    <LocaleFrame>
      <Outlet />
    </LocaleFrame>
  );
}

/** The layout with the header's slots and the overlays every page keeps mounted. */
function LocaleFrame({ children }: { children: ReactNode }) {
  const { locale: param } = Route.useParams();
  const locale = localeOf(param);
  const prefix = localeParam(locale);
  return (
    <SiteLayout
      locale={locale}
      search={<SearchButton locale={locale} />}
      cartButton={<CartButton locale={prefix} />}
      accountMenu={<AccountMenu locale={prefix} />}
      miniCart={<MiniCartOnDemand locale={prefix} />}
      overlays={
        <>
          <ErrorModalOnDemand />
          <CookieNotice />
          <AlertToast />
          <FavouriteAlert />
          <LoadingIndicator />
        </>
      }
    >
      {children}
    </SiteLayout>
  );
}
