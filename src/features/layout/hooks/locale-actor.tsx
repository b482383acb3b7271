import { type AppActors, useAppActors } from '@/lib/app-actors';

export type LocaleActor = AppActors['locale'];

export const useLocaleActor = (): LocaleActor => useAppActors().locale;
