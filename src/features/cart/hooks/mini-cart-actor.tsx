import { type AppActors, useAppActors } from '@/lib/app-actors';

export type MiniCartActor = AppActors['miniCart'];

export const useMiniCartActor = (): MiniCartActor => useAppActors().miniCart;
