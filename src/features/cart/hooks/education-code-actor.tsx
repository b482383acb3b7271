import type { educationCodeMachine } from '@machines/educationCode/educationCode.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LazyActor } from '@/lib/lazy-actor';

export type EducationCodeActor = ActorRefFrom<typeof educationCodeMachine>;

/** The education-code form; it starts (and its code loads) when the cart page shows the form. */
export type LazyEducationCodeActor = LazyActor<EducationCodeActor>;

const EducationCodeContext = createContext<LazyEducationCodeActor | null>(null);

export const EducationCodeActorProvider = ({ actor, children }: { actor: LazyEducationCodeActor; children: ReactNode }) => (
  <EducationCodeContext.Provider value={actor}>{children}</EducationCodeContext.Provider>
);

export function useEducationCodeActor(): LazyEducationCodeActor {
  const actor = useContext(EducationCodeContext);
  if (!actor) throw new Error('useEducationCodeActor needs an EducationCodeActorProvider');
  return actor;
}
