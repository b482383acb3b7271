/**
 * What the QA paths need to know of a machine besides its model (docs/qa.md): which fields of a value are worth
 * reading, and how to let a delay pass that is not a fixed number of milliseconds. Keyed by machine id.
 */
export interface QaConfig {
  /**
   * The fields that matter, at any depth: an object that has one of them shows only those (so a bag reads
   * `{ cartId, items, totalPayable, version }`, not its first fields); an object that has none reads as usual.
   */
  fields?: readonly string[];
  /** what to do for a delay, by delay name, when its length depends on more than the machine (e.g. the clock) */
  delays?: Readonly<Record<string, string>>;
}

const failure = ['status', 'code', 'message'];
const bag = ['cartId', 'items', 'couponCode', 'eligibilityCode', 'totalQuantity', 'totalPayable', 'version'];
const order = ['orderId', 'status', 'expiredAt', 'items', 'totalPayable', 'payments'];

export const qaConfigs: Readonly<Record<string, QaConfig>> = {
  cart: {
    fields: [...bag, ...failure, 'cart', 'queue', 'pendingQuantities', 'error', 'op', 'adoptedCartId', 'crossSell', 'productId', 'quantity', 'customerId'],
  },
  checkout: {
    fields: [
      ...bag,
      ...order,
      ...failure,
      'checkoutId',
      'attempt',
      'bag',
      'changes',
      'failure',
      'kind',
      'termsMissing',
      'order',
      'shippingAddressId',
      'billingAddressId',
      'taxInvoice',
      'paymentMethod',
      'termsAccepted',
      'cart',
      'addressId',
      'method',
      'accepted',
      'type',
      'companyName',
      'taxId',
    ],
  },
  payment: {
    fields: [...order, ...failure, 'order', 'method', 'failure', 'redirectUrl', 'slipReference'],
  },
  preorder: {
    fields: [
      ...order,
      ...failure,
      'visitId',
      'attempt',
      'sessionId',
      'session',
      'email',
      'limitPerEmail',
      'unitsLeft',
      'products',
      'bag',
      'details',
      'phone',
      'failure',
      'order',
      'productId',
      'quantity',
    ],
    delays: { untilExpiry: "wait until the session's countdown ends" },
  },
  appointment: {
    fields: [...failure, 'booking', 'appointment', 'failure', 'id', 'branch', 'name', 'serviceType', 'date', 'time', 'email', 'cancelled'],
  },
};

export const qaConfigOf = (machineId: string): QaConfig => (Object.hasOwn(qaConfigs, machineId) ? qaConfigs[machineId]! : {});
