import { codeOf, failureOf } from '../errorModal/failure.ts';

/**
 * Why placing an order did not end with an order, as checkout acts on it:
 * - `unauthorized`: the login ran out (401): log in and come back;
 * - `cartChanged`: the bag or a price changed since the shopper reviewed it (409 CART_CHANGED, PRICE_CHANGED): show
 *   what changed, ask again;
 * - `ordered`: the bag was ordered already, in another tab (409 CART_ORDERED);
 * - `network`: no answer or a server failure: the order may exist, so the retry sends the same Idempotency-Key;
 * - `rejected`: the server said no for a reason the shopper can act on (stock, education limit, coupon, address),
 *   named in its message.
 */
export type PlaceFailureKind = 'unauthorized' | 'cartChanged' | 'ordered' | 'network' | 'rejected';

export interface PlaceFailure {
  kind: PlaceFailureKind;
  status: number;
  /** the server's message, in the shopper's language */
  message: string | null;
}

export function placeFailureOf(error: unknown): PlaceFailure {
  const { status, message } = failureOf(error);
  const code = codeOf(error);
  const kind: PlaceFailureKind =
    status === 401
      ? 'unauthorized'
      : code === 'CART_CHANGED' || code === 'PRICE_CHANGED'
        ? 'cartChanged'
        : code === 'CART_ORDERED'
          ? 'ordered'
          : status === 0 || status === 408 || status === 429 || status >= 500
            ? 'network'
            : 'rejected';
  return { kind, status, message };
}
