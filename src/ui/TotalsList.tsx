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

/** Subtotal, discounts, delivery, total payable and the VAT it includes: money with satang shows both digits. */
export function TotalsList({ totals }: { totals: Totals }) {
  const { totalBeforeEdu, totalEduDiscount, totalDiscount, totalDeliveryFee, totalVat, totalPayable } = totals;
  return (
    <dl className={css.list} data-testid="totals">
      <div className={css.row}>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{formatBaht(totalBeforeEdu)}</dd>
      </div>
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
