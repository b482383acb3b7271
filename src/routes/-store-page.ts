import type { Locale } from '@contract/constants';
import { STORE_PAGE_HEADS, type StorePagePath } from '@contract/store-pages';
import { branchesQuery } from '@/features/stores/api/stores-api';
import type { StoreListSearch } from '@/features/stores/store-search';
import { localeOf } from '@/lib/locale';
import type { RouterContext } from './-router-context';

/** Why the router runs a loader: a new page, the same page with other search or params, or a link looked at ahead. */
type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * A store page's loader: `load` readies the page's data, and the loader answers with the page's name and description
 * for the head (`loadedHead`), the same words the server writes into its first answer (server/stores/page-heads.ts).
 */
export const storePageLoader =
  <Deps>(path: StorePagePath, load?: (context: RouterContext, locale: Locale, deps: Deps, cause: LoaderCause) => Promise<unknown> | undefined) =>
  async ({ context, params, deps, cause }: { context: RouterContext; params: { locale?: string }; deps: Deps; cause: LoaderCause }) => {
    const locale = localeOf(params.locale);
    await load?.(context, locale, deps, cause);
    const head = STORE_PAGE_HEADS[path];
    return { title: head.title[locale], description: head.description[locale] };
  };

/**
 * /ourstore's loader: the branches the shopper's filter (?province=&brand=) shows. A filter changed on the page
 * (`stay`) is not waited for: the page keeps its filters, their focus and the list until the new list comes
 * (StoreListPage), rather than giving way to the loading page.
 */
export const ourStoreLoader = storePageLoader('/ourstore', (context, locale, deps: StoreListSearch, cause) =>
  cause === 'stay' ? undefined : context.queryClient.ensureQueryData(branchesQuery(context.http, locale, deps)),
);
