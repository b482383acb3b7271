import { CURRENCY, PRIVACY_CONSENT_COOKIE } from '@contract/constants';
import Cookies from 'js-cookie';

type DataLayerEvent = 'view_item' | 'add_to_cart' | 'purchase' | 'view_item_list' | 'view_cart' | 'select_item' | 'remove_from_cart';

/** Whether the shopper agreed to the privacy policy, which covers reporting who they are (a registration). */
export const hasPrivacyConsent = () => Cookies.get(PRIVACY_CONSENT_COOKIE) === 'agreed';

/**
 * A new account (the data layer's `sign_up`, the ad platform's CompleteRegistration), reported only with the
 * shopper's consent: unlike the shop's page events it is about the person. Never throws.
 */
export function trackRegistration(method: 'email' | 'facebook' | 'apple') {
  try {
    if (hasPrivacyConsent()) (window.dataLayer ??= []).push({ event: 'sign_up', method, conversion: 'CompleteRegistration' });
  } catch {
    // tracking failures are swallowed (spec section 7)
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Analytics data-layer events (spec section 7), always in THB. Never throws: tracking must not break shopping. */
export function track(event: DataLayerEvent, ecommerce: Record<string, unknown>) {
  try {
    (window.dataLayer ??= []).push({ event, ecommerce: { currency: CURRENCY, ...ecommerce } });
  } catch {
    // tracking failures are swallowed (spec section 7)
  }
}
