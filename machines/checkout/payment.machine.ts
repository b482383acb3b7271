import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OrderData } from '../../contract/order.ts';
import type { PaymentMethod } from '../../contract/payment-method.ts';
import type { CreatePaymentBody } from '../../contract/payment.ts';
import { failureOf, type Failure } from '../errorModal/failure.ts';

/** What starting a payment answers: the hosted page to go to for a card; nothing more for the others. */
export interface StartedPayment {
  redirectUrl?: string;
}

export interface PaymentContext {
  orderId: string;
  order: OrderData | null;
  method: PaymentMethod;
  failure: Failure | null;
}

export type PaymentEvent =
  | { type: 'payment.method.select'; method: PaymentMethod }
  /** pay with the chosen method; a bank transfer names its slip */
  | { type: 'payment.start'; slipReference?: string }
  /** after a failed payment or a failed load: try again */
  | { type: 'payment.retry' };

/** How often the page asks whether the money arrived: PromptPay and the card's callback come within seconds, a slip waits for staff. */
export const PAYMENT_POLL_MS = 3_000;
export const TRANSFER_POLL_MS = 15_000;

const latestPayment = (order: OrderData | null) => order?.payments.at(-1);
const isPaid = (order: OrderData | null) => order !== null && ['paid', 'preparing', 'shipped', 'delivered'].includes(order.status);
const pendingBy = (order: OrderData | null, method: PaymentMethod) => {
  const payment = latestPayment(order);
  return order?.status === 'pendingPayment' && payment?.status === 'pending' && payment.method === method;
};

/**
 * Paying a placed order (/confirmation/pay/{orderId}): choose card, PromptPay or bank transfer; a card goes to the
 * gateway's hosted page and comes back here; a PromptPay QR and a transfer slip wait here until the money is seen,
 * asking the server again and again. The order's own state decides where a visit starts, so a reload, the gateway's
 * return or the account's "Pay now" all land in the right place.
 */
