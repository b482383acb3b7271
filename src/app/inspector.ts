import type { ActorOptions, AnyActorLogic } from 'xstate';

export type Inspect = ActorOptions<AnyActorLogic>['inspect'];

/**
 * Development only: `?inspect` in the address (or VITE_INSPECT=true) connects every actor to the Stately
 * inspector (docs/inspect.md). In a production build `import.meta.env.DEV` is false, so the import below
 * is dropped and none of this code ships.
 */
export async function devInspector(): Promise<Inspect> {
  if (!import.meta.env.DEV) return undefined;
  const wanted = new URLSearchParams(location.search).has('inspect') || import.meta.env.VITE_INSPECT === 'true';
  if (!wanted) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
