import type { CartData } from '@contract/cart';
import { Trans } from '@lingui/react/macro';
import { formatBaht } from '@/lib/price-format';
import * as css from './cart.css';

/** The totals exactly as the server computed them. */
export function CartTotals({ cart }: { cart: CartData }) {
  const discount = cart.totalDiscount + cart.totalEduDiscount;
  return (
    <aside className={css.summary} data-testid="cart-totals">
      <h2>
        <Trans>Order summary</Trans>
      </h2>
      <p className={css.row}>
        <span>
          <Trans>Discount</Trans>
        </span>
        <span data-testid="total-discount">{discount > 0 ? `-${formatBaht(discount)}` : formatBaht(0)}</span>
      </p>
      <p className={css.row}>
        <span>
          <Trans>Delivery</Trans>
        </span>
        <span>{cart.totalDeliveryFee === 0 ? <Trans>Free</Trans> : formatBaht(cart.totalDeliveryFee)}</span>
      </p>
      <p className={css.total}>
        <span>
          <Trans>Total payable</Trans>
        </span>
        <span data-testid="total-payable">{formatBaht(cart.totalPayable)}</span>
      </p>
      <p className={css.vat}>
        <span>
          <Trans>Including VAT 7%</Trans>
        </span>
        <span data-testid="total-vat">{formatBaht(cart.totalVat)}</span>
      </p>
    </aside>
  );
}
