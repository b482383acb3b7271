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
 * An order's status in words, coloured by what it means for the shopper. An order awaiting payment whose transfer
 * slip the shop is checking says so: the shopper has paid and waits for nothing but the shop.
 */
export function StatusBadge({ status, slipInReview = false }: { status: OrderStatus; slipInReview?: boolean }) {
  const { i18n, t } = useLingui();
  const reviewing = status === 'pendingPayment' && slipInReview;
  return (
    <span className={css.status[reviewing ? 'moving' : TONE[status]]} data-testid="order-status" data-status={status}>
      {reviewing ? t`Checking your transfer` : orderStatusText(i18n, status)}
    </span>
  );
}
