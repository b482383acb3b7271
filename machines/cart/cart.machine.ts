import { assign, fromPromise, raise, setup } from 'xstate';
import type { CartData, RelatedProduct } from '../../contract/cart.ts';
import { CART_QUANTITY_DEBOUNCE_MS } from '../../contract/constants.ts';
import { type CartOp, enqueue, isLineOp, type LineKey, sameLine } from './cart-queue.ts';

export interface CartError {
  /** HTTP status, 0 when the network failed */
  status: number;
  /** the server's message, shown where the spec says so */
  message: string | null;
  op: CartOp['kind'] | 'load';
}

/** A cross-sell product as the cart shows it: the education range already chosen where flagged. */
export interface CrossSellItem {
  productId: number;
  productName: string;
  categoryName: string;
  slug: string | null;
  isSpecialPrice: boolean;
  priceRange: { min: number; max: number };
}

export interface CartContext {
  cartId: string | null;
  cart: CartData | null;
  /** writes waiting to be sent, oldest first; the head is the one in flight while syncing */
  queue: CartOp[];
  /** quantities the shopper picked that wait for the 300 ms pause */
  pendingQuantities: (LineKey & { quantity: number })[];
  error: CartError | null;
  /** the stored cart id changed (login merged the bag): load it once nothing is in flight */
  reloadRequested: boolean;
  crossSell: CrossSellItem[];
  /** the sorted parent ids the cross-sell list was loaded for */
  crossSellKey: string;
}

/** What restoring the stored cart finds: nothing, or the id with its cart (null when it could not be fetched). */
export type StoredCart = { cartId: string; cart: CartData | null } | null;

export type CartEvent =
  | { type: 'cart.item.add'; productId: number; bundleParentId?: number | null; quantity: number }
  | { type: 'cart.quantity.change'; productId: number; bundleParentId?: number | null; quantity: number }
  | { type: 'cart.item.remove'; productId: number; bundleParentId?: number | null }
  | { type: 'cart.coupon.apply'; couponCode: string }
  | { type: 'cart.eligibility.apply'; customerId: string; eligibilityCode: string }
  | { type: 'cart.eligibility.delete' }
  | { type: 'cart.quantity.flush' }
  /** a write failed: the alert region shows it (raised by the machine itself) */
  | { type: 'cart.failed'; error: CartError }
  | { type: 'cart.error.dismiss' }
  /** go to checkout; refused while anything is waiting or in flight */
  | { type: 'cart.checkout' }
  /** load the stored cart again (after login merged the guest cart) */
  | { type: 'cart.reload' }
  /** forget the cart (logout) */
  | { type: 'cart.reset' };

type WriteEvent = Extract<CartEvent, { type: 'cart.item.add' | 'cart.item.remove' | 'cart.coupon.apply' | 'cart.eligibility.apply' | 'cart.eligibility.delete' }>;

function opOf(event: WriteEvent): CartOp {
  const line = 'productId' in event ? { productId: event.productId, bundleParentId: event.bundleParentId ?? null } : null;
  switch (event.type) {
    case 'cart.item.add':
      return { kind: 'add', ...line!, quantity: event.quantity };
    case 'cart.item.remove':
      return { kind: 'remove', ...line! };
    case 'cart.coupon.apply':
      return { kind: 'coupon', couponCode: event.couponCode };
    case 'cart.eligibility.apply':
      return { kind: 'eligibility.apply', customerId: event.customerId, eligibilityCode: event.eligibilityCode };
    case 'cart.eligibility.delete':
      return { kind: 'eligibility.delete' };
  }
}

/**
 * The quantity the server will hold for a line once every queued write (the one in flight included) is
 * applied to the cart it last answered; undefined when the line will not be there.
 */
function projectedQuantity(cart: CartData | null, queue: CartOp[], line: LineKey): number | undefined {
  let quantity = cart?.items.find((i) => sameLine({ productId: i.productId, bundleParentId: i.bundleParentId }, line))?.quantity;
  for (const op of queue) {
    if (!isLineOp(op) || !sameLine(op, line)) continue;
    if (op.kind === 'add') quantity = (quantity ?? 0) + op.quantity;
    if (op.kind === 'update' && quantity !== undefined) quantity = op.quantity;
    if (op.kind === 'remove') quantity = undefined;
  }
  return quantity;
}

