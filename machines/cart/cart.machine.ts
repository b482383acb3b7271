import { assertEvent, assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { CartData, CartItem, RelatedProduct } from '../../contract/cart.ts';
import { CART_QUANTITY_DEBOUNCE_MS } from '../../contract/constants.ts';
import type { EducationCodeEvent } from '../educationCode/educationCode.events.ts';
import type { ErrorModalEvent } from '../errorModal/errorModal.machine.ts';
import type { MiniCartEvent } from '../miniCart/miniCart.machine.ts';
import { tellPeers } from '../system.ts';
import { type CrossSellItem, parentKey, toCrossSell } from './cart-cross-sell.ts';
import { bagWasOrdered, type CartError, cartFailureNotice, shownBesideField, toCartError } from './cart-failure.ts';
import type { CartEvent } from './cart.events.ts';
import { type CartOp, flushQuantities, holdQuantity, isLineOp, type PendingQuantity, queueWrite, sameLine, type WriteRequest } from './cart-queue.ts';

export type { CartError } from './cart-failure.ts';
export type { CrossSellItem } from './cart-cross-sell.ts';

export interface CartContext {
  cartId: string | null;
  cart: CartData | null;
  /** writes waiting to be sent, oldest first; the head is the one in flight while syncing */
  queue: CartOp[];
  /** quantities the shopper picked that wait for the 300 ms pause */
  pendingQuantities: PendingQuantity[];
  /** the last failure, until the next write is queued; the error modal has shown it */
  error: CartError | null;
  /** the bag a login merged into, to load once nothing is in flight */
  adoptedCartId: string | null;
  crossSell: CrossSellItem[];
  /** the sorted parent ids the cross-sell list was loaded for */
  crossSellKey: string;
}

/** What restoring the stored cart finds: nothing, or the id with its cart (null when it could not be fetched). */
export type StoredCart = { cartId: string; cart: CartData | null } | null;

const WRITE_TYPES: WriteRequest['type'][] = [
  'cart.item.add',
  'cart.item.remove',
  'cart.coupon.apply',
  'cart.eligibility.apply',
  'cart.eligibility.delete',
  'cart.giftWrapping.add',
  'cart.giftWrapping.remove',
];
const versionOf = (cart: CartData) => ({ cartId: cart.cartId, version: cart.version });
const isEligibility = (kind: CartOp['kind'] | undefined) => kind === 'eligibility.apply' || kind === 'eligibility.delete';
/** The line of the bag a line write names, when the bag has it. */
const lineOf = (cart: CartData | null, op: CartOp | undefined): CartItem | null =>
  cart && op && isLineOp(op) ? (cart.items.find((item) => sameLine(item, op)) ?? null) : null;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    /** restores the stored cart id and fetches that cart */
    loadCart: fromPromise<StoredCart>(async () => null),
    createCart: fromPromise<string>(async () => {
      throw new Error('createCart not provided');
    }),
    sendOp: fromPromise<CartData, { cartId: string; op: CartOp }>(async () => {
      throw new Error('sendOp not provided');
    }),
    fetchCart: fromPromise<CartData, { cartId: string }>(async () => {
      throw new Error('fetchCart not provided');
    }),
    /** GET /pim/api/products/related-product for the cart's parent ids */
    loadCrossSell: fromPromise<RelatedProduct[], { parentIds: string }>(async () => []),
    /** reports the bag id other tabs store (`cart.stored.changed`) and their writes (`cart.elsewhere.written`) */
    watchOtherTabs: fromCallback(() => {}),
  },
  actions: {
    /**
     * the error modal shows the failure just recorded, unless it is explained beside its field; a failed add closes the
     * mini cart that opened with it, which would show the bag as if nothing had been tried
     */
    reportFailure: tellPeers((tell, { context }) => {
      if (context.error && !shownBesideField(context.error)) tell<ErrorModalEvent>('errorModal', cartFailureNotice(context.error));
      if (context.error?.op === 'add') tell<MiniCartEvent>('miniCart', { type: 'miniCart.hide' });
    }),
    /** the education-code form waits for its change: the write in flight, answered just now */
    reportSent: tellPeers((tell, { context }) => {
      if (isEligibility(context.queue[0]?.kind)) tell<EducationCodeEvent>('educationCode', { type: 'educationCode.done' });
    }),
    /** the education-code form waits for its change: among these writes, it failed or will never be sent */
    reportUnsent: tellPeers((tell, _, writes: readonly CartOp[]) => {
      if (writes.some((op) => isEligibility(op.kind))) tell<EducationCodeEvent>('educationCode', { type: 'educationCode.failed' });
    }),
    storeCartId: (_, _params: { cartId: string | null }) => {},
    /** analytics: the line as it was before its removal */
    reportRemoved: (_, _params: { productId: number; line: CartItem | null }) => {},
    /** analytics: `quantity` more of the line went into the bag */
    reportAdded: (_, _params: { line: CartItem | null; quantity: number }) => {},
    startCheckout: () => {},
    /** the shop's other tabs load this version of the bag */
    tellOtherTabs: (_, _params: { cartId: string; version: number }) => {},
    queueWrite: assign(({ context, event }) => {
      assertEvent(event, WRITE_TYPES);
      return { ...queueWrite(context, event, false), error: null };
    }),
    /** while syncing the head of the queue is in flight: newer writes go behind it, never replace it */
    queueBehindInFlight: assign(({ context, event }) => {
      assertEvent(event, WRITE_TYPES);
      return { ...queueWrite(context, event, true), error: null };
    }),
    holdQuantity: assign({
      pendingQuantities: ({ context, event }) => {
        assertEvent(event, 'cart.quantity.change');
        return holdQuantity(context.pendingQuantities, { productId: event.productId, bundleParentId: event.bundleParentId ?? null, quantity: event.quantity });
      },
    }),
    flushQuantities: assign({ queue: ({ context }) => flushQuantities(context, false), pendingQuantities: [] }),
    flushBehindInFlight: assign({ queue: ({ context }) => flushQuantities(context, true), pendingQuantities: [] }),
    endPause: raise({ type: 'cart.quantity.flush' }),
    dropSentOp: assign({ queue: ({ context }) => context.queue.slice(1) }),
    dropQueue: assign({ queue: [] }),
    /** an older answer (lower version of the same bag) never replaces a newer one */
    acceptCart: assign({
      cart: ({ context }, cart: CartData) => (context.cart && context.cart.cartId === cart.cartId && cart.version < context.cart.version ? context.cart : cart),
    }),
    restoreCart: assign((_, stored: StoredCart) => ({ cartId: stored?.cartId ?? null, cart: stored?.cart ?? null })),
    assignCartId: assign({ cartId: (_, cartId: string) => cartId }),
    requestAdoption: assign({
      adoptedCartId: ({ event }) => {
        assertEvent(event, 'cart.adopt');
        return event.cartId;
      },
    }),
    requestReload: assign({ adoptedCartId: ({ context }) => context.cartId }),
    followOtherTab: assign({
      adoptedCartId: ({ event }) => {
        assertEvent(event, 'cart.stored.changed');
        return event.cartId;
      },
    }),
    takeAdoptedCart: assign(({ context }) => ({ cartId: context.adoptedCartId, adoptedCartId: null })),
    recordFailure: assign({ error: (_, error: CartError) => error }),
    /** the bag was ordered elsewhere: what goes on is a fresh bag with the adds still waiting; other writes named its lines */
    startFreshBag: assign(({ context }) => ({
      cartId: null,
      cart: null,
      adoptedCartId: null,
      pendingQuantities: [],
      queue: context.queue.filter((op) => op.kind === 'add'),
    })),
    markCrossSellLoading: assign({ crossSellKey: ({ context }) => parentKey(context.cart) }),
    acceptCrossSell: assign({ crossSell: (_, products: RelatedProduct[]) => toCrossSell(products) }),
    clearCrossSell: assign({ crossSell: [] }),
    forgetCart: assign({ cartId: null, cart: null, queue: [], pendingQuantities: [], error: null, adoptedCartId: null, crossSell: [], crossSellKey: '' }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasPendingQuantities: ({ context }) => context.pendingQuantities.length > 0,
    hasCartId: ({ context }) => context.cartId !== null,
    hasAdoptedCart: ({ context }) => context.adoptedCartId !== null,
    otherTabForgotBag: ({ event }) => event.type === 'cart.stored.changed' && event.cartId === null,
    otherTabChangedBag: ({ context, event }) => event.type === 'cart.stored.changed' && event.cartId !== context.cartId,
    /** a newer version of this bag, while no other bag waits to be loaded */
    otherTabWroteThisBag: ({ context, event }) =>
      event.type === 'cart.elsewhere.written' &&
      event.cartId === context.cartId &&
      context.adoptedCartId === null &&
      event.version > (context.cart?.version ?? -1),
    orderedThisBag: ({ context, event }) => event.type === 'cart.ordered' && event.cartId === context.cartId,
    sentRemoval: ({ context }) => context.queue[0]?.kind === 'remove',
    sentAdd: ({ context }) => context.queue[0]?.kind === 'add',
    parentsChanged: ({ context }) => parentKey(context.cart) !== context.crossSellKey,
    bagOrderedElsewhere: (_, { error }: { error: unknown }) => bagWasOrdered(error),
    addToOrderedBag: ({ context }, { error }: { error: unknown }) => bagWasOrdered(error) && context.queue[0]?.kind === 'add',
    isOrderedBag: (_, cart: CartData) => cart.orderId !== null,
  },
  delays: {
    quantityPause: CART_QUANTITY_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'cart',
  description: "The shopper's bag: the one place that sends cart writes, in order, none lost.",
  type: 'parallel',
  context: { cartId: null, cart: null, queue: [], pendingQuantities: [], error: null, adoptedCartId: null, crossSell: [], crossSellKey: '' },
  on: {
    'cart.adopt': { actions: 'requestAdoption', description: 'Login merged the bags: the merged bag loads once nothing is in flight.' },
    'cart.reset': {
      target: ['.sync.idle', '.quantityPause.quiet', '.crossSell.idle'],
      description: 'Logout: the bag and its stored id are forgotten; writes not yet answered are dropped (an education-code change is told so).',
      actions: [{ type: 'reportUnsent', params: ({ context }) => context.queue }, 'forgetCart', { type: 'storeCartId', params: { cartId: null } }],
    },
    'cart.ordered': {
      guard: 'orderedThisBag',
      target: ['.sync.idle', '.quantityPause.quiet', '.crossSell.idle'],
      description:
        'The bag became an order: a fresh bag from now on, in every tab (its stored id is cleared). Adds not yet answered go into it (the ordered bag refuses them); other writes named its lines and are dropped (an education-code change is told so).',
      actions: [
        { type: 'reportUnsent', params: ({ context }) => context.queue.filter((op) => op.kind !== 'add') },
        'startFreshBag',
        { type: 'storeCartId', params: { cartId: null } },
      ],
    },
    'cart.reload': {
      guard: 'hasCartId',
      actions: 'requestReload',
      description: 'Checkout found the bag changed elsewhere: it loads again once nothing is in flight.',
    },
    'cart.stored.changed': [
      {
        guard: 'otherTabForgotBag',
        target: ['.sync.idle', '.quantityPause.quiet', '.crossSell.idle'],
        description:
          'Another tab ordered the bag or logged out: this tab forgets it too, with the writes not yet answered (an education-code change is told so).',
        actions: [{ type: 'reportUnsent', params: ({ context }) => context.queue }, 'forgetCart'],
      },
      { guard: 'otherTabChangedBag', actions: 'followOtherTab', description: 'Another tab started or adopted another bag: this tab loads it.' },
    ],
    'cart.elsewhere.written': {
      guard: 'otherTabWroteThisBag',
      actions: 'requestReload',
      description: 'Another tab changed this bag: it loads again once nothing is in flight, so both tabs show the same bag.',
    },
  },
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  states: {
    sync: {
      description: "Sending the shopper's writes, one at a time, none lost.",
      initial: 'loading',
      on: {
        'cart.item.add': { actions: 'queueWrite', description: 'Add to bag.' },
        'cart.item.remove': { actions: 'queueWrite', description: 'Remove a line (after Sure).' },
        'cart.coupon.apply': { actions: 'queueWrite', description: 'Apply a coupon.' },
        'cart.eligibility.apply': { actions: 'queueWrite', description: 'Apply an education code.' },
        'cart.eligibility.delete': { actions: 'queueWrite', description: 'Remove the education code.' },
        'cart.giftWrapping.add': { actions: 'queueWrite', description: 'Gift-wrap a line, with a message.' },
        'cart.giftWrapping.remove': { actions: 'queueWrite', description: 'Take the gift wrapping off a line.' },
        'cart.quantity.change': { actions: 'holdQuantity', description: 'A quantity picked with the stepper waits for the pause.' },
        'cart.quantity.flush': { actions: 'flushQuantities', description: 'The pause ended: quantities that differ from the bag are queued.' },
      },
      states: {
        loading: {
          description: 'Loading the stored bag, if there is one.',
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: {
              target: 'idle',
              description: 'The stored bag shows (or none: the first write creates one).',
              actions: [
                { type: 'restoreCart', params: ({ event }) => event.output },
                { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output?.cartId ?? null }) },
              ],
            },
            onError: {
              target: 'idle',
              description: 'The stored bag cannot be loaded: the shopper starts a new one.',
              actions: [
                { type: 'restoreCart', params: null },
                { type: 'storeCartId', params: { cartId: null } },
              ],
            },
          },
        },
        idle: {
          description: 'Nothing in flight; the bag shown is what the server answered last.',
          always: [
            { guard: 'hasAdoptedCart', target: 'adopting', description: 'Another bag is to be loaded (login, another tab, checkout): it loads now.' },
            { guard: 'hasQueue', target: 'syncing', description: 'A write is waiting: it goes out.' },
          ],
          on: {
            'cart.quantity.change': {
              target: 'debouncingQuantity',
              actions: 'holdQuantity',
              description: 'A quantity picked with the stepper waits for the 300 ms pause.',
            },
            'cart.checkout': { actions: 'startCheckout', description: 'Checkout, with nothing waiting.' },
          },
        },
        adopting: {
          description: 'Loading the bag a login merged into, another tab switched to, or checkout found changed.',
          entry: ['takeAdoptedCart', { type: 'storeCartId', params: ({ context }) => ({ cartId: context.cartId }) }],
          invoke: {
            id: 'fetchCart',
            src: 'fetchCart',
            input: ({ context }) => ({ cartId: context.cartId ?? '' }),
            onDone: [
              {
                guard: { type: 'isOrderedBag', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'reportUnsent', params: ({ context }) => context.queue.filter((op) => op.kind !== 'add') },
                  'startFreshBag',
                  { type: 'storeCartId', params: { cartId: null } },
                ],
                description:
                  'That bag was ordered meanwhile: the shopper goes on with a fresh bag and the adds waiting; other writes named its lines and are dropped (an education-code change is told so).',
              },
              { target: 'idle', actions: { type: 'acceptCart', params: ({ event }) => event.output }, description: 'That bag shows.' },
            ],
            onError: { target: 'idle', description: 'That bag could not be loaded: it shows with the next write or visit.' },
          },
        },
        debouncingQuantity: {
          description: 'A quantity was picked; it goes out after the 300 ms pause.',
          on: {
            'cart.quantity.flush': {
              target: 'idle',
              actions: 'flushQuantities',
              description: 'The pause ended: quantities that differ from the bag are queued and go out.',
            },
          },
        },
        syncing: {
          description: 'The head of the queue is in flight; newer writes queue behind it, never replace it.',
          initial: 'choosing',
          on: {
            'cart.item.add': { actions: 'queueBehindInFlight', description: 'Add to bag, after the write in flight.' },
            'cart.item.remove': { actions: 'queueBehindInFlight', description: 'Remove a line, after the write in flight.' },
            'cart.coupon.apply': { actions: 'queueBehindInFlight', description: 'Apply a coupon, after the write in flight.' },
            'cart.eligibility.apply': { actions: 'queueBehindInFlight', description: 'Apply an education code, after the write in flight.' },
            'cart.eligibility.delete': { actions: 'queueBehindInFlight', description: 'Remove the education code, after the write in flight.' },
            'cart.giftWrapping.add': { actions: 'queueBehindInFlight', description: 'Gift-wrap a line, after the write in flight.' },
            'cart.giftWrapping.remove': { actions: 'queueBehindInFlight', description: 'Take the gift wrapping off, after the write in flight.' },
            'cart.quantity.flush': {
              actions: 'flushBehindInFlight',
              description: 'The pause ended: quantities that differ from what the bag will hold queue behind the write in flight.',
            },
          },
          states: {
            choosing: {
              description: 'A bag is needed before the first write.',
              always: [
                { guard: 'hasCartId', target: 'sending', description: 'The bag exists: the write goes out.' },
                { target: 'creatingCart', description: 'No bag yet: one is created first.' },
              ],
            },
            creatingCart: {
              description: 'Creating a bag for the first write.',
              invoke: {
                id: 'createCart',
                src: 'createCart',
                onDone: {
                  target: 'sending',
                  description: "The new bag's id is stored; the write goes out.",
                  actions: [
                    { type: 'assignCartId', params: ({ event }) => event.output },
                    { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output }) },
                  ],
                },
                onError: {
                  target: '#cart.sync.idle',
                  description: 'No bag: the writes waiting for it are dropped, the error modal says so and an education-code change is told so.',
                  actions: [
                    { type: 'recordFailure', params: ({ context, event }) => toCartError(event.error, context.queue[0]?.kind ?? 'add') },
                    'reportFailure',
                    { type: 'reportUnsent', params: ({ context }) => context.queue },
                    'dropQueue',
                  ],
                },
              },
            },
            sending: {
              description: 'Sending the head of the queue.',
              invoke: {
                id: 'sendOp',
                src: 'sendOp',
                input: ({ context }) => ({ cartId: context.cartId ?? '', op: context.queue[0]! }),
                onDone: [
                  {
                    guard: 'sentRemoval',
                    target: 'done',
                    description: 'A removal is reported to analytics.',
                    actions: [
                      {
                        type: 'reportRemoved',
                        params: ({ context }) => {
                          const removal = context.queue[0];
                          return { productId: removal && isLineOp(removal) ? removal.productId : 0, line: lineOf(context.cart, removal) };
                        },
                      },
                      { type: 'acceptCart', params: ({ event }) => event.output },
                      { type: 'tellOtherTabs', params: ({ event }) => versionOf(event.output) },
                      'dropSentOp',
                    ],
                  },
                  {
                    guard: 'sentAdd',
                    target: 'done',
                    description: 'An add is reported to analytics.',
                    actions: [
                      { type: 'acceptCart', params: ({ event }) => event.output },
                      { type: 'tellOtherTabs', params: ({ event }) => versionOf(event.output) },
                      {
                        type: 'reportAdded',
                        params: ({ context }) => ({
                          line: lineOf(context.cart, context.queue[0]),
                          quantity: context.queue[0]?.kind === 'add' ? context.queue[0].quantity : 0,
                        }),
                      },
                      'dropSentOp',
                    ],
                  },
                  {
                    target: 'done',
                    description: 'The answer is the bag; an education-code change is told it went through.',
                    actions: [
                      { type: 'acceptCart', params: ({ event }) => event.output },
                      { type: 'tellOtherTabs', params: ({ event }) => versionOf(event.output) },
                      'reportSent',
                      'dropSentOp',
                    ],
                  },
                ],
                onError: [
                  {
                    guard: { type: 'addToOrderedBag', params: ({ event }) => ({ error: event.error }) },
                    target: 'done',
                    description: '409 CART_ORDERED on an add (ordered elsewhere): the adds go into a fresh bag, other writes are dropped.',
                    actions: [
                      { type: 'reportUnsent', params: ({ context }) => context.queue.filter((op) => op.kind !== 'add') },
                      'startFreshBag',
                      { type: 'storeCartId', params: { cartId: null } },
                    ],
                  },
                  {
                    guard: { type: 'bagOrderedElsewhere', params: ({ event }) => ({ error: event.error }) },
                    target: 'done',
                    description: '409 CART_ORDERED on another write: the error modal says the bag was ordered; a fresh bag takes the adds waiting.',
                    actions: [
                      { type: 'recordFailure', params: ({ context, event }) => toCartError(event.error, context.queue[0]!.kind) },
                      'reportFailure',
                      { type: 'reportUnsent', params: ({ context }) => context.queue.filter((op) => op.kind !== 'add') },
                      'startFreshBag',
                      { type: 'storeCartId', params: { cartId: null } },
                    ],
                  },
                  {
                    target: 'reloading',
                    description:
                      'The write failed: the error modal shows why (spec section 8; a refused coupon shows beside its field) and an education-code change is told so.',
                    actions: [
                      { type: 'recordFailure', params: ({ context, event }) => toCartError(event.error, context.queue[0]!.kind) },
                      'reportFailure',
                      { type: 'reportUnsent', params: ({ context }) => context.queue.slice(0, 1) },
                      'dropSentOp',
                    ],
                  },
                ],
              },
            },
            reloading: {
              description: 'After any failed write the bag is fetched again, so what is shown is what the server holds.',
              invoke: {
                id: 'fetchCart',
                src: 'fetchCart',
                input: ({ context }) => ({ cartId: context.cartId ?? '' }),
                onDone: {
                  target: 'done',
                  actions: { type: 'acceptCart', params: ({ event }) => event.output },
                  description: 'The bag shows as the server holds it.',
                },
                onError: { target: 'done', description: 'The bag stays as last answered.' },
              },
            },
            done: {
              description: 'One write answered: the next one, the quantities being chosen, or rest.',
              always: [
                { guard: 'hasQueue', target: 'choosing', description: 'The next waiting write goes out.' },
                {
                  guard: 'hasPendingQuantities',
                  target: '#cart.sync.debouncingQuantity',
                  description: 'Quantities are still being chosen: they wait for the pause.',
                },
                { target: '#cart.sync.idle', description: 'Nothing left to send.' },
              ],
            },
          },
        },
      },
    },
    quantityPause: {
      description: 'The 300 ms pause after the last quantity change; its end sends the quantities chosen.',
      initial: 'quiet',
      states: {
        quiet: {
          description: 'No quantity being chosen.',
          on: { 'cart.quantity.change': { target: 'pausing', description: 'A quantity was picked: the pause starts.' } },
        },
        pausing: {
          description: 'Waiting for the shopper to stop changing quantities.',
          on: { 'cart.quantity.change': { target: 'pausing', reenter: true, description: 'Another change restarts the pause.' } },
          after: { quantityPause: { target: 'quiet', actions: 'endPause', description: 'No change for 300 ms: the quantities chosen go out.' } },
        },
      },
    },
    crossSell: {
      description: 'The cross-sell list follows the set of parent ids in the bag.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The list matches the bag.',
          always: { guard: 'parentsChanged', target: 'loading', description: "The bag's products changed: the list loads again." },
        },
        loading: {
          description: 'Loading the products that go with the bag.',
          entry: 'markCrossSellLoading',
          invoke: {
            id: 'loadCrossSell',
            src: 'loadCrossSell',
            input: ({ context }) => ({ parentIds: context.crossSellKey }),
            onDone: {
              target: 'idle',
              actions: { type: 'acceptCrossSell', params: ({ event }) => event.output },
              description: 'The products that go with the bag show.',
            },
            onError: { target: 'idle', description: 'Spec section 7: a cross-sell failure gives an empty list.', actions: 'clearCrossSell' },
          },
        },
      },
    },
  },
});

/** The cart machine's sync state, for components: 'loading', 'idle', 'debouncingQuantity' or 'syncing'. */
export const syncStateOf = (snapshot: { matches: (value: { sync: string }) => boolean }) =>
  (['loading', 'idle', 'adopting', 'debouncingQuantity', 'syncing'] as const).find((s) => snapshot.matches({ sync: s })) ?? 'idle';

export { isLineOp };
