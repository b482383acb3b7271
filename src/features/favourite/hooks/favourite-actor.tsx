import { type AppActors, useAppActors } from '@/lib/app-actors';

export type FavouriteActor = AppActors['favourite'];

export const useFavouriteActor = (): FavouriteActor => useAppActors().favourite;
