import type { CartData } from '@contract/cart';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { ProductImage } from '@/ui/ProductImage';
import { bagGiftWrapping } from '@/ui/gift-wrapping';
import { LineAmount } from '@/ui/LineAmount';
import { bagLineAmounts } from '@/ui/line-amounts';
import { TotalsList } from '@/ui/TotalsList';
import * as css from './checkout.css';

/** The bag being ordered: its lines, the codes applied to it and the server's totals; `children` ends it (Place order). */
export function BagSummary({ bag, children }: { bag: CartData; children?: ReactNode }) {
  return (
    <aside className={css.summary} aria-labelledby="bag-summary-title" data-testid="bag-summary">
      <h2 id="bag-summary-title" className={css.stepTitle}>
        <Trans>Order summary</Trans>
      </h2>
      <ul className={css.summaryLines}>
        {bag.items.map((item) => (
          <li key={`${item.productId}-${item.bundleParentId ?? ''}`} className={css.summaryLine}>
            <ProductImage image={item.image} use="mini" />
            <span>
              <span className={css.lineName}>{keepNumbersWithUnits(item.name)}</span>
              <br />
              <span className={css.muted}>
                <Trans>Qty {item.quantity}</Trans>
                {item.giftWrappingFlag && (
                  <>
                    {' · '}
                    <Trans>Gift wrapped</Trans>
                  </>
                )}
              </span>
            </span>
            <span>
              <LineAmount amounts={bagLineAmounts(item)} />
            </span>
          </li>
        ))}
      </ul>
      {bag.couponCode && (
        <p className={css.applied}>
          <span>
            <Trans>Coupon</Trans>
          </span>
          <span data-testid="applied-coupon">{bag.couponCode}</span>
        </p>
      )}
      {bag.eligibilityCode && (
        <p className={css.applied}>
          <span>
            <Trans>Education code</Trans>
          </span>
          <span>{bag.eligibilityCode.eligibilityCode}</span>
        </p>
      )}
      <TotalsList totals={bag} giftWrapping={bagGiftWrapping(bag)} />
      {children}
    </aside>
  );
}
