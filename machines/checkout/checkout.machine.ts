import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CartData } from '../../contract/cart.ts';
import type { OrderData, TaxInvoiceRequest } from '../../contract/order.ts';
import type { PaymentMethod } from '../../contract/payment-method.ts';
import { type BagChange, bagChanges } from './bag-changes.ts';
import { type PlaceFailure, placeFailureOf } from './checkout-failure.ts';

export type { BagChange } from './bag-changes.ts';
export type { PlaceFailure } from './checkout-failure.ts';

/** What the shopper chooses on the checkout page. A null address means the default of its kind. */
export interface CheckoutChoices {
  shippingAddressId: number | null;
  billingAddressId: number | null;
  /** a full tax invoice, or null for an abbreviated receipt */
  taxInvoice: TaxInvoiceRequest | null;
  paymentMethod: PaymentMethod;
  /** the terms of sale and the refund policy */
  termsAccepted: boolean;
}

export interface CheckoutContext extends CheckoutChoices {
  /** one id per visit of the checkout page; with `attempt` it makes the Idempotency-Key */
  checkoutId: string;
  /** a new attempt after every answer that placed nothing; a retry after no answer keeps it */
  attempt: number;
  /** the bag as the shopper reviews it: its version goes with the order */
  bag: CartData | null;
  /** what changed when the server said the bag had changed */
  changes: BagChange[];
  /** why the last attempt placed nothing */
  failure: PlaceFailure | null;
  /** the shopper pressed Place order without accepting the terms */
  termsMissing: boolean;
  order: OrderData | null;
}

/** What the place-order call sends (POST /order/api/orders). */
export interface PlaceOrderInput {
  idempotencyKey: string;
  cartId: string;
  cartVersion: number;
  /** the total payable the shopper saw: the server refuses the order if its own total differs (PRICE_CHANGED) */
  expectedTotal: number;
  shippingAddressId: number | null;
  billingAddressId: number | null;
  taxInvoice: TaxInvoiceRequest | null;
}

export type CheckoutEvent =
  /**
   * the cart machine has nothing pending: this is the bag (sent by `watchBag`); `elsewhere` when it was loaded again
   * because another tab changed it, not changed on this page
   */
  | { type: 'checkout.bag.settled'; cart: CartData | null; elsewhere?: boolean }
  /** the cart machine is sending a change (the mini cart is open on the page) */
  | { type: 'checkout.bag.pending' }
  | { type: 'checkout.shipping.select'; addressId: number }
  | { type: 'checkout.billing.select'; addressId: number }
  | { type: 'checkout.taxInvoice.set'; taxInvoice: TaxInvoiceRequest | null }
  | { type: 'checkout.payment.select'; method: PaymentMethod }
  | { type: 'checkout.terms.set'; accepted: boolean }
  | { type: 'checkout.place' }
  /** after no answer: send the same order again */
  | { type: 'checkout.retry' };

export const idempotencyKeyOf = (context: Pick<CheckoutContext, 'checkoutId' | 'attempt'>) => `${context.checkoutId}-${context.attempt}`;

/**
 * Checkout, from the reviewed bag to a placed order. The bag is taken only when the cart machine has nothing
 * pending; one Idempotency-Key per attempt, reused on retry, so double clicks and a flaky network never make two
 * orders. After the order is placed the page goes on to payment (machines/checkout/payment.machine.ts).
 */
