import { useSyncExternalStore } from 'react';
import type { AnyActorRef, EventFrom } from 'xstate';

/**
 * An actor whose statechart loads on first need, so that the first view of a page does without its code.
 * `load()`, or the first `send()`, imports and starts it once; events sent before it runs are delivered to it,
 * in order, as soon as it does.
 */
export interface LazyActor<A extends AnyActorRef> {
  /** the running actor; undefined until it has loaded */
  readonly current: A | undefined;
  /** whether it has been asked for (it may still be loading) */
  readonly requested: boolean;
  load(): Promise<A>;
  send(event: EventFrom<A>): void;
  /** the listener is called when the actor is asked for and when it runs */
  subscribe(listener: () => void): () => void;
}

export function lazyActor<A extends AnyActorRef>(start: () => Promise<A>): LazyActor<A> {
  let current: A | undefined;
  let loading: Promise<A> | undefined;
  const queued: EventFrom<A>[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const load = () => {
    if (!loading) {
      loading = start().then(
        (actor) => {
          for (const event of queued.splice(0)) actor.send(event);
          current = actor;
          notify();
          return actor;
        },
        (error: unknown) => {
          // a failed load (e.g. offline) is tried again by the next call; what was waiting for it is dropped
          loading = undefined;
          queued.length = 0;
          notify();
          throw error;
        },
      );
      notify();
    }
    return loading;
  };
  return {
    get current() {
      return current;
    },
    get requested() {
      return loading !== undefined || current !== undefined;
    },
    load,
    send(event) {
      if (current) return current.send(event);
      queued.push(event);
      void load();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The running actor, or undefined while it has not loaded; the component renders again when it starts. */
export const useLazyActor = <A extends AnyActorRef>(actor: LazyActor<A>): A | undefined => useSyncExternalStore(actor.subscribe, () => actor.current);

/** Whether the actor has been asked for: a panel can fetch its own code alongside the statechart's. */
export const useLazyActorRequested = (actor: LazyActor<AnyActorRef>): boolean => useSyncExternalStore(actor.subscribe, () => actor.requested);
