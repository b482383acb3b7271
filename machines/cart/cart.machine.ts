import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartData } from '../../contract/cart.ts';
import { CART_QUANTITY_DEBOUNCE_MS } from '../../contract/constants.ts';
import { type CartOp, enqueue, type LineKey, sameLine } from './cart-queue.ts';

export interface CartError {
  /** HTTP status, 0 when the network failed */
  status: number;
  /** the server's message, shown where the spec says so */
  message: string | null;
  op: CartOp['kind'] | 'load';
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
}

/** What restoring the stored cart finds: nothing, or the id with its cart (null when it could not be fetched). */
export type StoredCart = { cartId: string; cart: CartData | null } | null;

export type CartEvent =
  | { type: 'cart.item.add'; productId: number; quantity: number; bundleParentId?: number | null }
  | { type: 'cart.quantity.change'; productId: number; quantity: number; bundleParentId?: number | null }
  | { type: 'cart.item.remove'; productId: number; bundleParentId?: number | null }
  | { type: 'cart.quantity.flush' }
  | { type: 'cart.error.dismiss' }
  /** load the stored cart again (after login merged the guest cart) */
  | { type: 'cart.reload' }
  /** forget the cart (logout) */
  | { type: 'cart.reset' };

const storedQuantity = (cart: CartData | null, line: LineKey) =>
  cart?.items.find((i) => sameLine({ productId: i.productId, bundleParentId: i.bundleParentId }, line))?.quantity;

/** Pending quantities become queued updates, except those equal to what the cart already holds. */
function flushQuantities(context: CartContext): CartOp[] {
  return context.pendingQuantities.reduce<CartOp[]>((queue, p) => {
    const queuedUpdate = queue.some((q) => q.kind === 'update' && sameLine(q, p));
    if (!queuedUpdate && storedQuantity(context.cart, p) === p.quantity) return queue;
    return enqueue(queue, { kind: 'update', ...p });
  }, context.queue);
}

const opOf = (event: Extract<CartEvent, { type: 'cart.item.add' | 'cart.item.remove' }>): CartOp =>
  event.type === 'cart.item.add'
    ? { kind: 'add', productId: event.productId, bundleParentId: event.bundleParentId ?? null, quantity: event.quantity }
    : { kind: 'remove', productId: event.productId, bundleParentId: event.bundleParentId ?? null };