export const checkoutMachine = setup({
  types: {
    input: {} as { checkoutId: string; paymentMethod?: PaymentMethod },
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** reports the cart machine's bag: `checkout.bag.settled` when nothing is pending, else `checkout.bag.pending` */
    watchBag: fromCallback(() => {}),
    placeOrder: fromPromise<OrderData, PlaceOrderInput>(async () => {
      throw new Error('placeOrder not provided');
    }),
  },
  actions: {
    takeBag: assign({
      bag: ({ event }) => {
        assertEvent(event, 'checkout.bag.settled');
        return event.cart;
      },
    }),
    takeChangedBag: assign(({ context, event }) => {
      assertEvent(event, 'checkout.bag.settled');
      return { bag: event.cart, changes: event.cart ? bagChanges(context.bag, event.cart) : [] };
    }),
    selectShipping: assign({
      shippingAddressId: ({ event }) => {
        assertEvent(event, 'checkout.shipping.select');
        return event.addressId;
      },
    }),
    selectBilling: assign({
      billingAddressId: ({ event }) => {
        assertEvent(event, 'checkout.billing.select');
        return event.addressId;
      },
    }),
    setTaxInvoice: assign({
      taxInvoice: ({ event }) => {
        assertEvent(event, 'checkout.taxInvoice.set');
        return event.taxInvoice;
      },
    }),
    selectPayment: assign({
      paymentMethod: ({ event }) => {
        assertEvent(event, 'checkout.payment.select');
        return event.method;
      },
    }),
    setTerms: assign(({ event }) => {
      assertEvent(event, 'checkout.terms.set');
      return { termsAccepted: event.accepted, termsMissing: false };
    }),
    markTermsMissing: assign({ termsMissing: true }),
    clearFailure: assign({ failure: null, changes: [] }),
    recordFailure: assign({ failure: (_, failure: PlaceFailure) => failure }),
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    takeOrder: assign({ order: (_, order: OrderData) => order }),
    // the app provides these: the cart machine and the router
    /** ask the cart machine to load the bag again (`cart.reload`) */
    reloadBag: () => {},
    /** the bag is an order now: a fresh bag (`cart.ordered`), the order's cookies, on to payment */
    orderPlaced: (_, _order: OrderData) => {},
    /** the bag was ordered in another tab: it is forgotten here too */
    forgetOrderedBag: () => {},
    goToLogin: () => {},
    goToBag: () => {},
  },
  guards: {
    bagIsEmpty: ({ event }) => event.type === 'checkout.bag.settled' && !event.cart?.items.length,
    /** a bag the shopper had reviewed, changed in another tab */
    changedElsewhere: ({ context, event }) => event.type === 'checkout.bag.settled' && event.elsewhere === true && context.bag !== null,
    termsAccepted: ({ context }) => context.termsAccepted,
    failedWith: (_, { error, kind }: { error: unknown; kind: PlaceFailure['kind'] }) => placeFailureOf(error).kind === kind,
  },
}).createMachine({
  id: 'checkout',
  description: 'Checkout: review the bag, choose addresses, tax invoice and payment, place one order.',
  context: ({ input }) => ({
    checkoutId: input.checkoutId,
    attempt: 1,
    bag: null,
    changes: [],
    failure: null,
    termsMissing: false,
    order: null,
    shippingAddressId: null,
    billingAddressId: null,
    taxInvoice: null,
    paymentMethod: input.paymentMethod ?? 'card',
    termsAccepted: false,
  }),
  invoke: { id: 'watchBag', src: 'watchBag' },
  initial: 'reviewing',
  states: {
    reviewing: {
      description: 'Waiting until the bag has nothing pending in the cart machine: the shopper orders the bag they see.',
      on: {
        'checkout.bag.settled': [
          { guard: 'bagIsEmpty', target: 'bagEmpty', description: 'The bag is empty: nothing to order.' },
          {
            guard: 'changedElsewhere',
            target: 'choosing',
            actions: 'takeChangedBag',
            description: 'The bag was changed in another tab: the shopper sees what changed before ordering it.',
          },
          { target: 'choosing', actions: 'takeBag', description: 'The bag has nothing pending: this is what gets ordered.' },
        ],
      },
    },
    choosing: {
      description: 'The shopper chooses the shipping and billing addresses, a tax invoice, the payment method, and accepts the terms.',
      on: {
        'checkout.bag.settled': [
          { guard: 'bagIsEmpty', target: 'bagEmpty', description: 'The last line was removed (mini cart): back to the bag.' },
          { actions: 'takeBag', description: 'A change made on this page (mini cart) is what gets ordered.' },
        ],
        'checkout.bag.pending': { target: 'reviewing', description: 'A change to the bag is being sent: placing waits for it.' },
        'checkout.shipping.select': { actions: 'selectShipping', description: 'Pick a shipping address from the address book.' },
        'checkout.billing.select': { actions: 'selectBilling', description: 'Pick the billing address (the tax invoice goes to it).' },
        'checkout.taxInvoice.set': { actions: 'setTaxInvoice', description: 'Ask for a full tax invoice (person or company), or not.' },
        'checkout.payment.select': { actions: 'selectPayment', description: 'Card, PromptPay or bank transfer.' },
        'checkout.terms.set': { actions: 'setTerms', description: 'Tick (or untick) the terms of sale and refund policy.' },
        'checkout.place': [
          { guard: 'termsAccepted', target: 'placing', actions: 'clearFailure', description: 'Place order.' },
          { actions: 'markTermsMissing', description: 'Place order without the terms: the box asks to be ticked.' },
        ],
      },
    },
    placing: {
      description: "Sending the order with this attempt's Idempotency-Key; more clicks do nothing.",
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          idempotencyKey: idempotencyKeyOf(context),
          cartId: context.bag!.cartId,
          cartVersion: context.bag!.version,
          expectedTotal: context.bag!.totalPayable,
          shippingAddressId: context.shippingAddressId,
          billingAddressId: context.billingAddressId,
          taxInvoice: context.taxInvoice,
        }),
        onDone: {
          target: 'placed',
          description: 'The order exists: the bag is a fresh one, the order is remembered and the shopper goes on to pay.',
          actions: [
            { type: 'takeOrder', params: ({ event }) => event.output },
            { type: 'orderPlaced', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, kind: 'unauthorized' }) },
            target: 'loginRequired',
            description: '401: the login ran out; log in and come back to checkout.',
          },
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, kind: 'cartChanged' }) },
            target: 'reloadingBag',
            description:
              '409 CART_CHANGED or PRICE_CHANGED: the bag or a price changed since the shopper saw it; the bag is loaded again and the shopper asked again.',
            actions: [{ type: 'recordFailure', params: ({ event }) => placeFailureOf(event.error) }, 'nextAttempt', 'reloadBag'],
          },
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, kind: 'ordered' }) },
            target: 'orderedElsewhere',
            description: '409 CART_ORDERED: this bag was ordered in another tab.',
            actions: [{ type: 'recordFailure', params: ({ event }) => placeFailureOf(event.error) }, 'forgetOrderedBag'],
          },
          {
            guard: { type: 'failedWith', params: ({ event }) => ({ error: event.error, kind: 'network' }) },
            target: 'noAnswer',
            description: 'No answer (network, time-out, server failure): the order may exist.',
            actions: { type: 'recordFailure', params: ({ event }) => placeFailureOf(event.error) },
          },
          {
            target: 'reloadingBag',
            description:
              '422 or 409 for a reason the shopper can act on (stock, education limit, coupon, address): the message names it; the bag is loaded again.',
            actions: [{ type: 'recordFailure', params: ({ event }) => placeFailureOf(event.error) }, 'nextAttempt', 'reloadBag'],
          },
        ],
      },
    },
    noAnswer: {
      description: 'The order may or may not exist. Retrying sends the same Idempotency-Key: the server answers the same order, never a second.',
      on: { 'checkout.retry': { target: 'placing', description: 'Try again (same key).' } },
    },
    reloadingBag: {
      description: 'The bag is loaded again so that checkout shows what the server holds and what changed.',
      on: {
        'checkout.bag.settled': [
          { guard: 'bagIsEmpty', target: 'bagEmpty', description: 'The bag is empty now: nothing to order.' },
          { target: 'choosing', actions: 'takeChangedBag', description: 'The shopper sees what changed and decides again.' },
        ],
      },
    },
    placed: {
      type: 'final',
      description: 'The order exists; the bag is a fresh one and the shopper goes on to pay.',
    },
    loginRequired: {
      type: 'final',
      description: 'Off to log in; the login comes back to checkout.',
      entry: 'goToLogin',
    },
    bagEmpty: {
      type: 'final',
      description: 'Nothing to order: back to the bag.',
      entry: 'goToBag',
    },
    orderedElsewhere: {
      type: 'final',
      description: 'The bag was ordered in another tab: the shopper is shown where to find the order.',
    },
  },
});
