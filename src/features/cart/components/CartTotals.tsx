import type { CartData } from '@contract/cart';
import { isShortLine } from '@machines/cart/cart-selectors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatBaht } from '@/lib/price-format';
import { Announce } from '@/ui/Announce';
import { buttonClass } from '@/ui/Button';
import { bagGiftWrapping } from '@/ui/gift-wrapping';
import * as css from './cart.css';

/** The totals exactly as the server computed them, and the way to checkout. */
export function CartTotals({ cart, locale }: { cart: CartData; locale: 'en' | undefined }) {
  const { t } = useLingui();
  const discount = cart.totalDiscount + cart.totalEduDiscount;
  const wrapping = bagGiftWrapping(cart);
  const totalPayable = formatBaht(cart.totalPayable);
  return (
    <aside className={css.summary} data-testid="cart-totals" aria-labelledby="summary-title" data-keep-clear>
      <h2 id="summary-title" className={css.panelTitle}>
        <Trans>Order summary</Trans>
      </h2>
      <Announce text={t`Total payable ${totalPayable}`} />
      <p className={css.row}>
        <span>
          <Trans>Subtotal</Trans>
        </span>
        <span data-testid="subtotal">{formatBaht(cart.totalBeforeEdu - (wrapping ?? 0))}</span>
      </p>
      {wrapping !== null && (
        <p className={css.row}>
          <span>
            <Trans>Gift wrapping</Trans>
          </span>
          <span data-testid="total-gift-wrapping">{wrapping === 0 ? <Trans>Free</Trans> : formatBaht(wrapping)}</span>
        </p>
      )}
      {discount > 0 && (
        <p className={css.row}>
          <span>
            <Trans>Discount</Trans>
          </span>
          <span data-testid="total-discount">-{formatBaht(discount)}</span>
        </p>
      )}
      {cart.totalEduDiscount > 0 && (
        <p className={`${css.row} ${css.subRow}`}>
          <span>
            <Trans>Including education discount</Trans>
          </span>
          <span data-testid="total-education-discount">-{formatBaht(cart.totalEduDiscount)}</span>
        </p>
      )}
      <p className={css.row}>
        <span>
          <Trans>Delivery</Trans>
        </span>
        <span data-testid="total-delivery">{cart.totalDeliveryFee === 0 ? <Trans>Free</Trans> : formatBaht(cart.totalDeliveryFee)}</span>
      </p>
      <p className={css.total}>
        <span>
          <Trans>Total payable</Trans>
        </span>
        <span data-testid="total-payable">{totalPayable}</span>
      </p>
      <p className={css.vat}>
        <span>
          <Trans>Including VAT 7%</Trans>
        </span>
        <span data-testid="total-vat">{formatBaht(cart.totalVat)}</span>
      </p>
      {cart.items.some(isShortLine) && (
        <p className={css.warning} data-testid="bag-short">
          <Trans>Some items in your bag are out of stock or have fewer left than you chose: lower their quantity or remove them before you check out.</Trans>
        </p>
      )}
      <Link to="/{-$locale}/checkout" params={{ locale }} className={`${buttonClass()} ${css.checkout}`} data-testid="checkout">
        <Trans>Check out</Trans>
      </Link>
    </aside>
  );
}
