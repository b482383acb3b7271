import type { SessionActor } from './session-actor';
import { useSession } from './session-actor';

/** Whose account the pages show: part of every account query key, so another customer in the tab never sees this one's data. */
export const accountOwner = (session: SessionActor) => session.getSnapshot().context.customer?.email ?? '';

export const useAccountOwner = () => useSession((context) => context.customer?.email ?? '');