/** Pending quantities become queued updates, except those the server will hold anyway. */
function flushQuantities(context: CartContext, keepHead: boolean): CartOp[] {
  return context.pendingQuantities.reduce<CartOp[]>(
    (queue, p) => (projectedQuantity(context.cart, queue, p) === p.quantity ? queue : enqueue(queue, { kind: 'update', ...p }, keepHead)),
    context.queue,
  );
}

/**
 * A write joins the queue in the order the shopper made it. An add of a line whose quantity is still being
 * chosen folds into that quantity (set 2, then add 1: 3), which goes out once, after the pause; a removal
 * makes the quantity being chosen moot.
 */
function queueWrite(context: CartContext, event: WriteEvent, keepHead: boolean): Pick<CartContext, 'queue' | 'pendingQuantities'> {
  const op = opOf(event);
  if (!isLineOp(op)) return { queue: enqueue(context.queue, op, keepHead), pendingQuantities: context.pendingQuantities };
  const pending = context.pendingQuantities.find((p) => sameLine(p, op));
  const others = context.pendingQuantities.filter((p) => !sameLine(p, op));
  if (op.kind === 'add' && pending) return { queue: context.queue, pendingQuantities: [...others, { ...pending, quantity: pending.quantity + op.quantity }] };
  return { queue: enqueue(context.queue, op, keepHead), pendingQuantities: op.kind === 'remove' ? others : context.pendingQuantities };
}

/** Errors thrown by injected actors carry the HTTP status and the server's message. */
export const toCartError = (error: unknown, op: CartError['op']): CartError => {
  const e = error as { status?: number; message?: string } | undefined;
  return { status: e?.status ?? 0, message: e?.message ?? null, op };
};

/** The parent ids of the cart's lines, sorted and unique: cross-sell reloads when this changes. */
export const parentKey = (cart: CartData | null) => [...new Set(cart?.items.map((i) => i.parentId) ?? [])].sort((a, b) => a - b).join(',');

