import type { SearchHit } from '@contract/search';
import type { ListedProduct } from '@/lib/analytics-items';

/** The data layer's name of the results list. */
export const RESULTS_LIST = 'search results';

/** A hit as the data layer lists it (spec section 7): under its English name. */
export const resultProduct = (hit: SearchHit): ListedProduct => ({ ...hit, productName: hit.productNameEn });
