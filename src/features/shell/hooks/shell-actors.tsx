import type { alertToastMachine } from '@machines/alertToast/alertToast.machine';
import type { cookieNoticeMachine } from '@machines/cookieNotice/cookieNotice.machine';
import type { errorModalMachine } from '@machines/errorModal/errorModal.machine';
import type { loadingRegistryMachine } from '@machines/loadingRegistry/loadingRegistry.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LazyActor } from '@/lib/lazy-actor';

/**
 * The page-wide actors: the error modal, the cookie notice, the alert toast and the loading registry. The error
 * modal and the toast start (and their code loads) the first time something is sent to them.
 */
export interface ShellActors {
  errorModal: LazyActor<ActorRefFrom<typeof errorModalMachine>>;
  cookieNotice: ActorRefFrom<typeof cookieNoticeMachine>;
  alertToast: LazyActor<ActorRefFrom<typeof alertToastMachine>>;
  loading: ActorRefFrom<typeof loadingRegistryMachine>;
}

const ShellContext = createContext<ShellActors | null>(null);

export const ShellActorsProvider = ({ actors, children }: { actors: ShellActors; children: ReactNode }) => <ShellContext.Provider value={actors}>{children}</ShellContext.Provider>;

export function useShellActors(): ShellActors {
  const actors = useContext(ShellContext);
  if (!actors) throw new Error('useShellActors needs a ShellActorsProvider');
  return actors;
}
