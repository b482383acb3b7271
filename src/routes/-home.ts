import { FEATURED_PRODUCTS } from '@contract/first-view';
import { productListQuery } from '@/features/catalogue/api/products';
import type { RouterContext } from './-router-context';
import { ViewSearch } from './-view-search';
import { localeOf } from '@/lib/locale';

/**
 * / and /home show the same page; each route needs its own options object, the router writes into it.
 * The route files name the page (`HomeRoutePage` from ./-home-page) as `component` themselves, so that it is
 * split into the route's own chunk.
 */
export const homeRoute = () => ({
  validateSearch: ViewSearch,
  loader: ({ context, params }: { context: RouterContext; params: { locale?: string } }) =>
    context.queryClient.ensureQueryData(productListQuery(context.http, localeOf(params.locale), FEATURED_PRODUCTS)),
});
