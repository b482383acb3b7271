import type { CategorySlug } from '@contract/catalogue';
import { msg } from '@lingui/core/macro';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { ResultsSearch } from '@/features/search/results-search';
import { categoryNameOf } from '@/lib/category-names';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';
import type { RouterContext } from './-router-context';

/** The search's part of the address; the list mode only changes how the same results show. */
const dataOf = ({ view: _view, ...search }: ResultsSearch) => search;

/**
 * /product-category and /product-category/{category}: the search results (spec section 2). The search client
 * loads with the first results, so the other pages' first view does without it.
 */
export const resultsRoute = (categoryOf: (params: { _splat?: string }) => CategorySlug | undefined) => ({
  // spec section 2: ProductCategory is not kept alive; its search and filters stay in the address, Back starts at the top
  staticData: { keepAlive: false as const },
  validateSearch: ResultsSearch,
  loaderDeps: ({ search }: { search: ResultsSearch }) => dataOf(search),
  loader: async ({ context, params, deps }: { context: RouterContext; params: { locale?: string; _splat?: string }; deps: ResultsSearch }) => {
    const { resultsQuery } = await import('@/features/search/api/search-queries');
    return context.queryClient.ensureQueryData(resultsQuery(localeOf(params.locale), deps, categoryOf(params)));
  },
  // named as the page's heading: the words searched, else the category, else the search itself
  head: ({ match }: { match: { search: ResultsSearch; params: { _splat?: string } } }) => {
    const text = match.search.search;
    const category = categoryOf(match.params);
    if (!text && category) {
      const name = categoryNameOf(category, i18n._(msg`Accessories`));
      return routeHead({
        title: pageTitle(name),
        description: i18n._(msg`${name} at an authorised Apple reseller in Thailand: every model with its colours, sizes and prices.`),
      });
    }
    return routeHead({
      title: pageTitle(text ? i18n._(msg`Search results for “${text}”`) : i18n._(msg`Search products`)),
      description: i18n._(msg`Search iPhone, iPad, Mac, Apple Watch and accessories at an authorised Apple reseller in Thailand.`),
    });
  },
});
