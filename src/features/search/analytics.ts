import type { SearchHit } from '@contract/search';

const LIST_NAME = 'search results';

/** A hit as a data-layer item (spec section 7): its id, name, price and place in the list. */
export const listItem = (hit: Pick<SearchHit, 'productId' | 'productNameEn' | 'price' | 'categorySlug'>, index: number) => ({
  item_id: String(hit.productId),
  item_name: hit.productNameEn,
  item_category: hit.categorySlug,
  item_list_name: LIST_NAME,
  index,
  price: hit.price,
});

export const listOfItems = (hits: SearchHit[], offset: number) => ({ item_list_name: LIST_NAME, items: hits.map((hit, i) => listItem(hit, offset + i)) });
