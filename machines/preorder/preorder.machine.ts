import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OrderData } from '../../contract/order.ts';
import type { PreorderBody, PreorderProduct } from '../../contract/preorder.ts';
import { addOne, type BagLimits, type BagLine, isOrderable, keepKnown, removeLine, setQuantity } from './preorder-bag.ts';
import { type PreorderFailure, preorderFailureOf } from './preorder-failure.ts';

export type { BagLine } from './preorder-bag.ts';
export type { PreorderFailure } from './preorder-failure.ts';

/** GET /auth/sessions and GET /auth/session/products together. */
export interface LoadedSession {
  expiredAt: string;
  email: string;
  campaign: { id: string; name: string };
  limitPerEmail: number;
  /** what the session's email may still pre-order, over all its sessions */
  unitsLeft: number;
  products: PreorderProduct[];
}

/** What the checkout form gives: the order body without its items. */
export type PreorderDetails = Omit<PreorderBody, 'items'>;

export interface PlacePreorderInput {
  sessionId: string;
  idempotencyKey: string;
  body: PreorderBody;
}

export interface PreorderContext {
  /** one id per visit of the pre-order shop; with `attempt` it makes the Idempotency-Key */
  visitId: string;
  /** a new attempt after every answer; a retry after no answer keeps it */
  attempt: number;
  sessionId: string | null;
  session: LoadedSession | null;
  bag: BagLine[];
  /** the checkout form's details of the attempt in flight (kept for a retry) */
  details: PreorderDetails | null;
  failure: PreorderFailure | null;
  /** the last pre-order placed in this visit */
  order: OrderData | null;
}

export type PreorderEvent =
  | { type: 'preorder.start'; email: string }
  | { type: 'preorder.retry' }
  | { type: 'preorder.bag.add'; productId: number }
  | { type: 'preorder.bag.set'; productId: number; quantity: number }
  | { type: 'preorder.bag.remove'; productId: number }
  | { type: 'preorder.place'; details: PreorderDetails }
  /** after an expired session: forget it and start with an email again */
  | { type: 'preorder.restart' };

export const idempotencyKeyOf = (context: Pick<PreorderContext, 'visitId' | 'attempt'>) => `${context.visitId}-${context.attempt}`;

/** The bag's limits from the loaded product list: each SKU's allocation and the email's units left. */
export const limitsOf = (session: LoadedSession | null): BagLimits => ({
  allocation: new Map(session?.products.map((p) => [p.productId, p.allocation]) ?? []),
  unitsLeft: session?.unitsLeft ?? 0,
});

const failed = (error: unknown, kind: PreorderFailure['kind']) => preorderFailureOf(error).kind === kind;

/**
 * The pre-order shop, from the email to a placed pre-order: a session started by email (its id kept in the sessionId
 * cookie), counted down to its expiry, a bag kept in the browser within the campaign's limits, and placing with one
 * Idempotency-Key per attempt, reused on retry after no answer. Payment then happens on the shop's payment page.
 */
