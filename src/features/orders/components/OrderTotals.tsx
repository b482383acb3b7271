import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatBaht } from '@/lib/price-format';
import * as css from './orders.css';

const minus = (amount: number) => `-${formatBaht(amount)}`;

function Sum({ label, value, testId, className = css.sum }: { label: ReactNode; value: ReactNode; testId: string; className?: string }) {
  return (
    <p className={className}>
      <span>{label}</span>
      <span className={css.sumValue} data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

/** The totals as the server froze them at checkout, and the codes that made them. */
export function OrderTotals({ order }: { order: OrderData }) {
  const { couponCode } = order;
  return (
    <section className={css.summary} aria-labelledby="order-totals" data-testid="order-totals">
      <h2 id="order-totals" className={css.sectionTitle}>
        <Trans>Order summary</Trans>
      </h2>
      <Sum label={<Trans>Subtotal</Trans>} value={formatBaht(order.totalBeforeEdu)} testId="total-before-edu" />
      {order.totalEduDiscount > 0 && <Sum label={<Trans>Education discount</Trans>} value={minus(order.totalEduDiscount)} testId="total-edu-discount" />}
      {order.totalDiscount > 0 && <Sum label={<Trans>Discount</Trans>} value={minus(order.totalDiscount)} testId="total-discount" />}
      <Sum
        label={<Trans>Delivery</Trans>}
        value={order.totalDeliveryFee === 0 ? <Trans>Free</Trans> : formatBaht(order.totalDeliveryFee)}
        testId="total-delivery"
      />
      <Sum label={<Trans>Total payable</Trans>} value={formatBaht(order.totalPayable)} testId="total-payable" className={css.total} />
      <Sum label={<Trans>Including VAT 7%</Trans>} value={formatBaht(order.totalVat)} testId="total-vat" className={css.vat} />
      {(couponCode || order.educationFlag) && (
        <ul className={css.codes} data-testid="order-codes">
          {couponCode && (
            <li>
              <Trans>Coupon {couponCode}</Trans>
            </li>
          )}
          {order.educationFlag && (
            <li>
              <Trans>Education pricing with your institution's code</Trans>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
