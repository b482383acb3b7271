import type { ActorRef, AnyActorRef, EventObject, Snapshot } from 'xstate';

/** The system ids of the long-lived actors the app machine starts (machines/app/app.machine.ts). */
export type SystemId =
  'session' | 'cart' | 'miniCart' | 'errorModal' | 'cookieNotice' | 'loadingRegistry' | 'locale' | 'alertToast' | 'favourite' | 'clickId' | 'educationCode';

/** What a machine's actions see of the actor system. */
interface ActorSystemView {
  get(id: string): AnyActorRef | undefined;
}

/**
 * The actor registered under `id`, seen as taking `TEvent`; undefined when a machine runs on its own (its tests):
 * then what it tells its peers goes nowhere.
 */
export const peer = <TEvent extends EventObject>(system: ActorSystemView, id: SystemId): ActorRef<Snapshot<unknown>, TEvent> | undefined => system.get(id);
