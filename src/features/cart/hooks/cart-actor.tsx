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

/**
 * What became of the shopper's writes: still waiting or in flight, all answered, or the last one refused (the error
 * modal has said why).
 */
export const useCartOutcome = () =>
  useCart((context): 'pending' | 'confirmed' | 'failed' => (!isSettled(context) ? 'pending' : context.error === null ? 'confirmed' : 'failed'));
