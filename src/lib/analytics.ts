import { CURRENCY } from '@contract/constants';

type DataLayerEvent = 'view_item' | 'add_to_cart' | 'purchase' | 'view_item_list' | 'view_cart' | 'select_item' | 'remove_from_cart';

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
