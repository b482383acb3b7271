import type { CategorySlug } from '@contract/catalogue';
import { productListQuery } from '@/features/catalogue/api/products';
import { localeOf } from '@/lib/locale';
import { loadProduct, productHead, ProductSearch } from './-product-page';
import type { RouterContext } from './-router-context';

/**
 * Route options of a family's model page (/iphone/iphone-17-pro): the model is found by its slug among the family's
 * products and shows as its product page; a slug the family does not have is the not-found page (the server answers
 * 404 too, server/http/content-heads.ts). Each route file names `ProductRoutePage` as its component itself.
 */
export const modelRoute = (category: CategorySlug) => ({
  validateSearch: ProductSearch,
  loader: async ({ context, params }: { context: RouterContext; params: { locale?: string; model: string } }) => {
    const list = await context.queryClient.ensureQueryData(productListQuery(context.http, localeOf(params.locale), { category }));
    return loadProduct(context, params.locale, list.items.find((item) => item.slug === params.model)?.productId ?? null);
  },
  staticData: { keepAlive: false as const },
  head: productHead,
});
