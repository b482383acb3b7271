import { setup } from 'xstate';

export type MiniCartEvent =
  | { type: 'miniCart.show' }
  | { type: 'miniCart.hide' }
  | { type: 'miniCart.toggle' }
  /** the router moved to another path; the mini cart closes */
  | { type: 'route.changed'; path?: string };

/** The mini cart drawer: open or closed; the page does not scroll while it is open. */
export const miniCartMachine = setup({
  types: {
    events: {} as MiniCartEvent,
  },
  actions: {
    /** stops the page behind the drawer from scrolling */
    lockScroll: () => {},
    unlockScroll: () => {},
  },
}).createMachine({
  id: 'miniCart',
  initial: 'closed',
  states: {
    closed: {
      description: 'The mini cart is not shown; the page scrolls.',
      on: {
        'miniCart.show': 'open',
        'miniCart.toggle': 'open',
      },
    },
    open: {
      description: 'The mini cart drawer is shown; the page behind it does not scroll.',
      entry: 'lockScroll',
      exit: 'unlockScroll',
      on: {
        'miniCart.hide': 'closed',
        'miniCart.toggle': 'closed',
        'route.changed': 'closed',
      },
    },
  },
});
