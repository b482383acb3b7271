import type { OrderStatus } from '@contract/order';
import { useLingui } from '@lingui/react/macro';
import { orderStatusText } from '@/lib/order-status';
import * as css from './orders.css';

const TONE = {
  pendingPayment: 'waiting',
  paid: 'moving',
  preparing: 'moving',
  shipped: 'moving',
  delivered: 'done',
  cancelled: 'ended',
  expired: 'ended',
} satisfies Record<OrderStatus, keyof typeof css.status>;

/**
 * An order's status in words, coloured by what it means for the shopper. An unpaid order whose transfer slip the
 * shop is checking (`slipInReview`, never true of another status) says so: the shopper waits for nothing but the shop.
 */
export function StatusBadge({ status, slipInReview = false }: { status: OrderStatus; slipInReview?: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <span className={css.status[slipInReview ? 'moving' : TONE[status]]} data-testid="order-status" data-status={status}>
      {slipInReview ? t`Checking your transfer` : orderStatusText(i18n, status)}
    </span>
  );
}
