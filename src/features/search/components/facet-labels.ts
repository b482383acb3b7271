import type { CategorySlug } from '@contract/catalogue';
import { useLingui } from '@lingui/react/macro';
import type { Refinable } from '../results-search';

/** How a facet value reads: category slugs by their names, colours and capacities as the engine gives them. */
export function useFacetLabel(attribute: Refinable): (value: string) => string {
  const { t } = useLingui();
  if (attribute !== 'category') return (value) => value;
  const names: Record<CategorySlug, string> = {
    iphone: 'iPhone',
    ipad: 'iPad',
    mac: 'Mac',
    watch: 'Apple Watch',
    airpods: 'AirPods',
    'apple-accessories': t`Accessories`,
  };
  return (value) => names[value as CategorySlug] ?? value;
}
