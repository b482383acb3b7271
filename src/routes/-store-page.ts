import type { Locale } from '@contract/constants';
import { STORE_PAGE_HEADS, type StorePagePath } from '@contract/store-pages';
import { branchesQuery } from '@/features/stores/api/stores-api';
import type { StoreListSearch } from '@/features/stores/store-search';
import { localeOf } from '@/lib/locale';
import type { RouterContext } from './-router-context';

/**
 * A store page's loader: `load` readies the page's data, and the loader answers with the page's name and description
 * for the head (`loadedHead`), the same words the server writes into its first answer (server/stores/page-heads.ts).
 */
export const storePageLoader =
  <Deps>(path: StorePagePath, load?: (context: RouterContext, locale: Locale, deps: Deps) => Promise<unknown>) =>
  async ({ context, params, deps }: { context: RouterContext; params: { locale?: string }; deps: Deps }) => {
    const locale = localeOf(params.locale);
    await load?.(context, locale, deps);
    const head = STORE_PAGE_HEADS[path];
    return { title: head.title[locale], description: head.description[locale] };
  };

/** /ourstore's loader: the branches the shopper's filter (?province=&brand=) shows. */
export const ourStoreLoader = storePageLoader('/ourstore', (context, locale, deps: StoreListSearch) =>
  context.queryClient.ensureQueryData(branchesQuery(context.http, locale, deps)),
);
