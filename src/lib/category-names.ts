import type { CategorySlug } from '@contract/catalogue';
import { useLingui } from '@lingui/react/macro';

const APPLE_NAMES: Record<Exclude<CategorySlug, 'apple-accessories'>, string> = {
  iphone: 'iPhone',
  ipad: 'iPad',
  mac: 'Mac',
  watch: 'Apple Watch',
  airpods: 'AirPods',
};

/** How the shop names a product family: Apple's own names, and the accessories by the word given in the page's language. */
export const categoryNameOf = (slug: CategorySlug, accessories: string) => (slug === 'apple-accessories' ? accessories : APPLE_NAMES[slug]);

export function useCategoryName(): (slug: CategorySlug) => string {
  const { t } = useLingui();
  return (slug) => categoryNameOf(slug, t`Accessories`);
}
