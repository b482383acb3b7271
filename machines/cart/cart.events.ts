import type { WriteRequest } from './cart-queue.ts';

/** What the cart machine takes, in a file of its own: the machines that send to the cart import this, not the machine. */
export type CartEvent =
  | WriteRequest
  | { type: 'cart.quantity.change'; productId: number; bundleParentId?: number | null; quantity: number }
  /** the 300 ms pause ended (raised by the machine itself) */
  | { type: 'cart.quantity.flush' }
  /** go to checkout; refused while anything is waiting or in flight */
  | { type: 'cart.checkout' }
  /** login merged the guest bag into the customer's: this is the bag from now on */
  | { type: 'cart.adopt'; cartId: string }
  /** forget the cart (logout) */
  | { type: 'cart.reset' }
  /** this bag was ordered: the shopper shops on with a fresh bag (an order of another bag is no news here) */
  | { type: 'cart.ordered'; cartId: string }
  /** the bag may have changed elsewhere (another tab): load it again */
  | { type: 'cart.reload' }
  /** another tab stored another bag id (or none): follow it */
  | { type: 'cart.stored.changed'; cartId: string | null }
  /** a write in another tab changed a bag, which is now at this version */
  | { type: 'cart.elsewhere.written'; cartId: string; version: number };
