import { Trans, useLingui } from '@lingui/react/macro';
import { bagUnavailable, cartCount, linesSubtotal } from '@machines/cart/cart-selectors';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatBaht } from '@/lib/price-format';
import { Announce } from '@/ui/Announce';
import { buttonClass } from '@/ui/Button';
import { useCart } from '../hooks/cart-actor';
import { useLineActions } from '../hooks/line-actions';
import { useMiniCartActor } from '../hooks/mini-cart-actor';
import { BagUnavailable } from './BagUnavailable';
import { CartLine } from './CartLine';
import { EmptyBag } from './EmptyBag';
import * as css from './mini-cart.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the panel's last control goes to its first, Shift+Tab from the first to the last: the keyboard stays in the bag. */
function keepFocusIn(panel: HTMLElement, event: KeyboardEvent<HTMLElement>) {
  const controls = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('dialog'));
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The slide-in bag: opens when something is added, closes on navigation; the page does not scroll meanwhile. */
export function MiniCart({ locale }: { locale: 'en' | undefined }) {
  const { t } = useLingui();
  const miniCart = useMiniCartActor();
  const open = useSelector(miniCart, (s) => s.matches('open'));
  const { cart, busy, count, unavailable } = useCart((context, state) => ({
    cart: context.cart,
    busy: state.busy,
    count: cartCount(context),
    unavailable: bagUnavailable(context),
  }));
  const title = useRef<HTMLHeadingElement>(null);
  const { step, askToRemove, dialog } = useLineActions(title);
  const panel = useRef<HTMLDivElement>(null);
  const hide = () => miniCart.send({ type: 'miniCart.hide' });

  // the panel takes focus when it opens, so the keyboard starts in the bag and Escape closes it; on closing, focus
  // goes back where it was (Add to bag)
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    panel.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);
  if (!open) return null;
  const items = cart?.items ?? [];
  const educationDiscount = formatBaht(cart?.totalEduDiscount ?? 0);
  const subtotal = formatBaht(linesSubtotal(cart));
  return (
    <>
      <button type="button" className={css.backdrop} aria-label={t`Close the bag`} onClick={hide} tabIndex={-1} />
      <div
        ref={panel}
        className={css.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mini-cart-title"
        data-testid="mini-cart"
        aria-busy={busy}
        tabIndex={-1}
        // a link followed here closes the bag also when only the address's search changes (another variant of the
        // product on the page), which the router does not count as a new page
        onClick={(event) => {
          const opensHere = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
          if (opensHere && event.target instanceof Element && event.target.closest('a[href]')) hide();
        }}
        onKeyDown={(event) => {
          // the remove dialog handles its own keys
          if (event.target instanceof HTMLElement && event.target.closest('dialog')) return;
          if (event.key === 'Escape') hide();
          if (event.key === 'Tab' && panel.current) keepFocusIn(panel.current, event);
        }}
      >
        <div className={css.head}>
          <h2 id="mini-cart-title" ref={title} tabIndex={-1} className={css.title}>
            <Trans>Your bag</Trans>
            {count > 0 && <span className={css.count}> ({count})</span>}
          </h2>
          <button type="button" className={css.close} aria-label={t`Close the bag`} onClick={hide}>
            ×
          </button>
        </div>
        {items.length === 0 ? (
          busy ? (
            <p>
              <Trans>Adding to your bag…</Trans>
            </p>
          ) : unavailable ? (
            <BagUnavailable heading={3} />
          ) : (
            <EmptyBag locale={locale} heading={3} />
          )
        ) : (
          <>
            <ul className={css.lines}>
              {items.map((item) => (
                <CartLine
                  key={`${item.productId}-${item.bundleParentId ?? ''}`}
                  item={item}
                  locale={locale}
                  mini
                  onStep={(delta) => step(item, delta)}
                  onRemove={() => askToRemove(item)}
                />
              ))}
            </ul>
            <div className={css.foot}>
              <p className={css.total}>
                <span>
                  <Trans>Subtotal</Trans>
                </span>
                <span data-testid="mini-cart-subtotal">{subtotal}</span>
              </p>
              <Announce text={t`Subtotal ${subtotal}`} />
              {cart && cart.totalEduDiscount > 0 && (
                <p className={css.note} data-testid="mini-cart-education-discount">
                  <Trans>Includes an education discount of {educationDiscount}</Trans>
                </p>
              )}
              <p className={css.note}>
                <Trans>Including VAT. Delivery, gift wrapping and coupons are worked out in the bag.</Trans>
              </p>
              <div className={css.buttons}>
                <Link to="/{-$locale}/cart" params={{ locale }} className={buttonClass('quiet')}>
                  <Trans>View bag</Trans>
                </Link>
                <Link to="/{-$locale}/checkout" params={{ locale }} className={buttonClass()}>
                  <Trans>Check out</Trans>
                </Link>
              </div>
            </div>
          </>
        )}
        {dialog}
      </div>
    </>
  );
}
