import type { appMachine } from '@machines/app/app.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';

export type AppActor = Actor<typeof appMachine>;

type Children = SnapshotFrom<typeof appMachine>['children'];

/** The app actor and its long-lived children, by system id. */
export type AppActors = { app: AppActor } & { [K in keyof Children]-?: NonNullable<Children[K]> };

/**
 * The children as the app started them. A child that reaches its final state (the cookie notice once accepted)
 * leaves the snapshot's children, but its last state still tells what to show.
 */
export function actorsOf(app: AppActor): AppActors {
  const { session, cart, miniCart, errorModal, cookieNotice, loadingRegistry, locale, alertToast, favourite, clickId, educationCode } =
    app.getSnapshot().children;
  if (
    !session ||
    !cart ||
    !miniCart ||
    !errorModal ||
    !cookieNotice ||
    !loadingRegistry ||
    !locale ||
    !alertToast ||
    !favourite ||
    !clickId ||
    !educationCode
  ) {
    throw new Error('the app actor has not started its children');
  }
  return { app, session, cart, miniCart, errorModal, cookieNotice, loadingRegistry, locale, alertToast, favourite, clickId, educationCode };
}

const AppActorsContext = createContext<AppActors | null>(null);

/** The one provider of the app's actors; components read a child with `useSelector`. */
export const AppActorsProvider = ({ actors, children }: { actors: AppActors; children: ReactNode }) => (
  <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>
);

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs an AppActorsProvider');
  return actors;
}