export const paymentMachine = setup({
  types: {
    input: {} as { orderId: string; method?: PaymentMethod },
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
  },
  actors: {
    loadOrder: fromPromise<OrderData, { orderId: string }>(async () => {
      throw new Error('loadOrder not provided');
    }),
    startPayment: fromPromise<StartedPayment, { orderId: string; body: CreatePaymentBody }>(async () => {
      throw new Error('startPayment not provided');
    }),
  },
  actions: {
    takeOrder: assign(({ context }, order: OrderData) => ({ order, method: latestPayment(order)?.method ?? context.method })),
    selectMethod: assign({
      method: ({ event }) => {
        assertEvent(event, 'payment.method.select');
        return event.method;
      },
    }),
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    clearFailure: assign({ failure: null }),
    // the app provides these: the browser and the router
    goToGateway: (_, _redirectUrl: string) => {},
    goToThankYou: () => {},
  },
  guards: {
    isPaid: ({ context }) => isPaid(context.order),
    isExpired: ({ context }) => context.order?.status === 'expired',
    isCancelled: ({ context }) => context.order?.status === 'cancelled',
    awaitsCard: ({ context }) => pendingBy(context.order, 'card'),
    awaitsPromptPay: ({ context }) => pendingBy(context.order, 'promptpay'),
    awaitsTransferCheck: ({ context }) => pendingBy(context.order, 'bank-transfer'),
    lastPaymentFailed: ({ context }) => latestPayment(context.order)?.status === 'failed',
    toGateway: (_, started: StartedPayment) => started.redirectUrl !== undefined,
    notPayable: (_, failure: Failure) => [409, 422].includes(failure.status),
  },
  delays: {
    poll: PAYMENT_POLL_MS,
    transferPoll: TRANSFER_POLL_MS,
  },
}).createMachine({
  id: 'payment',
  description: 'Paying a placed order by card, PromptPay or bank transfer, until it is paid, fails or expires.',
  context: ({ input }) => ({ orderId: input.orderId, order: null, method: input.method ?? 'card', failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the order and its payments.',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'routing',
          actions: { type: 'takeOrder', params: ({ event }) => event.output },
          description: 'The order is read: where it stands decides what shows.',
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'recordFailure', params: ({ event }) => failureOf(event.error) },
          description: 'The order could not be read: the message says why.',
        },
      },
    },
    loadFailed: {
      description: "The order could not be read (network, or not this shopper's order).",
      on: { 'payment.retry': { target: 'loading', actions: 'clearFailure', description: 'Try again.' } },
    },
    routing: {
      description: 'Where the order stands decides what the page shows.',
      always: [
        { guard: 'isPaid', target: 'paid', description: 'Paid (or already being prepared, shipped or delivered).' },
        { guard: 'isExpired', target: 'expired', description: 'Not paid in time.' },
        { guard: 'isCancelled', target: 'cancelled', description: 'The order was cancelled.' },
        { guard: 'awaitsCard', target: 'awaitingCard', description: "A card payment is pending: the gateway's answer has not reached the shop yet." },
        { guard: 'awaitsPromptPay', target: 'awaitingPromptPay', description: 'A PromptPay payment is pending: its QR shows until the money arrives.' },
        { guard: 'awaitsTransferCheck', target: 'awaitingTransferCheck', description: 'A bank transfer slip is pending: staff check it.' },
        { guard: 'lastPaymentFailed', target: 'failed', description: 'The last payment failed.' },
        { target: 'choosing', description: 'No payment yet: the shopper chooses how to pay.' },
      ],
    },
    choosing: {
      description: 'The shopper picks how to pay (the method chosen at checkout is ticked).',
      on: {
        'payment.method.select': { actions: 'selectMethod', description: 'Tick card, PromptPay or bank transfer.' },
        'payment.start': { target: 'starting', actions: 'clearFailure', description: 'Pay with the method ticked (a bank transfer names its slip).' },
      },
    },
    starting: {
      description: "Asking the server to start the payment of the order's total.",
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context, event }) => {
          assertEvent(event, 'payment.start');
          const body: CreatePaymentBody =
            context.method === 'bank-transfer' ? { method: 'bank-transfer', slipReference: event.slipReference ?? '' } : { method: context.method };
          return { orderId: context.orderId, body };
        },
        onDone: [
          {
            guard: { type: 'toGateway', params: ({ event }) => event.output },
            target: 'leaving',
            description: "Card: off to the gateway's hosted page; it returns to this page.",
            actions: { type: 'goToGateway', params: ({ event }) => event.output.redirectUrl! },
          },
          { target: 'loading', description: 'PromptPay or transfer: the order now shows the payment to wait for.' },
        ],
        onError: [
          {
            guard: { type: 'notPayable', params: ({ event }) => failureOf(event.error) },
            target: 'loading',
            description: 'The order can no longer be paid (expired, paid in another tab): read it again.',
          },
          {
            target: 'choosing',
            description: 'The payment could not start: the message says why.',
            actions: { type: 'recordFailure', params: ({ event }) => failureOf(event.error) },
          },
        ],
      },
    },
    leaving: {
      type: 'final',
      description: "The browser is on its way to the gateway's hosted page.",
    },
    awaitingCard: {
      description: 'Back from the gateway before its answer reached the shop: asking again shortly.',
      after: { poll: { target: 'checking', description: 'Ask again after 3 s.' } },
      on: {
        'payment.method.select': {
          target: 'choosing',
          actions: 'selectMethod',
          description: 'The shopper left the card page without paying: pay again or another way (the new payment replaces the unfinished one).',
        },
      },
    },
    awaitingPromptPay: {
      description:
        'The QR, the amount and the countdown are shown; the page moves on by itself when the money arrives or the time is up (the server expires the order when read after its deadline).',
      after: { poll: { target: 'checking', description: 'Ask again after 3 s.' } },
      on: { 'payment.method.select': { target: 'choosing', actions: 'selectMethod', description: 'Pay another way instead.' } },
    },
    awaitingTransferCheck: {
      description: 'The slip reference is sent; staff check it against the bank statement.',
      after: { transferPoll: { target: 'checking', description: 'Ask again after 15 s.' } },
    },
    checking: {
      description: 'Asking whether the money arrived.',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'routing',
          actions: { type: 'takeOrder', params: ({ event }) => event.output },
          description: 'The order as it stands now decides again.',
        },
        onError: { target: 'routing', description: 'No answer this time: keep waiting and ask again.' },
      },
    },
    failed: {
      description: 'The payment failed (card declined, slip rejected): the shopper may try again while the order is in time.',
      on: { 'payment.retry': { target: 'choosing', actions: 'clearFailure', description: 'Try again: choose how to pay.' } },
    },
    paid: {
      type: 'final',
      description: 'Paid: on to the thank-you page.',
      entry: 'goToThankYou',
    },
    expired: {
      type: 'final',
      description: 'Not paid in time: the stock went back; the shopper may order again.',
    },
    cancelled: {
      type: 'final',
      description: 'The order was cancelled.',
    },
  },
});
