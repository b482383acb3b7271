import type { OrderData } from '@contract/order';
import Cookies from 'js-cookie';

/** Days the browser that placed an order may read it without logging in (the payment and thank-you pages). */
const ORDER_COOKIE_DAYS = 7;

/** Spec section 3: the order placed in this browser, by its id and its order-session id. */
export function rememberOrder({ orderId, orderSessionId }: Pick<OrderData, 'orderId' | 'orderSessionId'>) {
  const options = { expires: ORDER_COOKIE_DAYS, path: '/', sameSite: 'lax' } as const;
  Cookies.set('orderId', orderId, options);
  Cookies.set('orderSessionId', orderSessionId, options);
}

/** The order-session id when `orderId` is the order placed in this browser. */
export const orderSessionIdOf = (orderId: string): string | null => (Cookies.get('orderId') === orderId ? (Cookies.get('orderSessionId') ?? null) : null);
