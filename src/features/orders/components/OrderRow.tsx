import type { Locale } from '@contract/constants';
import type { OrderSummary } from '@contract/order';
import type * as v from 'valibot';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatMoment } from '@/lib/date-format';
import { localeParam } from '@/lib/locale';
import { formatBaht } from '@/lib/price-format';
import * as css from './orders.css';
import { StatusBadge } from './StatusBadge';

/** One order of the list: its first product's picture, number, date, status, items and total; the row opens it. */
export function OrderRow({ order, locale }: { order: v.InferOutput<typeof OrderSummary>; locale: Locale }) {
  const { orderId, totalQuantity } = order;
  return (
    <li>
      <Link to="/{-$locale}/my-account/order/$orderId" params={{ locale: localeParam(locale), orderId }} className={css.row} data-testid="order-row">
        {order.firstImage ? (
          <img className={css.thumb} src={order.firstImage} alt="" width={80} height={80} loading="lazy" decoding="async" />
        ) : (
          <span className={css.noThumb} />
        )}
        <span className={css.rowBody}>
          <span className={css.rowTitle}>
            <Trans>Order {orderId}</Trans>
          </span>
          <time className={css.muted} dateTime={order.createdAt}>
            {formatMoment(order.createdAt, locale)}
          </time>
          <span className={css.muted}>
            <Plural value={totalQuantity} one="# item" other="# items" />
          </span>
        </span>
        <span className={css.rowEnd}>
          <StatusBadge status={order.status} slipInReview={order.slipInReview} />
          <span className={css.amount} data-testid="order-total">
            {formatBaht(order.totalPayable)}
          </span>
        </span>
      </Link>
    </li>
  );
}
