import { cartMachine } from '@machines/cart/cart.machine';
import { createActor, fromPromise } from 'xstate';
import { cartApi, storeCartId } from '@/features/cart/api/cart-api';
import type { CartActor } from '@/features/cart/hooks/cart-actor';
import { track } from '@/lib/analytics';
import type { Http } from '@/lib/http';
import type { Inspect } from './inspector';

/** The cart machine with its real effects: the cart API, storage of the cart id, analytics. */
export function createCartActor(http: Http, inspect?: Inspect): CartActor {
  const api = cartApi(http);
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(() => api.loadStoredCart()),
      createCart: fromPromise(() => api.createCart()),
      sendOp: fromPromise(({ input }) => api.sendOp(input.cartId, input.op)),
      fetchCart: fromPromise(({ input }) => api.fetchCart(input.cartId)),
      loadCrossSell: fromPromise(({ input }) => api.relatedProducts(input.parentIds)),
    },
    actions: {
      storeCartId: (_, { cartId }) => storeCartId(cartId),
      reportRemoved: (_, { productId }) => track('remove_from_cart', { items: [{ item_id: String(productId) }] }),
    },
  });
  return createActor(machine, { inspect }).start();
}
