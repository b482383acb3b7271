import { setup } from 'xstate';
import { CLICK_ID_COOKIE_SECONDS } from '../../contract/constants.ts';

export const CLICK_ID_PARAM = 'click_id';

export interface ClickIdInput {
  /** the URL query, with or without the leading '?' */
  search: string;
}

export interface ClickIdContext {
  clickId: string | null;
}

/** The click_id of the query, null when absent or empty. */
export const clickIdOf = (search: string): string | null => new URLSearchParams(search).get(CLICK_ID_PARAM) || null;

/** A click_id query parameter is kept in a cookie for 30 days. */
export const clickIdMachine = setup({
  types: {
    context: {} as ClickIdContext,
    input: {} as ClickIdInput | undefined,
  },
  actions: {
    /** writes the click_id cookie for `maxAgeSeconds` */
    storeClickId: (_, _params: { clickId: string; maxAgeSeconds: number }) => {},
  },
  guards: {
    hasClickId: ({ context }) => context.clickId !== null,
  },
}).createMachine({
  id: 'clickId',
  description: 'A click_id query parameter (an ad click) is kept in a cookie for 30 days.',
  context: ({ input }) => ({ clickId: clickIdOf(input?.search ?? '') }),
  initial: 'none',
  states: {
    none: {
      description: 'No click_id kept: the URL has none.',
      always: {
        guard: 'hasClickId',
        target: 'stored',
        description: 'Saves click_id in a cookie for 30 days.',
        actions: { type: 'storeClickId', params: ({ context }) => ({ clickId: context.clickId!, maxAgeSeconds: CLICK_ID_COOKIE_SECONDS }) },
      },
    },
    stored: {
      description: 'The click_id was saved in a cookie for 30 days.',
      type: 'final',
    },
  },
});
