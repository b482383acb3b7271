import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartError } from '@machines/cart/cart.machine';

/** Spec section 8 for cart calls: which text the shopper sees for which failure. */
export function cartErrorMessage(i18n: I18n, error: CartError): string {
  const fallback = i18n._(msg`Cannot complete the transaction, please try again later`);
  if (error.status === 401) return i18n._(msg`Please log in`);
  if (error.op === 'update') return error.status === 422 ? i18n._(msg`Not enough stock`) : fallback;
  if (error.op === 'add') return error.message || fallback;
  return fallback;
}
