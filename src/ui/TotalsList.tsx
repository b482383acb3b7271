import { Trans } from '@lingui/react/macro';
import { formatBaht } from '@/lib/price-format';
import * as css from './totals-list.css';

/** The totals of a bag or an order, exactly as the server computed them. */
export interface Totals {
  totalBeforeEdu: number;
  totalEduDiscount: number;
  totalDiscount: number;
  totalDeliveryFee: number;
  totalVat: number;
  totalPayable: number;
}

/**
 * Subtotal, gift wrapping, discounts, delivery, total payable and the VAT it includes, as the bag page shows them:
 * money with satang shows both digits. `giftWrapping` is what the wrapped lines add (null when none is wrapped); the
 * subtotal is the products' alone.
 */
export function TotalsList({ totals, giftWrapping = null }: { totals: Totals; giftWrapping?: number | null }) {
  const { totalBeforeEdu, totalEduDiscount, totalDiscount, totalDeliveryFee, totalVat, totalPayable } = totals;
  return (
    <dl className={css.list} data-testid="totals" data-keep-clear>
      <div className={css.row}>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd data-testid="subtotal">{formatBaht(totalBeforeEdu - (giftWrapping ?? 0))}</dd>
      </div>
      {giftWrapping !== null && (
        <div className={css.row}>
          <dt>
            <Trans>Gift wrapping</Trans>
          </dt>
          <dd>{giftWrapping === 0 ? <Trans>Free</Trans> : formatBaht(giftWrapping)}</dd>
        </div>
      )}
      {totalEduDiscount > 0 && (
        <div className={css.row}>
          <dt>
            <Trans>Education discount</Trans>
          </dt>
          <dd>-{formatBaht(totalEduDiscount)}</dd>
        </div>
      )}
      {totalDiscount > 0 && (
        <div className={css.row}>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>-{formatBaht(totalDiscount)}</dd>
        </div>
      )}
      <div className={css.row}>
        <dt>
          <Trans>Delivery</Trans>
        </dt>
        <dd>{totalDeliveryFee === 0 ? <Trans>Free</Trans> : formatBaht(totalDeliveryFee)}</dd>
      </div>
      <div className={`${css.row} ${css.total}`}>
        <dt>
          <Trans>Total payable</Trans>
        </dt>
        <dd data-testid="total-payable">{formatBaht(totalPayable)}</dd>
      </div>
      <div className={`${css.row} ${css.vat}`}>
        <dt>
          <Trans>Including VAT 7%</Trans>
        </dt>
        <dd data-testid="total-vat">{formatBaht(totalVat)}</dd>
      </div>
    </dl>
  );
}
