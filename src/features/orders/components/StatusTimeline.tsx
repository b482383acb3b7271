import type { Locale } from '@contract/constants';
import type { OrderStatus } from '@contract/order';
import { useLingui } from '@lingui/react/macro';
import { formatMoment } from '@/lib/date-format';
import { orderStatusText } from '@/lib/order-status';
import * as css from './orders.css';

/** Every status the order has had, oldest first, each with its date and time (the account's order page and tracking). */
export function StatusTimeline({ history, locale, label }: { history: { status: OrderStatus; at: string }[]; locale: Locale; label: string }) {
  const { i18n } = useLingui();
  return (
    <ol className={css.timeline} aria-label={label} data-testid="status-timeline">
      {history.map(({ status, at }) => (
        <li key={`${status}-${at}`} className={css.step} data-testid="status-step">
          <span className={css.stepName}>{orderStatusText(i18n, status)}</span>
          <time className={css.stepTime} dateTime={at}>
            {formatMoment(at, locale)}
          </time>
        </li>
      ))}
    </ol>
  );
}
