import type { CategorySlug } from '@contract/catalogue';
import { productListQuery } from '@/features/catalogue/api/products';
import type { RouterContext } from './-router-context';
import { ViewSearch } from './-view-search';
import { localeOf } from '@/lib/locale';

/**
 * Route options shared by every listing page: the search schema and the loader. Each route file names its
 * page as `component` itself (`ListingPage` from ./-listing-page), so that the page is split into the route's
 * own chunk and loads only when a listing is shown.
 */
export const listingRoute = (category: CategorySlug | undefined) => ({
  validateSearch: ViewSearch,
  loader: ({ context, params }: { context: RouterContext; params: { locale?: string } }) =>
    context.queryClient.ensureQueryData(productListQuery(context.http, localeOf(params.locale), { category })),
});
