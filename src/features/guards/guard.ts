import type { GuardArgs, GuardName } from './guards';

/**
 * The guards of those names, in order, as a route's `beforeLoad`, their code loaded when a guarded route is first
 * entered: the first view of a page without a guard does without it.
 */
export const guard =
  (...names: [GuardName, ...GuardName[]]) =>
  async (args: GuardArgs): Promise<void> => {
    const { guards } = await import('./guards');
    for (const name of names) await guards[name](args);
  };
