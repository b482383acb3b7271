import type { Locale } from '@contract/constants';
import { OrderListResponse, OrderResponse, TrackingResponse } from '@contract/order';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type Http } from '@/lib/http';
import { ORDER_PAGE_SIZE } from '../order-pages';

/** The customer's order calls and guest tracking (docs/api.md, Orders). */
export function ordersApi(http: Http) {
  return {
    list: async (offset: number, limit: number) => (await http.get('/order/api/orders', OrderListResponse, { searchParams: { offset, limit } })).data,
    get: async (orderId: string) => (await http.get(`/order/api/orders/${encodeURIComponent(orderId)}`, OrderResponse)).data,
    /** only an unpaid order; the answer is the order, cancelled */
    cancel: async (orderId: string) => (await http.post(`/order/api/orders/${encodeURIComponent(orderId)}/cancel`, OrderResponse)).data,
    /** a guest's look at an order: its number and the email or phone it was placed with */
    track: async (orderId: string, contact: string) => (await http.post('/order/api/tracking', TrackingResponse, { json: { orderId, contact } })).data,
  };
}

/**
 * The order queries sit under the account area's key and the customer (as every account query does): leaving the
 * membership drops them, and another customer in the same tab never sees these orders.
 */
export const ordersKey = (owner: string) => ['account', owner, 'orders'] as const;

export const orderListQuery = (http: Http, owner: string, page: number) =>
  queryOptions({
    queryKey: [...ordersKey(owner), 'page', page],
    queryFn: () => ordersApi(http).list((page - 1) * ORDER_PAGE_SIZE, ORDER_PAGE_SIZE),
  });

/** Names and descriptions of the lines come in the page's language. */
export const orderQuery = (http: Http, owner: string, orderId: string, locale: Locale) =>
  queryOptions({
    queryKey: [...ordersKey(owner), 'order', orderId, locale],
    queryFn: () => ordersApi(http).get(orderId),
    // an unknown order (404) or a malformed number (400) is an answer, not a hiccup to try again
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
