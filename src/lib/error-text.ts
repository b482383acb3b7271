import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorReason } from '@machines/errorModal/failure';
import { ApiError } from './http';

/**
 * Spec section 8: the texts a failure shows, in the shopper's language, in one place. A reason names one of the
 * catalogue's texts; without one the server's message shows, or the default text when it sent none.
 */
export function errorText(i18n: I18n, failure: { reason?: ErrorReason | null; message?: string | null }): string {
  switch (failure.reason) {
    case 'loginRequired':
      return i18n._(msg`Please log in`);
    case 'notEnoughStock':
      return i18n._(msg`Not enough stock`);
    case 'default':
      return i18n._(msg`Cannot complete the transaction, please try again later`);
    default:
      return failure.message || i18n._(msg`Cannot complete the transaction, please try again later`);
  }
}

/**
 * The server's own words for a refusal (a 4xx, written in the shopper's language); null for a fault of the server or
 * of whatever stands before it (a 5xx, whose body may be a proxy's English) and for a network failure, which take the
 * catalogue's default text.
 */
export const refusalOf = (error: unknown): string | null =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== '' ? error.message : null;
