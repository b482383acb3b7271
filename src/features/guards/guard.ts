import type { GuardArgs, GuardName } from './guards';

/**
 * The guard of that name as a route's `beforeLoad`, its code loaded when a guarded route is first entered:
 * the first view of a page without a guard does without it.
 */
export const guard =
  (name: GuardName) =>
  async (args: GuardArgs): Promise<void> =>
    (await import('./guards')).guards[name](args);