/** Errors thrown by injected actors carry the HTTP status and the server's message. */
export const toCartError = (error: unknown, op: CartError['op']): CartError => {
  const e = error as { status?: number; message?: string } | undefined;
  return { status: e?.status ?? 0, message: e?.message ?? null, op };
};

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    /** restores the stored cart id and fetches that cart; null when there is none or it is gone, cart null when it could not be fetched */
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
  },
  actions: {
    storeCartId: (_, _params: { cartId: string | null }) => {},
    reportRemoved: (_, _params: { productId: number }) => {},
    queueOp: assign({
      queue: ({ context, event }) =>
        event.type === 'cart.item.add' || event.type === 'cart.item.remove' ? enqueue(context.queue, opOf(event)) : context.queue,
      pendingQuantities: ({ context, event }) =>
        event.type === 'cart.item.remove' ? context.pendingQuantities.filter((p) => !sameLine(p, { productId: event.productId, bundleParentId: event.bundleParentId ?? null })) : context.pendingQuantities,
    }),
    holdQuantity: assign({
      pendingQuantities: ({ context, event }) => {
        if (event.type !== 'cart.quantity.change') return context.pendingQuantities;
        const line = { productId: event.productId, bundleParentId: event.bundleParentId ?? null };
        return [...context.pendingQuantities.filter((p) => !sameLine(p, line)), { ...line, quantity: event.quantity }];
      },
    }),
    restartPause: enqueueActions(({ enqueue }) => {
      enqueue.cancel('quantityPause');
      enqueue.raise({ type: 'cart.quantity.flush' }, { id: 'quantityPause', delay: CART_QUANTITY_DEBOUNCE_MS });
    }),
    flushQuantities: assign({ queue: ({ context }) => flushQuantities(context), pendingQuantities: [] }),
    dropSentOp: assign({ queue: ({ context }) => context.queue.slice(1) }),
    acceptCart: assign({
      cart: ({ context }, cart: CartData) => (context.cart && context.cart.cartId === cart.cartId && cart.version < context.cart.version ? context.cart : cart),
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasPendingQuantities: ({ context }) => context.pendingQuantities.length > 0,
    hasCartId: ({ context }) => context.cartId !== null,
    reloadRequested: ({ context }) => context.reloadRequested,
    sentRemoval: ({ context }) => context.queue[0]?.kind === 'remove',
  },
}).createMachine({
  id: 'cart',
  context: { cartId: null, cart: null, queue: [], pendingQuantities: [], error: null, reloadRequested: false },
  initial: 'loading',
  on: {
    'cart.item.add': { actions: 'queueOp' },
    'cart.item.remove': { actions: 'queueOp' },
    'cart.quantity.change': { actions: ['holdQuantity', 'restartPause'] },
    'cart.quantity.flush': { actions: 'flushQuantities' },
    'cart.error.dismiss': { actions: assign({ error: null }) },
    'cart.reload': { actions: assign({ reloadRequested: true }) },
    'cart.reset': { target: '.idle', actions: assign({ cartId: null, cart: null, queue: [], pendingQuantities: [], error: null, reloadRequested: false }) },
  },
  states: {
    loading: {
      entry: assign({ reloadRequested: false }),
      invoke: {
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
        'cart.quantity.change': { target: 'debouncingQuantity', actions: ['holdQuantity', 'restartPause'] },
      },
    },
    debouncingQuantity: {
      on: {
        'cart.quantity.flush': { target: 'idle', actions: 'flushQuantities' },
      },
    },
    syncing: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasCartId', target: 'sending' }, { target: 'creatingCart' }],
        },
        creatingCart: {
          invoke: {
            src: 'createCart',
            onDone: {
              target: 'sending',
              actions: [assign({ cartId: ({ event }) => event.output }), { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output }) }],
            },
            onError: {
              target: '#cart.idle',
              actions: assign({ queue: [], error: ({ context, event }) => toCartError(event.error, context.queue[0]?.kind ?? 'add') }),
            },
          },
        },
        sending: {
          invoke: {
            src: 'sendOp',
            input: ({ context }) => ({ cartId: context.cartId!, op: context.queue[0]! }),
            onDone: [
              {
                guard: 'sentRemoval',
                target: 'done',
                actions: [
                  { type: 'acceptCart', params: ({ event }) => event.output },
                  { type: 'reportRemoved', params: ({ context }) => ({ productId: context.queue[0]!.productId }) },
                  'dropSentOp',
                ],
              },
              { target: 'done', actions: [{ type: 'acceptCart', params: ({ event }) => event.output }, 'dropSentOp'] },
            ],
            onError: {
              target: 'reloading',
              actions: [assign({ error: ({ context, event }) => toCartError(event.error, context.queue[0]!.kind) }), 'dropSentOp'],
            },
          },
        },
        /** after any failed write the cart is fetched again, so what is shown is what the server holds */
        reloading: {
          invoke: {
            src: 'fetchCart',
            input: ({ context }) => ({ cartId: context.cartId! }),
            onDone: { target: 'done', actions: { type: 'acceptCart', params: ({ event }) => event.output } },
            onError: { target: 'done' },
          },
        },
        done: {
          always: [
            { guard: 'hasQueue', target: 'sending' },
            { guard: 'hasPendingQuantities', target: '#cart.debouncingQuantity' },
            { target: '#cart.idle' },
          ],
        },
      },
    },
  },
});
