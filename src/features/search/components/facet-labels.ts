import { CategorySlug } from '@contract/catalogue';
import * as v from 'valibot';
import { useCategoryName } from '@/lib/category-names';
import type { Refinable } from '../results-search';

const isCategorySlug = (value: string): value is CategorySlug => v.is(CategorySlug, value);

/** How a facet value reads: category slugs by their names, colours and capacities as the engine gives them. */
export function useFacetLabel(attribute: Refinable): (value: string) => string {
  const categoryName = useCategoryName();
  if (attribute !== 'category') return (value) => value;
  return (value) => (isCategorySlug(value) ? categoryName(value) : value);
}
