import type { CategorySlug } from '@contract/catalogue';
import { useLingui } from '@lingui/react/macro';

const APPLE_NAMES: Record<Exclude<CategorySlug, 'apple-accessories'>, string> = {
  iphone: 'iPhone',
  ipad: 'iPad',
  mac: 'Mac',
  watch: 'Apple Watch',
  airpods: 'AirPods',
};

/** How the shop names a product family: Apple's own names, and the accessories in the page's language. */
export function useCategoryName(): (slug: CategorySlug) => string {
  const { t } = useLingui();
  return (slug) => (slug === 'apple-accessories' ? t`Accessories` : APPLE_NAMES[slug]);
}
