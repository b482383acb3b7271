import type { miniCartMachine } from '@machines/miniCart/miniCart.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LazyActor } from '@/lib/lazy-actor';

/** The mini cart; it starts (and its code loads) the first time something is sent to it, e.g. `miniCart.show`. */
export type MiniCartActor = LazyActor<ActorRefFrom<typeof miniCartMachine>>;

const MiniCartContext = createContext<MiniCartActor | null>(null);

export const MiniCartActorProvider = ({ actor, children }: { actor: MiniCartActor; children: ReactNode }) => <MiniCartContext.Provider value={actor}>{children}</MiniCartContext.Provider>;

export function useMiniCartActor(): MiniCartActor {
  const actor = useContext(MiniCartContext);
  if (!actor) throw new Error('useMiniCartActor needs a MiniCartActorProvider');
  return actor;
}
