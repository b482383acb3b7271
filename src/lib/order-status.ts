import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '@contract/order';

const STATUS = {
  pendingPayment: msg`Awaiting payment`,
  paid: msg`Paid`,
  preparing: msg`Preparing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  expired: msg`Payment time ran out`,
} satisfies Record<OrderStatus, unknown>;

/** An order's status as the shopper reads it. */
export const orderStatusText = (i18n: I18n, status: OrderStatus) => i18n._(STATUS[status]);
