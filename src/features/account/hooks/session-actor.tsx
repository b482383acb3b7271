import type { SessionContext } from '@machines/session/session.machine';
import { useSelector } from '@xstate/react';
import { type AppActors, useAppActors } from '@/lib/app-actors';

export type SessionActor = AppActors['session'];

export const useSessionActor = (): SessionActor => useAppActors().session;

export function useSession<T>(select: (context: SessionContext, state: { loggedIn: boolean; busy: boolean; value: string }) => T): T {
  return useSelector(useSessionActor(), (s) => select(s.context, { loggedIn: s.matches('loggedIn'), busy: !s.hasTag('settled'), value: String(s.value) }));
}
