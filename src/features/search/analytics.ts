import type { SearchHit } from '@contract/search';
import { listItem } from '@/lib/analytics-items';

/** The data layer's name of the results list. */
export const RESULTS_LIST = 'search results';

/** A hit as a data-layer item (spec section 7) at its place in the results, under its English name. */
export const resultItem = (hit: SearchHit, index: number) => listItem({ ...hit, productName: hit.productNameEn }, index, RESULTS_LIST);

export const resultItems = (hits: SearchHit[], offset: number) => hits.map((hit, i) => resultItem(hit, offset + i));
