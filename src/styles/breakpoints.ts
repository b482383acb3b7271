import { BREAKPOINTS } from '@contract/constants';

/** Media queries for the spec's breakpoints, mobile first. */
export const mq = Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `screen and (min-width: ${px}px)`])) as Record<
  keyof typeof BREAKPOINTS,
  string
>;
