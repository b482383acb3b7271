import { enqueueActions, type EventObject, type MachineContext, type ParameterizedObject } from 'xstate';

/** The system ids of the long-lived actors the app machine starts (machines/app/app.machine.ts). */
export type SystemId =
  'session' | 'cart' | 'miniCart' | 'errorModal' | 'cookieNotice' | 'loadingRegistry' | 'locale' | 'alertToast' | 'favourite' | 'clickId' | 'educationCode';

/** Sends `event` to the actor registered under `id`. */
export type TellPeer = <TEvent extends EventObject>(id: SystemId, event: TEvent) => void;

/**
 * An action that tells other actors of the system what happened. `tell(id, event)` queues a `sendTo` from the running
 * actor, so the inspector shows who sent the event; when no actor has that id (a machine running on its own, in its
 * tests), nothing is sent.
 */
export function tellPeers<TContext extends MachineContext, TExpressionEvent extends EventObject, TParams extends ParameterizedObject['params'] | undefined>(
  decide: (tell: TellPeer, args: { context: TContext; event: TExpressionEvent }, params: TParams) => void,
) {
  return enqueueActions<TContext, TExpressionEvent, TParams, TExpressionEvent, never, never, never, never, never>(
    ({ context, event, system, enqueue }, params) =>
      decide(
        (id, peerEvent) => {
          const ref = system.get(id);
          if (ref) enqueue.sendTo(ref, peerEvent);
        },
        { context, event },
        params,
      ),
  );
}
