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
  description: 'The mini cart drawer: open or closed; the page does not scroll while it is open.',
  initial: 'closed',
  states: {
    closed: {
      description: 'The mini cart is not shown; the page scrolls.',
      on: {
        'miniCart.show': {
          target: 'open',
          description: 'Added to bag (product page, wish list, compare) or case 4000 confirmed in the error modal: the drawer opens.',
        },
        'miniCart.toggle': { target: 'open', description: 'A toggle opens the drawer.' },
      },
    },
    open: {
      description: 'The mini cart drawer is shown; the page behind it does not scroll.',
      entry: 'lockScroll',
      exit: 'unlockScroll',
      on: {
        'miniCart.hide': {
          target: 'closed',
          description: 'The shopper closes the drawer (close button, backdrop, Escape), or the add that opened it failed (the error modal says why).',
        },
        'miniCart.toggle': { target: 'closed', description: 'A toggle closes the drawer.' },
        'route.changed': { target: 'closed', description: 'The shopper went to another page.' },
      },
    },
  },
});