/** Entries without productId are dropped; with the education flag the education range is shown. */
export const toCrossSell = (products: RelatedProduct[]): CrossSellItem[] =>
  products.flatMap((p) =>
    p.productId
      ? [
          {
            productId: p.productId,
            productName: p.productName,
            categoryName: p.categoryName,
            slug: p.slug ?? null,
            isSpecialPrice: p.isSpecialPrice,
            priceRange: p.educationFlag && p.eduPriceRange ? p.eduPriceRange : p.priceRange,
          },
        ]
      : [],
  );

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
  },
  actions: {
    storeCartId: (_, _params: { cartId: string | null }) => {},
    reportRemoved: (_, _params: { productId: number }) => {},
    startCheckout: () => {},
    queueWrite: assign(({ context, event }) => queueWrite(context, event as WriteEvent, false)),
    /** tells the alert region about the failure just kept in context */
    announceFailure: raise(({ context }) => ({ type: 'cart.failed' as const, error: context.error! })),
    holdQuantity: assign({
      pendingQuantities: ({ context, event }) => {
        if (event.type !== 'cart.quantity.change') return context.pendingQuantities;
        const line = { productId: event.productId, bundleParentId: event.bundleParentId ?? null };
        return [...context.pendingQuantities.filter((p) => !sameLine(p, line)), { ...line, quantity: event.quantity }];
      },
    }),
    flushQuantities: assign({ queue: ({ context }) => flushQuantities(context, false), pendingQuantities: [] }),
    /** while syncing the head of the queue is in flight: newer writes go behind it, never replace it */
    queueBehindInFlight: assign(({ context, event }) => queueWrite(context, event as WriteEvent, true)),
    flushBehindInFlight: assign({ queue: ({ context }) => flushQuantities(context, true), pendingQuantities: [] }),
    dropSentOp: assign({ queue: ({ context }) => context.queue.slice(1) }),
    acceptCart: assign({
      cart: ({ context }, cart: CartData) => (context.cart && context.cart.cartId === cart.cartId && cart.version < context.cart.version ? context.cart : cart),
    }),
    forgetCart: assign({ cartId: null, cart: null, queue: [], pendingQuantities: [], error: null, reloadRequested: false, crossSell: [], crossSellKey: '' }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasPendingQuantities: ({ context }) => context.pendingQuantities.length > 0,
    hasCartId: ({ context }) => context.cartId !== null,
    reloadRequested: ({ context }) => context.reloadRequested,
    sentRemoval: ({ context }) => context.queue[0]?.kind === 'remove',
    isNotEnoughStock: ({ event }) => event.type === 'cart.failed' && event.error.status === 422 && event.error.op === 'update',
    isLoginRequired: ({ event }) => event.type === 'cart.failed' && event.error.status === 401,
    parentsChanged: ({ context }) => parentKey(context.cart) !== context.crossSellKey,
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: { cartId: null, cart: null, queue: [], pendingQuantities: [], error: null, reloadRequested: false, crossSell: [], crossSellKey: '' },
  on: {
    'cart.reload': { actions: assign({ reloadRequested: true }) },
    'cart.reset': { target: ['.sync.idle', '.quantityPause.quiet', '.alert.none', '.crossSell.idle'], actions: 'forgetCart' },
  },
  states: {
    /** sending the shopper's writes, one at a time, none lost */
    sync: {
      initial: 'loading',
      on: {
        'cart.item.add': { actions: 'queueWrite' },
        'cart.item.remove': { actions: 'queueWrite' },
        'cart.coupon.apply': { actions: 'queueWrite' },
        'cart.eligibility.apply': { actions: 'queueWrite' },
        'cart.eligibility.delete': { actions: 'queueWrite' },
        'cart.quantity.change': { actions: 'holdQuantity' },
        'cart.quantity.flush': { actions: 'flushQuantities' },
      },
      states: {
        loading: {
          entry: assign({ reloadRequested: false }),
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: {
              target: 'idle',
              actions: [
                assign({ cartId: ({ event }) => event.output?.cartId ?? null, cart: ({ event }) => event.output?.cart ?? null }),
                { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output?.cartId ?? null }) },
              ],
            },
            onError: { target: 'idle', actions: [assign({ cartId: null, cart: null }), { type: 'storeCartId', params: { cartId: null } }] },
          },
        },
        idle: {
          always: [
            { guard: 'hasQueue', target: 'syncing' },
            { guard: 'reloadRequested', target: 'loading' },
          ],
          on: {
            'cart.quantity.change': { target: 'debouncingQuantity', actions: 'holdQuantity' },
            'cart.checkout': { actions: 'startCheckout' },
          },
        },
        debouncingQuantity: {
          on: {
            'cart.quantity.flush': { target: 'idle', actions: 'flushQuantities' },
          },
        },
        syncing: {
          initial: 'choosing',
          // the head of the queue is in flight: newer writes queue behind it, never replace it
          on: {
            'cart.item.add': { actions: 'queueBehindInFlight' },
            'cart.item.remove': { actions: 'queueBehindInFlight' },
            'cart.coupon.apply': { actions: 'queueBehindInFlight' },
            'cart.eligibility.apply': { actions: 'queueBehindInFlight' },
            'cart.eligibility.delete': { actions: 'queueBehindInFlight' },
            'cart.quantity.flush': { actions: 'flushBehindInFlight' },
          },
          states: {
            choosing: {
              always: [{ guard: 'hasCartId', target: 'sending' }, { target: 'creatingCart' }],
            },
            creatingCart: {
              invoke: {
                id: 'createCart',
                src: 'createCart',
                onDone: {
                  target: 'sending',
                  actions: [assign({ cartId: ({ event }) => event.output }), { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output }) }],
                },
                onError: {
                  target: '#cart.sync.idle',
                  actions: [assign({ error: ({ context, event }) => toCartError(event.error, context.queue[0]?.kind ?? 'add'), queue: [] }), 'announceFailure'],
                },
              },
            },
            sending: {
              invoke: {
                id: 'sendOp',
                src: 'sendOp',
                input: ({ context }) => ({ cartId: context.cartId!, op: context.queue[0]! }),
                onDone: [
                  {
                    guard: 'sentRemoval',
                    target: 'done',
                    actions: [
                      { type: 'acceptCart', params: ({ event }) => event.output },
                      { type: 'reportRemoved', params: ({ context }) => ({ productId: (context.queue[0] as { productId: number }).productId }) },
                      'dropSentOp',
                    ],
                  },
                  { target: 'done', actions: [{ type: 'acceptCart', params: ({ event }) => event.output }, 'dropSentOp'] },
                ],
                onError: {
                  target: 'reloading',
                  actions: [assign({ error: ({ context, event }) => toCartError(event.error, context.queue[0]!.kind) }), 'announceFailure', 'dropSentOp'],
                },
              },
            },
            /** after any failed write the cart is fetched again, so what is shown is what the server holds */
            reloading: {
              invoke: {
                id: 'fetchCart',
                src: 'fetchCart',
                input: ({ context }) => ({ cartId: context.cartId! }),
                onDone: { target: 'done', actions: { type: 'acceptCart', params: ({ event }) => event.output } },
                onError: { target: 'done' },
              },
            },
            done: {
              always: [
                { guard: 'hasQueue', target: 'sending' },
                { guard: 'hasPendingQuantities', target: '#cart.sync.debouncingQuantity' },
                { target: '#cart.sync.idle' },
              ],
            },
          },
        },
      },
    },
    /** the 300 ms pause after the last quantity change; its end sends the quantities chosen */
    quantityPause: {
      initial: 'quiet',
      states: {
        quiet: {
          on: { 'cart.quantity.change': 'pausing' },
        },
        pausing: {
          // another change restarts the pause
          on: { 'cart.quantity.change': { target: 'pausing', reenter: true } },
          after: { [CART_QUANTITY_DEBOUNCE_MS]: { target: 'quiet', actions: raise({ type: 'cart.quantity.flush' }) } },
        },
      },
    },
    /** what the shopper is told about the last failure (spec section 8) */
    alert: {
      initial: 'none',
      on: {
        'cart.failed': [
          { guard: 'isNotEnoughStock', target: '.notEnoughStock' },
          { guard: 'isLoginRequired', target: '.loginRequired' },
          { target: '.failed' },
        ],
        'cart.error.dismiss': { target: '.none', actions: assign({ error: null }) },
      },
      states: {
        none: {},
        /** 422 on a quantity update: 'สินค้าไม่เพียงพอ' */
        notEnoughStock: {},
        /** 401 on any cart call: 'กรุณาเข้าสู่ระบบ' */
        loginRequired: {},
        /** anything else: the server's message or the generic Thai text */
        failed: {},
      },
    },
    /** the cross-sell list follows the set of parent ids in the cart */
    crossSell: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'parentsChanged', target: 'loading' },
        },
        loading: {
          entry: assign({ crossSellKey: ({ context }) => parentKey(context.cart) }),
          invoke: {
            id: 'loadCrossSell',
            src: 'loadCrossSell',
            input: ({ context }) => ({ parentIds: context.crossSellKey }),
            onDone: { target: 'idle', actions: assign({ crossSell: ({ event }) => toCrossSell(event.output) }) },
            // cross-sell failure gives an empty list (spec section 7)
            onError: { target: 'idle', actions: assign({ crossSell: [] }) },
          },
        },
      },
    },
  },
});

/** The cart machine's sync state, for components: 'loading', 'idle', 'debouncingQuantity' or 'syncing'. */
export const syncStateOf = (snapshot: { matches: (value: { sync: string }) => boolean }) =>
  (['loading', 'idle', 'debouncingQuantity', 'syncing'] as const).find((s) => snapshot.matches({ sync: s })) ?? 'idle';

export { isLineOp };
