import type { CartData, CartItem } from '@contract/cart';
import { CURRENCY } from '@contract/constants';
import type { ProductDetail } from '@contract/catalogue';
import type { OrderData } from '@contract/order';
import { cartItems, contentsOf, lineItem, listItem, type ListedProduct, orderLineItem, productItem } from './analytics-items';
import { hasPrivacyConsent } from './privacy-consent';
import { type Conversion, sendConversion } from './conversions';

type EcommerceEvent = 'view_item' | 'add_to_cart' | 'purchase' | 'view_item_list' | 'view_cart' | 'select_item' | 'remove_from_cart' | 'begin_checkout';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Shared by the data-layer entry and the Conversions API event, so that the ad platform counts them once. */
const newEventId = (name: string) => `${name}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
const money = (value: number) => Math.round(value * 100) / 100;

/**
 * One event to the data layer (GA4's shape) and, when it has one, its Conversions API event, only with the shopper's
 * consent. Never throws and never waits: tracking must not break or slow shopping (spec section 7).
 */
function report(entry: Record<string, unknown>, conversion?: Conversion) {
  try {
    if (!hasPrivacyConsent()) return;
    const dataLayer = (window.dataLayer ??= []);
    // GA4's advice: the previous ecommerce object is cleared, or the tag manager merges it into this one
    if ('ecommerce' in entry) dataLayer.push({ ecommerce: null });
    dataLayer.push(conversion?.eventId ? { ...entry, event_id: conversion.eventId } : entry);
    if (conversion) void sendConversion(conversion);
  } catch {
    // tracking failures are swallowed (spec section 7)
  }
}

const ecommerce = (event: EcommerceEvent, data: Record<string, unknown>) => ({ event, ecommerce: { currency: CURRENCY, ...data } });

/** A product page was shown. */
export function trackViewItem(product: ProductDetail) {
  const item = productItem(product);
  report(ecommerce('view_item', { value: item.price, items: [item] }), {
    eventName: 'ViewContent',
    eventId: newEventId('ViewContent'),
    contentIds: [item.item_id],
    contents: [{ id: item.item_id, quantity: 1, itemPrice: item.price }],
    contentName: product.productName,
    contentType: 'product_group',
    contentCategory: product.categoryName || undefined,
    value: item.price,
  });
}

/** The bag took `quantity` more of a line (the cart machine's add succeeded). */
export function trackAddToCart(line: CartItem, quantity: number) {
  const value = money(line.price * quantity);
  report(ecommerce('add_to_cart', { value, items: [lineItem(line, quantity)] }), {
    eventName: 'AddToCart',
    eventId: newEventId('AddToCart'),
    ...contentsOf([{ productId: line.productId, quantity, price: line.price }]),
    contentName: line.productName,
    contentCategory: line.categoryName || undefined,
    value,
  });
}

export function trackRemoveFromCart(line: CartItem) {
  report(ecommerce('remove_from_cart', { value: money(line.price * line.quantity), items: [lineItem(line)] }));
}

/** Products shown as a list (a listing, a page of search results, the first of them at `offset` in the whole list). */
export function trackViewItemList(listName: string, products: ListedProduct[], offset = 0) {
  const items = products.map((product, i) => listItem(product, offset + i, listName));
  if (items.length > 0) report(ecommerce('view_item_list', { item_list_name: listName, items }));
}

/** The product at `index` of a list was followed. */
export function trackSelectItem(listName: string, product: ListedProduct, index: number) {
  report(ecommerce('select_item', { item_list_name: listName, items: [listItem(product, index, listName)] }));
}

/** The cart page was shown with something in the bag. */
export function trackViewCart(cart: CartData) {
  if (cart.items.length > 0) report(ecommerce('view_cart', { value: cart.totalPayable, items: cartItems(cart) }));
}

/** Checkout began with this bag: the data layer's begin_checkout and the Conversions API's InitiateCheckout. */
export function trackInitiateCheckout(cart: CartData) {
  report(ecommerce('begin_checkout', { value: cart.totalPayable, coupon: cart.couponCode ?? undefined, items: cartItems(cart) }), {
    eventName: 'InitiateCheckout',
    eventId: newEventId('InitiateCheckout'),
    ...contentsOf(cart.items),
    value: cart.totalPayable,
  });
}

const REPORTED_ORDERS_KEY = 'reportedOrders';
/** The latest orders remembered as reported; a shopper does not revisit older thank-you pages. */
const REPORTED_ORDERS_KEPT = 20;
const reportedThisLoad = new Set<string>();

/** True the first time an order is seen in this browser, after which it is remembered in local storage. */
function firstSighting(orderId: string): boolean {
  if (reportedThisLoad.has(orderId)) return false;
  reportedThisLoad.add(orderId);
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REPORTED_ORDERS_KEY) ?? '[]');
    const reported = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    if (reported.includes(orderId)) return false;
    localStorage.setItem(REPORTED_ORDERS_KEY, JSON.stringify([...reported, orderId].slice(-REPORTED_ORDERS_KEPT)));
  } catch {
    // storage unavailable: this page load still remembers the order
  }
  return true;
}

/**
 * An order was placed (the thank-you page): the data layer's purchase and the Conversions API's Purchase, once per
 * order however often its page is shown again. An order cancelled or expired by then is not reported.
 */
export function trackPurchase(order: OrderData) {
  try {
    if (!hasPrivacyConsent() || order.status === 'cancelled' || order.status === 'expired' || !firstSighting(order.orderId)) return;
  } catch {
    return;
  }
  report(
    ecommerce('purchase', {
      transaction_id: order.orderId,
      value: order.totalPayable,
      tax: order.totalVat,
      shipping: order.totalDeliveryFee,
      coupon: order.couponCode ?? undefined,
      items: order.items.map(orderLineItem),
    }),
    { eventName: 'Purchase', eventId: `Purchase.${order.orderId}`, ...contentsOf(order.items), value: order.totalPayable },
  );
}

/** A new account (the data layer's `sign_up`, the Conversions API's CompleteRegistration). */
export function trackRegistration(method: 'email' | 'facebook' | 'apple') {
  report(
    { event: 'sign_up', method, conversion: 'CompleteRegistration' },
    {
      eventName: 'CompleteRegistration',
      eventId: newEventId('CompleteRegistration'),
      contentIds: [],
      contents: [],
      contentName: `${method} registration`,
      status: 'registered',
    },
  );
}
