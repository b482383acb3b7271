import type { favouriteMachine } from '@machines/favourite/favourite.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LazyActor } from '@/lib/lazy-actor';

export type FavouriteActor = ActorRefFrom<typeof favouriteMachine>;

/** The favourites; they start (and their code loads) with the first heart shown or the first toggle. */
export type LazyFavouriteActor = LazyActor<FavouriteActor>;

const FavouriteContext = createContext<LazyFavouriteActor | null>(null);

export const FavouriteActorProvider = ({ actor, children }: { actor: LazyFavouriteActor; children: ReactNode }) => <FavouriteContext.Provider value={actor}>{children}</FavouriteContext.Provider>;

export function useFavouriteActor(): LazyFavouriteActor {
  const actor = useContext(FavouriteContext);
  if (!actor) throw new Error('useFavouriteActor needs a FavouriteActorProvider');
  return actor;
}
