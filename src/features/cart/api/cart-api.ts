import { CartResponse, CreateCartResponse, CustomerCartResponse, RelatedProductsResponse } from '@contract/cart';
import type { CartOp } from '@machines/cart/cart-queue';
import type { StoredCart } from '@machines/cart/cart.machine';
import { ApiError, type Http } from '@/lib/http';
import { storedCartId } from './cart-id';

const cartPath = (cartId: string) => `/cart/api/cart/${encodeURIComponent(cartId)}`;

/** The cart's calls of spec section 7; the cart machine is the only caller. Loaded with the first call that needs the server. */
export function cartApi(http: Http) {
  const fetchCart = async (cartId: string) => (await http.get(cartPath(cartId), CartResponse)).data;
  return {
    fetchCart,
    async createCart() {
      return (await http.post('/cart/api/cart/create', CreateCartResponse, { json: {} })).data.cartId;
    },
    async sendOp(cartId: string, op: CartOp) {
      const path = cartPath(cartId);
      switch (op.kind) {
        case 'add':
        case 'update':
          return (
            await http.post(`${path}/items/${op.kind}`, CartResponse, {
              json: { productId: op.productId, bundleParentId: op.bundleParentId, quantity: op.quantity },
            })
          ).data;
        case 'remove':
          return (await http.delete(`${path}/items/delete`, CartResponse, { json: { productId: op.productId, bundleParentId: op.bundleParentId } })).data;
        case 'coupon':
          return (await http.post(`${path}/apply-coupon`, CartResponse, { json: { couponCode: op.couponCode } })).data;
        case 'eligibility.apply':
          return (await http.post(`${path}/apply-eligibility-code`, CartResponse, { json: { customerId: op.customerId, eligibilityCode: op.eligibilityCode } }))
            .data;
        case 'eligibility.delete':
          return (await http.delete(`${path}/delete-eligibility-code`, CartResponse)).data;
        case 'giftWrapping.add':
          return (await http.post(`${path}/gift-wrapping/add`, CartResponse, { json: { productId: op.productId, giftWrappingMessage: op.message } })).data;
        case 'giftWrapping.delete':
          return (await http.delete(`${path}/gift-wrapping/delete`, CartResponse, { json: { productId: op.productId } })).data;
      }
    },
    /** Cross-sell for the cart's parent ids; none asked when there are none (spec section 7). */
    async relatedProducts(parentIds: string) {
      if (!parentIds) return [];
      return (await http.get('/pim/api/products/related-product', RelatedProductsResponse, { searchParams: { productId: parentIds } })).data;
    },
    /** The guest cart joins the customer's cart on login; answers the id of the customer's cart. */
    async merge(guestCartId: string, accessToken: string) {
      return (await http.post(`/cart/api/cart/merge/${encodeURIComponent(guestCartId)}`, CreateCartResponse, { token: accessToken })).data.cartId;
    },
    /** The customer's latest cart (their bag on a new device), or null when they have none. */
    async customerCart(accessToken: string) {
      return (await http.get('/cart/api/cart/customer', CustomerCartResponse, { token: accessToken })).data.cartId;
    },
    /**
     * The stored cart, if it still exists and is not ordered. A cart the server no longer knows is forgotten; after a
     * network or server failure the id is kept (the cart is still there) and the next write uses it.
     */
    async loadStoredCart(): Promise<StoredCart> {
      const cartId = storedCartId();
      if (!cartId) return null;
      try {
        const cart = await fetchCart(cartId);
        // a bag that became an order is done with: the shopper starts a fresh one
        return cart.orderId ? null : { cartId, cart };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        return { cartId, cart: null };
      }
    },
  };
}
