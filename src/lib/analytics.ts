import type { CartData, CartItem } from '@contract/cart';
import type { ProductDetail } from '@contract/catalogue';
import type { OrderData } from '@contract/order';
import type { ListedProduct } from './analytics-items';
import type * as AnalyticsReport from './analytics-report';
import { hasPrivacyConsent } from './privacy-consent';

type Report = typeof AnalyticsReport;
let report: Promise<Report> | undefined;

/**
 * The reporting code (`analytics-report.ts`) loads with the first event the shopper has agreed to report: a shopper
 * who has not agreed downloads none of it. Events keep their order, since each waits for the same import. A file
 * that did not load is asked for again by the next event; every failure is swallowed (spec section 7).
 */
function withReport(send: (loaded: Report) => void) {
  if (!hasPrivacyConsent()) return;
  report ??= import('./analytics-report');
  report.then(send, () => (report = undefined)).catch(() => undefined);
}

/** A product page was shown. */
export const trackViewItem = (product: ProductDetail) => withReport((r) => r.trackViewItem(product));
/** The bag took `quantity` more of a line (the cart machine's add succeeded). */
export const trackAddToCart = (line: CartItem, quantity: number) => withReport((r) => r.trackAddToCart(line, quantity));
export const trackRemoveFromCart = (line: CartItem) => withReport((r) => r.trackRemoveFromCart(line));
/** Products shown as a list (a listing, a page of search results, the first of them at `offset` in the whole list). */
export const trackViewItemList = (listName: string, products: ListedProduct[], offset = 0) =>
  withReport((r) => r.trackViewItemList(listName, products, offset));
/** The product at `index` of a list was followed. */
export const trackSelectItem = (listName: string, product: ListedProduct, index: number) => withReport((r) => r.trackSelectItem(listName, product, index));
/** The cart page was shown with something in the bag. */
export const trackViewCart = (cart: CartData) => withReport((r) => r.trackViewCart(cart));
/** Checkout began with this bag. */
export const trackInitiateCheckout = (cart: CartData) => withReport((r) => r.trackInitiateCheckout(cart));
/** An order was placed (the thank-you page), reported once per order. */
export const trackPurchase = (order: OrderData) => withReport((r) => r.trackPurchase(order));
/** A new account. */
export const trackRegistration = (method: 'email' | 'facebook' | 'apple') => withReport((r) => r.trackRegistration(method));
