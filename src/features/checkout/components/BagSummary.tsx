import type { CartData } from '@contract/cart';
import type { Locale } from '@contract/constants';
import { isShortLine } from '@machines/cart/cart-selectors';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { ProductImage } from '@/ui/ProductImage';
import { bagGiftWrapping } from '@/ui/gift-wrapping';
import { LineAmount } from '@/ui/LineAmount';
import { bagLineAmounts } from '@/ui/line-amounts';
import { TotalsList } from '@/ui/TotalsList';
import * as css from './checkout.css';

export const shortLines = (bag: CartData) => bag.items.filter(isShortLine);

/**
 * The bag being ordered: its lines, the codes applied to it and the server's totals, with what keeps it from being
 * ordered (a line short of stock, a coupon the bag does not qualify for) and the way back to the bag to change it;
 * `children` ends it (Place order).
 */
export function BagSummary({ bag, locale, children }: { bag: CartData; locale: Locale; children?: ReactNode }) {
  return (
    <aside className={css.summary} aria-labelledby="bag-summary-title" data-testid="bag-summary">
      <div className={css.summaryHead}>
        <h2 id="bag-summary-title" className={css.stepTitle}>
          <Trans>Order summary</Trans>
        </h2>
        <Link to="/{-$locale}/cart" params={{ locale: localeParam(locale) }} className={css.summaryLink}>
          <Trans>Edit bag</Trans>
        </Link>
      </div>
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
              {isShortLine(item) && (
                <span className={css.shortage} data-testid="short-stock">
                  {item.stock === 0 ? <Trans>Out of stock</Trans> : <Plural value={item.stock} one="Only # item left" other="Only # items left" />}
                </span>
              )}
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
      {bag.couponCode && bag.couponErrorMessage && (
        <p className={css.shortage} data-testid="coupon-not-qualifying">
          {bag.couponErrorMessage}
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
