import type { favouriteMachine } from '@machines/favourite/favourite.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

export type FavouriteActor = ActorRefFrom<typeof favouriteMachine>;

const FavouriteContext = createContext<FavouriteActor | null>(null);

export const FavouriteActorProvider = ({ actor, children }: { actor: FavouriteActor; children: ReactNode }) => <FavouriteContext.Provider value={actor}>{children}</FavouriteContext.Provider>;

export function useFavouriteActor(): FavouriteActor {
  const actor = useContext(FavouriteContext);
  if (!actor) throw new Error('useFavouriteActor needs a FavouriteActorProvider');
  return actor;
}
