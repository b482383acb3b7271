import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { formatBaht } from '@/lib/price-format';
import { buttonClass } from '@/ui/Button';
import { ProductImage } from '@/ui/ProductImage';
import { useCart } from '../hooks/cart-actor';
import { useMiniCartActor } from '../hooks/mini-cart-actor';
import * as css from './mini-cart.css';

/** The slide-in bag: opens when something is added, closes on navigation; the page does not scroll meanwhile. */
export function MiniCart({ locale }: { locale: 'en' | undefined }) {
  const { t } = useLingui();
  const miniCart = useMiniCartActor();
  const open = useSelector(miniCart, (s) => s.matches('open'));
  const { cart, busy } = useCart((context, state) => ({ cart: context.cart, busy: state.busy }));
  if (!open) return null;
  const hide = () => miniCart.send({ type: 'miniCart.hide' });
  const items = cart?.items ?? [];
  return (
    <>
      <button type="button" className={css.backdrop} aria-label={t`Close the bag`} onClick={hide} tabIndex={-1} />
      <aside className={css.panel} role="dialog" aria-modal="true" aria-label={t`Your bag`} data-testid="mini-cart" aria-busy={busy}>
        <div className={css.head}>
          <h2>
            <Trans>Your bag</Trans>
          </h2>
          <button type="button" className={css.close} aria-label={t`Close the bag`} onClick={hide}>
            ×
          </button>
        </div>
        {items.length === 0 ? (
          <>
            <p>{busy ? <Trans>Adding to your bag…</Trans> : <Trans>Your bag is empty</Trans>}</p>
            {!busy && (
              <Link to="/{-$locale}/products" params={{ locale }} className={buttonClass()}>
                <Trans>Shop now</Trans>
              </Link>
            )}
          </>
        ) : (
          <>
            <ul className={css.lines}>
              {items.map((item) => (
                <li key={`${item.productId}-${item.bundleParentId ?? ''}`} className={css.line} data-testid="mini-cart-line">
                  <ProductImage image={item.image} use="mini" />
                  <div>
                    <strong>{item.name}</strong>
                    <div className={css.meta}>
                      {item.description} · {item.quantity} × {formatBaht(item.price)}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <p className={css.total}>
              <span>
                <Trans>Total payable</Trans>
              </span>
              <span>{formatBaht(cart?.totalPayable)}</span>
            </p>
            <Link to="/{-$locale}/cart" params={{ locale }} className={buttonClass()}>
              <Trans>View bag</Trans>
            </Link>
          </>
        )}
      </aside>
    </>
  );
}
