/** Product page path: the slug, an underscore, then the id; '-' stands for a missing slug (spec section 2). */
export const productPath = (slug: string | null | undefined, productId: number) => `${slug || '-'}_${productId}`;

/** The id is the last underscore-separated piece; anything else is not a product path. */
export { productIdFromSlug } from '@contract/first-view';
