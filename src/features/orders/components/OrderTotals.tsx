import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { orderGiftWrapping } from '@/ui/gift-wrapping';
import { TotalsList } from '@/ui/TotalsList';
import * as css from './orders.css';

/** The totals as the server froze them at checkout, and the codes that made them. */
export function OrderTotals({ order }: { order: OrderData }) {
  const { couponCode } = order;
  return (
    <section className={css.summary} aria-labelledby="order-totals" data-testid="order-totals">
      <h2 id="order-totals" className={css.sectionTitle}>
        <Trans>Order summary</Trans>
      </h2>
      <TotalsList totals={order} giftWrapping={orderGiftWrapping(order)} />
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
