import type { CartOp } from '@machines/cart/cart-queue';
import { cartMachine } from '@machines/cart/cart.machine';
import type { LoadingOperation } from '@machines/loadingRegistry/loadingRegistry.machine';
import { createActor, fromPromise } from 'xstate';
import { storeCartId, storedCartId } from '@/features/cart/api/cart-id';
import type { CartActor } from '@/features/cart/hooks/cart-actor';
import { track } from '@/lib/analytics';
import type { Http } from '@/lib/http';
import type { Inspect } from './inspector';

/** The cart machine with its real effects: the cart API, storage of the cart id, analytics. */
const OPERATION: Record<CartOp['kind'], LoadingOperation> = {
  add: 'add-cart',
  update: 'update-cart',
  remove: 'delete-cart',
  coupon: 'apply-coupon',
  'eligibility.apply': 'apply-eligible-code',
  'eligibility.delete': 'delete-eligible-code',
};

type WithLoading = <T>(operation: LoadingOperation, run: () => Promise<T>) => Promise<T>;

export function createCartActor(http: Http, withLoading: WithLoading, inspect?: Inspect): CartActor {
  // the cart calls and their schemas load with the first call to the server: a shopper without a bag makes none
  const api = () => import('@/features/cart/api/cart-api').then((m) => m.cartApi(http));
  const machine = cartMachine.provide({
    actors: {
      // without a stored cart id there is no cart to load (loadStoredCart answers null too)
      loadCart: fromPromise(() => withLoading('get-cart', async () => (storedCartId() === null ? null : (await api()).loadStoredCart()))),
      createCart: fromPromise(() => withLoading('create-cart', async () => (await api()).createCart())),
      sendOp: fromPromise(({ input }) => withLoading(OPERATION[input.op.kind], async () => (await api()).sendOp(input.cartId, input.op))),
      fetchCart: fromPromise(({ input }) => withLoading('get-cart', async () => (await api()).fetchCart(input.cartId))),
      loadCrossSell: fromPromise(async ({ input }) => (await api()).relatedProducts(input.parentIds)),
    },
    actions: {
      storeCartId: (_, { cartId }) => storeCartId(cartId),
      reportRemoved: (_, { productId }) => track('remove_from_cart', { items: [{ item_id: String(productId) }] }),
    },
  });
  return createActor(machine, { inspect }).start();
}
