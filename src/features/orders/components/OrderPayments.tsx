import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoment } from '@/lib/date-format';
import { formatBaht } from '@/lib/price-format';
import { paymentMethodText, paymentStatusText } from '../order-texts';
import * as css from './orders.css';

/** Every payment attempt of the order: how, how much, when and how it ended; money the shop owes back says so. */
export function OrderPayments({ payments, locale }: { payments: OrderData['payments']; locale: Locale }) {
  const { i18n } = useLingui();
  return (
    <ul className={css.payments} data-testid="order-payments">
      {payments.map((payment) => {
        const at = payment.completedAt ?? payment.createdAt;
        return (
          <li key={payment.id} className={css.payment} data-testid="order-payment">
            <span className={css.lineName}>{paymentMethodText(i18n, payment.method)}</span>
            <span className={css.amount}>{formatBaht(payment.amount)}</span>
            <span className={css.lineMeta}>
              {paymentStatusText(i18n, payment.status)} ·{' '}
              <time dateTime={at} className={css.stepTime}>
                {formatMoment(at, locale)}
              </time>
            </span>
            {payment.refundDue && (
              <span className={css.refund} data-testid="refund-due">
                <Trans>The shop will refund this payment.</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
