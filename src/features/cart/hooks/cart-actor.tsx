import { isSettled } from '@machines/cart/cart-selectors';
import type { CartContext } from '@machines/cart/cart.machine';
import { useSelector } from '@xstate/react';
import { type AppActors, useAppActors } from '@/lib/app-actors';

export type CartActor = AppActors['cart'];

export const useCartActor = (): CartActor => useAppActors().cart;

export function useCart<T>(select: (context: CartContext, state: { loading: boolean; busy: boolean }) => T): T {
  return useSelector(useCartActor(), (snapshot) =>
    select(snapshot.context, {
      loading: snapshot.matches({ sync: 'loading' }),
      busy: !snapshot.matches({ sync: 'idle' }) && !snapshot.matches({ sync: 'loading' }),
    }),
  );
}

/** Every write the shopper made has been answered by the server without an error. */
export const useCartConfirmed = () => useCart((context) => isSettled(context) && context.error === null);
