import type { localeMachine } from '@machines/locale/locale.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

export type LocaleActor = ActorRefFrom<typeof localeMachine>;

const LocaleContext = createContext<LocaleActor | null>(null);

export const LocaleActorProvider = ({ actor, children }: { actor: LocaleActor; children: ReactNode }) => <LocaleContext.Provider value={actor}>{children}</LocaleContext.Provider>;

export function useLocaleActor(): LocaleActor {
  const actor = useContext(LocaleContext);
  if (!actor) throw new Error('useLocaleActor needs a LocaleActorProvider');
  return actor;
}
