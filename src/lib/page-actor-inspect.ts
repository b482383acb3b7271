import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

let inspect: Inspect;

/** The composition root hands over the development inspector (src/app/inspector.ts), if one is connected. */
export const connectPageActorInspector = (connected: Inspect) => void (inspect = connected);

/**
 * Options for a page-scoped actor (checkout, payment, the search overlay): it runs outside the app's actor system,
 * so it joins the Stately inspector by itself. Undefined outside development.
 */
export const pageActorInspect = (): Inspect => inspect;
