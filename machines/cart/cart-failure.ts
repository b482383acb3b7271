import type { ErrorModalEvent } from '../errorModal/errorModal.machine.ts';
import { codeOf, type Failure, failureOf } from '../errorModal/failure.ts';
import type { CartOp } from './cart-queue.ts';

export interface CartError extends Failure {
  op: CartOp['kind'] | 'load';
}

export const toCartError = (error: unknown, op: CartError['op']): CartError => ({ ...failureOf(error), op });

/** 409 CART_ORDERED: the bag became an order elsewhere (another tab, or a checkout left before it answered). */
export const bagWasOrdered = (error: unknown) => codeOf(error) === 'CART_ORDERED';

/** A coupon the server refuses (422) is explained beside the coupon field, in the server's words, not in the modal. */
export const shownBesideField = (error: CartError) => error.op === 'coupon' && error.status === 422;

/**
 * Spec section 8 for cart calls: 401 asks to log in; a quantity update refused with 422 is 'not enough stock',
 * any other update failure the default text; an add or an education code shows the server's message; create,
 * merge, delete and coupon the default text.
 */
export function cartFailureNotice(error: CartError): Extract<ErrorModalEvent, { type: 'error.show' }> {
  const shown = { type: 'error.show', case: error.status, canHide: true } as const;
  if (error.status === 401) return { ...shown, reason: 'loginRequired' };
  // 409 CART_ORDERED, the only conflict of a cart write: the bag was ordered elsewhere
  if (error.status === 409) return { ...shown, message: error.message };
  if (error.op === 'update') return { ...shown, reason: error.status === 422 ? 'notEnoughStock' : 'default' };
  if (error.op === 'add' || error.op === 'eligibility.apply') return { ...shown, message: error.message };
  return { ...shown, reason: 'default' };
}
