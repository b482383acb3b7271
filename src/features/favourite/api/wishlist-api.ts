import { WishlistResponse } from '@contract/customer';
import type { Http } from '@/lib/http';

const ids = (answer: { data: { items: { productId: number }[] } }) => answer.data.items.map((i) => i.productId);

/** The wishlist calls of spec section 7; each answers the wishlist's product ids. */
export function wishlistApi(http: Http) {
  return {
    get: async () => ids(await http.get('/customer/api/wishlist', WishlistResponse)),
    add: async (productId: number) => ids(await http.post('/customer/api/wishlist', WishlistResponse, { json: { productIds: [productId] } })),
    remove: async (productId: number) => ids(await http.delete(`/customer/api/wishlist/${productId}`, WishlistResponse)),
  };
}
