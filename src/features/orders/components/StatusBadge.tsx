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

/** An order's status in words, coloured by what it means for the shopper. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={css.status[TONE[status]]} data-testid="order-status" data-status={status}>
      {orderStatusText(i18n, status)}
    </span>
  );
}
