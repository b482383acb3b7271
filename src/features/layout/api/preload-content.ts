import type { Locale } from '@contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { Http } from '@/lib/http';
import { LAYOUTS, layoutOf } from '@contract/layouts';
import { logosQuery, menuQuery, pageBlocksQuery } from './content-queries';

/**
 * Starts the frame's content together (spec section 4): top menus, menus, footer menus, logos and the top
 * banner of the layout the path uses. Resolves when all have answered; a failure never stops the page.
 */
export async function preloadFrameContent(queryClient: QueryClient, http: Http, locale: Locale, pathname: string) {
  const { variant, page } = LAYOUTS[layoutOf(pathname)];
  const content = variant ?? 'default';
  await Promise.allSettled([
    ...(variant
      ? [queryClient.ensureQueryData(menuQuery(http, locale, 'top-menus', content)), queryClient.ensureQueryData(menuQuery(http, locale, 'menus', content))]
      : []),
    queryClient.ensureQueryData(menuQuery(http, locale, 'footer-menus', content)),
    queryClient.ensureQueryData(logosQuery(http, locale, content)),
    ...(page ? [queryClient.ensureQueryData(pageBlocksQuery(http, locale, page))] : []),
  ]);
}