export const preorderMachine = setup({
  types: {
    input: {} as { visitId: string; sessionId: string | null; bag: BagLine[] },
    context: {} as PreorderContext,
    events: {} as PreorderEvent,
  },
  actors: {
    startSession: fromPromise<{ sessionId: string }, { email: string }>(async () => {
      throw new Error('startSession not provided');
    }),
    loadSession: fromPromise<LoadedSession, { sessionId: string }>(async () => {
      throw new Error('loadSession not provided');
    }),
    placePreorder: fromPromise<OrderData, PlacePreorderInput>(async () => {
      throw new Error('placePreorder not provided');
    }),
  },
  actions: {
    takeSessionId: assign({ sessionId: (_, sessionId: string) => sessionId }),
    takeSession: assign(({ context }, session: LoadedSession) => ({ session, bag: keepKnown(context.bag, limitsOf(session)) })),
    addToBag: assign({
      bag: ({ context, event }) => {
        assertEvent(event, 'preorder.bag.add');
        return addOne(context.bag, limitsOf(context.session), event.productId);
      },
    }),
    setInBag: assign({
      bag: ({ context, event }) => {
        assertEvent(event, 'preorder.bag.set');
        return setQuantity(context.bag, limitsOf(context.session), event.productId, event.quantity);
      },
    }),
    removeFromBag: assign({
      bag: ({ context, event }) => {
        assertEvent(event, 'preorder.bag.remove');
        return removeLine(context.bag, event.productId);
      },
    }),
    takeDetails: assign({
      details: ({ event }) => {
        assertEvent(event, 'preorder.place');
        return event.details;
      },
      failure: null,
    }),
    recordFailure: assign({ failure: (_, failure: PreorderFailure) => failure }),
    clearFailure: assign({ failure: null }),
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    takeOrder: assign({ order: (_, order: OrderData) => order, bag: [], details: null }),
    forget: assign({ sessionId: null, session: null, bag: [], details: null, failure: null }),
    // the app provides these: the cookie, the browser's storage, the router
    /** keep the session id in the sessionId cookie */
    rememberSession: (_, _sessionId: string) => {},
    /** keep the bag in the browser, under the session id */
    storeBag: () => {},
    /** the pre-order exists: the order's cookies, on to payment */
    orderPlaced: (_, _order: OrderData) => {},
    /** the cookie and the stored bag go */
    forgetSession: () => {},
    goToProducts: () => {},
    goToStart: () => {},
  },
  guards: {
    hasSession: ({ context }) => context.sessionId !== null,
    bagIsOrderable: ({ context }) => isOrderable(context.bag, limitsOf(context.session)),
    failedWith: (_, { error, kind }: { error: unknown; kind: PreorderFailure['kind'] }) => failed(error, kind),
    sessionUnknown: (_, { error }: { error: unknown }) => [400, 404].includes(preorderFailureOf(error).status),
  },
  delays: {
    /** until the session's expiry, by the browser's clock */
    untilExpiry: ({ context }) => Math.max(0, Date.parse(context.session?.expiredAt ?? '') - Date.now() || 0),
  },
}).createMachine({
  id: 'preorder',
  description: 'The pre-order shop: a session by email with its countdown, the pre-order bag, placing the pre-order.',
  context: ({ input }) => ({
    visitId: input.visitId,
    attempt: 1,
    sessionId: input.sessionId,
    session: null,
    bag: input.bag,
    details: null,
    failure: null,
    order: null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      description: 'The page opened with the session id of its sessionId cookie, or without one.',
      always: [
        { guard: 'hasSession', target: 'loading', description: 'A session id: that session is loaded.' },
        { target: 'starting', description: 'No session id: the shopper starts with an email.' },
      ],
    },
    starting: {
      description: 'The start form: the shopper gives an email to start a pre-order session.',
      on: { 'preorder.start': { target: 'creating', actions: 'clearFailure', description: 'Start pre-ordering with this email.' } },
    },
    creating: {
      description: 'POST /auth/session: a session in the campaign running now.',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ event }) => {
          assertEvent(event, 'preorder.start');
          return { email: event.email };
        },
        onDone: {
          target: 'loading',
          description: 'A session started: its id is kept in the sessionId cookie and the shopper goes on to the products.',
          actions: [
            { type: 'takeSessionId', params: ({ event }) => event.output.sessionId },
            { type: 'rememberSession', params: ({ event }) => event.output.sessionId },
            'goToProducts',
          ],
        },
        onError: {
          target: 'starting',
          description: "Refused (email not valid, no campaign open, too many starts) or no answer: the form shows the server's message.",
          actions: { type: 'recordFailure', params: ({ event }) => preorderFailureOf(event.error) },
        },
      },
    },
    loading: {
      description: "The session's expiry and the campaign's products, allocations and the email's units left.",
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ sessionId: context.sessionId! }),
        onDone: {
          target: 'active',
          actions: [{ type: 'takeSession', params: ({ event }) => event.output }, 'storeBag'],
          description: "The session is live: its countdown starts; the bag keeps only the campaign's products.",
        },
        onError: [
          {
            guard: { type: 'sessionUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            description: '404 (expired or unknown session) or 400 (a malformed cookie): the session is over.',
          },
          {
            target: 'loadFailed',
            actions: { type: 'recordFailure', params: ({ event }) => preorderFailureOf(event.error) },
            description: 'No answer (network or server failure): the shopper may try again.',
          },
        ],
      },
    },
    loadFailed: {
      description: 'The session could not be read (no answer or a server failure): the shopper may try again.',
      on: { 'preorder.retry': { target: 'loading', actions: 'clearFailure', description: 'Try again.' } },
    },
    active: {
      description: 'A live session: the countdown runs; the shopper fills the bag and pre-orders it.',
      after: { untilExpiry: { target: 'expired', description: "The session's time is up (the browser's clock)." } },
      initial: 'shopping',
      states: {
        shopping: {
          description: 'Adding, changing and removing lines within 10 a line, the allocation and the email limit; the checkout form.',
          on: {
            'preorder.bag.add': { actions: ['addToBag', 'storeBag'], description: 'Add one (a new line holds 1).' },
            'preorder.bag.set': { actions: ['setInBag', 'storeBag'], description: 'Step a quantity; kept within the line limit.' },
            'preorder.bag.remove': { actions: ['removeFromBag', 'storeBag'], description: 'Remove a line.' },
            'preorder.restart': {
              target: '#preorder.starting',
              actions: ['forgetSession', 'forget', 'goToStart'],
              description: 'Another email (a mistyped one): this session and its bag go; the start page asks for the email.',
            },
            'preorder.place': {
              guard: 'bagIsOrderable',
              target: 'placing',
              actions: 'takeDetails',
              description: 'Place the pre-order (a bag within its limits only).',
            },
          },
        },
        placing: {
          description: "POST /order/api/preorders with this attempt's Idempotency-Key; the bag cannot change meanwhile.",
          invoke: {
            id: 'placePreorder',
            src: 'placePreorder',
            input: ({ context }) => ({
              sessionId: context.sessionId!,
              idempotencyKey: idempotencyKeyOf(context),
              body: { items: context.bag.map(({ productId, quantity }) => ({ productId, quantity })), ...context.details! },
            }),
            onDone: {
              target: 'shopping',
              description: 'Placed: the bag empties and the shopper goes on to pay.',
              actions: [
                { type: 'takeOrder', params: ({ event }) => event.output },
                'nextAttempt',
                'storeBag',
                { type: 'orderPlaced', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, kind: 'sessionGone' }) },
                target: '#preorder.expired',
                description: '404 PREORDER_SESSION_EXPIRED: the server says the time is up.',
              },
              {
                guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, kind: 'network' }) },
                target: 'noAnswer',
                description: 'No answer: the pre-order may exist.',
                actions: { type: 'recordFailure', params: ({ event }) => preorderFailureOf(event.error) },
              },
              {
                target: 'refreshing',
                description:
                  "409 PREORDER_ALLOCATION_EXHAUSTED, 422 PREORDER_EMAIL_LIMIT or a field refused: the server's message shows; allocations are read again.",
                actions: [{ type: 'recordFailure', params: ({ event }) => preorderFailureOf(event.error) }, 'nextAttempt'],
              },
            ],
          },
        },
        noAnswer: {
          description: 'The pre-order may or may not exist: retrying sends the same Idempotency-Key, so the server answers the same order.',
          on: { 'preorder.retry': { target: 'placing', description: 'Try again (same key).' } },
        },
        refreshing: {
          description: 'The products are read again so that sold-out lines and the units left show beside the message.',
          invoke: {
            id: 'loadSession',
            src: 'loadSession',
            input: ({ context }) => ({ sessionId: context.sessionId! }),
            onDone: {
              target: 'shopping',
              actions: [{ type: 'takeSession', params: ({ event }) => event.output }, 'storeBag'],
              description: 'The products, allocations and units left show as they are now, beside the message.',
            },
            onError: { target: 'shopping', description: 'The products could not be read again: the message alone shows.' },
          },
        },
      },
    },
    expired: {
      description: "'รอบการสั่งจองของท่านหมดเวลาแล้ว กรุณาเริ่มสั่งจองใหม่อีกครั้ง': the shopper may start again.",
      on: {
        'preorder.restart': {
          target: 'starting',
          actions: ['forgetSession', 'forget', 'goToStart'],
          description: 'Start again: the cookie and the bag go; the start page asks for the email.',
        },
      },
    },
  },
});
