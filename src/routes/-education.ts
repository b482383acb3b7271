import type { CategorySlug } from '@contract/catalogue';
import { EDUCATION_PAGES, type EducationPagePath } from '@contract/education';
import { productListQuery } from '@/features/catalogue/api/products';
import { localeOf } from '@/lib/locale';
import type { RouterContext } from './-router-context';

/** The families with education prices (iPhone and Apple Watch have none), in the shop's order. */
export const EDUCATION_FAMILIES: readonly CategorySlug[] = ['mac', 'ipad', 'apple-accessories'];

/** The pages that sell: product rows per family under the code form. */
export const hasFamilies = (path: EducationPagePath) => path !== '/k-12' && path !== '/education-k12-detail';

/**
 * The loader of the education pages: the families' product lists before the page shows; it answers with the page's
 * name and description for the head (`loadedHead`), word for word what the server writes (server/http/seo.ts). Each
 * route file names it as its `loader` and `EducationRoutePage` (./-education-page) as its `component` itself, so that
 * both go into its chunk.
 */
export const educationLoader =
  (path: EducationPagePath) =>
  async ({ context, params }: { context: RouterContext; params: { locale?: string } }) => {
    const locale = localeOf(params.locale);
    if (hasFamilies(path))
      await Promise.all(EDUCATION_FAMILIES.map((category) => context.queryClient.ensureQueryData(productListQuery(context.http, locale, { category }))));
    const { name, description } = EDUCATION_PAGES[path][locale];
    return { title: name, description };
  };
