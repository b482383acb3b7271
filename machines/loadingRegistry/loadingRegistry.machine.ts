import { assign, setup } from 'xstate';

/** The named operations tracked while their request runs (spec section 4), plus the cart fetch and placing and paying an order. */
export const LOADING_OPERATIONS = [
  'get-shipping',
  'create-address',
  'get-billing',
  'create-cart',
  'add-cart',
  'update-cart',
  'merge-cart',
  'delete-cart',
  'apply-coupon',
  'apply-eligible-code',
  'delete-eligible-code',
  'get-cart',
  'place-order',
  'start-payment',
] as const;
export type LoadingOperation = (typeof LOADING_OPERATIONS)[number];
/** The one operation that does not show the loading modal. */
export const CART_FETCH_OPERATION: LoadingOperation = 'get-cart';

export interface LoadingRegistryContext {
  /** operations in flight, one entry per start (a multiset: the same operation twice needs two ends) */
  operations: LoadingOperation[];
}

export type LoadingRegistryEvent = { type: 'loading.start'; operation: LoadingOperation } | { type: 'loading.end'; operation: LoadingOperation };

/** True while any operation runs. */
export const isLoading = (context: LoadingRegistryContext): boolean => context.operations.length > 0;
/** True while any operation other than the cart fetch runs: the loading modal shows. */
export const showsLoadingModal = (context: LoadingRegistryContext): boolean => context.operations.some((o) => o !== CART_FETCH_OPERATION);

/** Removes one entry of `operation`, keeping the other starts of it. */
const withoutOne = (operations: LoadingOperation[], operation: LoadingOperation) => {
  const at = operations.indexOf(operation);
  return at === -1 ? operations : [...operations.slice(0, at), ...operations.slice(at + 1)];
};

export const loadingRegistryMachine = setup({
  types: {
    context: {} as LoadingRegistryContext,
    events: {} as LoadingRegistryEvent,
  },
  actions: {
    addOperation: assign({ operations: ({ context, event }) => [...context.operations, event.operation] }),
    removeOperation: assign({ operations: ({ context, event }) => withoutOne(context.operations, event.operation) }),
  },
  guards: {
    isRunning: ({ context, event }) => context.operations.includes(event.operation),
    endsTheLast: ({ context, event }) => context.operations.length === 1 && context.operations[0] === event.operation,
  },
}).createMachine({
  id: 'loadingRegistry',
  description: 'The named operations whose requests are running (spec section 4): the loading modal shows while any but the cart fetch runs.',
  context: { operations: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is loading; no spinner, no loading modal.',
      on: {
        'loading.start': { target: 'loading', actions: 'addOperation', description: 'A named operation starts its request.' },
      },
    },
    loading: {
      description: "Something is loading; the loading modal shows unless the only operations are 'get-cart'.",
      on: {
        'loading.start': { actions: 'addOperation', description: 'Another operation starts (the same one twice needs two ends).' },
        'loading.end': [
          { guard: 'endsTheLast', target: 'idle', actions: 'removeOperation', description: 'The last running operation ended: nothing is loading.' },
          { guard: 'isRunning', actions: 'removeOperation', description: 'One operation ended; others still run.' },
        ],
      },
    },
  },
});
