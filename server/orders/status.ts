import type { OrderStatus } from '../db/schema.ts';

/**
 * The order lifecycle, in one place. An unpaid order is paid, cancelled or expires; a paid one is prepared,
 * shipped and delivered, and staff can cancel it (refund due) until it leaves the warehouse.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pendingPayment: ['paid', 'cancelled', 'expired'],
  paid: ['preparing', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** A customer cancels an order themselves only before paying; a paid order is refunded by staff. */
export const customerMayCancel = (status: OrderStatus): status is 'pendingPayment' => status === 'pendingPayment';

/** Leaving for these gives the order's stock, coupon use and education-code use back. */
export const RELEASING: readonly OrderStatus[] = ['cancelled', 'expired'];

/** Orders that count: against stock, coupon limits and yearly education limits. */
export const LIVE_STATUSES: OrderStatus[] = ['pendingPayment', 'paid', 'preparing', 'shipped', 'delivered'];
