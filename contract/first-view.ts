import type { CategorySlug, ProductSort } from './catalogue.ts';
import { type ContentVariant, LAYOUTS, layoutOf, type PageKey } from './layouts.ts';
import { policyOfPath } from './policies.ts';

/*
 * The addresses of the calls a page makes before its first render. The app requests them with these builders;
 * the server runs the same calls while it answers the page and writes their answers into it (decision 017), so
 * the first render waits for no round trip.
 */

export type MenuKind = 'top-menus' | 'menus' | 'footer-menus';
export const menuPath = (kind: MenuKind, variant: ContentVariant) => `/pagerender/content/${kind}/${variant}`;
export const logosPath = (variant: ContentVariant) => `/pagerender/content/header-logo/${variant}`;
export const pageBlocksPath = (page: PageKey) => `/pagerender/page/${page}`;
export const marketingPagePath = (slug: string) => `/pagerender/marketing-page/${slug}`;

export interface ProductListParams {
  category?: CategorySlug;
  sort?: ProductSort;
}
export const productListPath = ({ category, sort }: ProductListParams) =>
  `/pim/api/products?${new URLSearchParams({ limit: '100', ...(category ? { category } : {}), ...(sort ? { sort } : {}) })}`;
export const productDetailPath = (productId: number) => `/pim/api/products/${productId}`;
/** The id at the end of a product page's slug ('iphone-17_1001'), or null. */
export function productIdFromSlug(slugParam: string): number | null {
  const id = slugParam.split('_').pop() ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** The home page's products. */
export const FEATURED_PRODUCTS: ProductListParams = { sort: 'recommended' };
/** Listing pages by path (without /en); `undefined` lists every category. */
export const LISTING_PAGES: Readonly<Record<string, CategorySlug | undefined>> = {
  '/products': undefined,
  '/iphone': 'iphone',
  '/ipad': 'ipad',
  '/mac': 'mac',
  '/watch': 'watch',
  '/apple-accessories': 'apple-accessories',
};

/** Menus, logos and the top banner of the path's layout (spec section 4). */
export function frameCalls(pathname: string): string[] {
  const { variant, page } = LAYOUTS[layoutOf(pathname)];
  const content = variant ?? 'default';
  return [
    ...(variant ? [menuPath('top-menus', content), menuPath('menus', content)] : []),
    menuPath('footer-menus', content),
    logosPath(content),
    ...(page ? [pageBlocksPath(page)] : []),
  ];
}

/** The frame's calls and the page's own, for the pages whose data the server can tell from the address. */
export function firstViewCalls(pathname: string): string[] {
  const path = pathname.replace(/^\/en(?=\/|$)/, '').replace(/(.)\/+$/, '$1') || '/';
  const slug = /^\/product\/([^/]+)$/.exec(path)?.[1];
  const productId = slug === undefined ? null : productIdFromSlug(slug);
  const policy = policyOfPath(path);
  const page =
    path === '/' || path === '/home'
      ? [productListPath(FEATURED_PRODUCTS)]
      : path in LISTING_PAGES
        ? [productListPath({ category: LISTING_PAGES[path] })]
        : productId
          ? [productDetailPath(productId)]
          : policy
            ? [marketingPagePath(policy)]
            : [];
  return [...frameCalls(pathname), ...page];
}
