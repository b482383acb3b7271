import type { sessionMachine, SessionContext } from '@machines/session/session.machine';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionActorContext = createContext<SessionActor | null>(null);

export const SessionActorProvider = ({ actor, children }: { actor: SessionActor; children: ReactNode }) => (
  <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>
);

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor needs a SessionActorProvider');
  return actor;
}

export function useSession<T>(select: (context: SessionContext, state: { loggedIn: boolean; busy: boolean; value: string }) => T): T {
  const actor = useSessionActor();
  return useSelector(actor, (s) => select(s.context, { loggedIn: s.matches('loggedIn'), busy: !s.hasTag('settled'), value: String(s.value) }));
}
