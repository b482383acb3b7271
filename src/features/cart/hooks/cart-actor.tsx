import { isSettled } from '@machines/cart/cart-selectors';
import type { cartMachine, CartContext } from '@machines/cart/cart.machine';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

export type CartActor = ActorRefFrom<typeof cartMachine>;

const CartActorContext = createContext<CartActor | null>(null);

export const CartActorProvider = ({ actor, children }: { actor: CartActor; children: ReactNode }) => (
  <CartActorContext.Provider value={actor}>{children}</CartActorContext.Provider>
);

export function useCartActor(): CartActor {
  const actor = useContext(CartActorContext);
  if (!actor) throw new Error('useCartActor needs a CartActorProvider');
  return actor;
}

export function useCart<T>(select: (context: CartContext, state: { loading: boolean; busy: boolean }) => T): T {
  const actor = useCartActor();
  return useSelector(actor, (snapshot) =>
    select(snapshot.context, { loading: snapshot.matches({ sync: 'loading' }), busy: !snapshot.matches({ sync: 'idle' }) && !snapshot.matches({ sync: 'loading' }) }),
  );
}

/** Every write the shopper made has been answered by the server without an error. */
export const useCartConfirmed = () => useCart((context) => isSettled(context) && context.error === null);
