import type { CategorySlug } from '@contract/catalogue';
import { EDUCATION_PAGES, type EducationPagePath } from '@contract/education';
import { productListQuery } from '@/features/catalogue/api/products';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { localeOf } from '@/lib/locale';
import type { RouterContext } from './-router-context';

/** The families with education prices (iPhone and Apple Watch have none), in the shop's order. */
export const EDUCATION_FAMILIES: readonly CategorySlug[] = ['mac', 'ipad', 'apple-accessories'];

/** The pages that sell: product rows per family under the code form. */
export const hasFamilies = (path: EducationPagePath) => path !== '/k-12' && path !== '/education-k12-detail';

/**
 * Route options shared by the education pages: the families' product lists loaded before the page shows, and the
 * head, word for word what the server writes (server/http/seo.ts). Each route file names its page as
 * `component` itself (`EducationRoutePage` from ./-education-page), so that it is split into the route's own chunk.
 */
export const educationRoute = (path: EducationPagePath) => ({
  loader: async ({ context, params }: { context: RouterContext; params: { locale?: string } }) => {
    if (!hasFamilies(path)) return;
    const locale = localeOf(params.locale);
    await Promise.all(EDUCATION_FAMILIES.map((category) => context.queryClient.ensureQueryData(productListQuery(context.http, locale, { category }))));
  },
  head: ({ params }: { params: { locale?: string } }) => {
    const { name, description } = EDUCATION_PAGES[path][localeOf(params.locale)];
    return routeHead({ title: pageTitle(name), description });
  },
});
