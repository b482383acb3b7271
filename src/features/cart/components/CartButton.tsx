import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { bagUnavailable, cartCount } from '@machines/cart/cart-selectors';
import { Link } from '@tanstack/react-router';
import { countForm } from '@/lib/count-form';
import { useCart } from '../hooks/cart-actor';
import * as css from './cart.css';

export function CartButton({ locale }: { locale: 'en' | undefined }) {
  const { t } = useLingui();
  const count = useCart(cartCount);
  // a bag that could not be loaded has no count to tell, not none
  const unknown = useCart(bagUnavailable);
  const form = countForm(count);
  return (
    <Link
      to="/{-$locale}/cart"
      params={{ locale }}
      className={css.badgeButton}
      aria-label={unknown ? t`Bag` : t({ message: select(form, { one: `Bag, ${count} item`, other: `Bag, ${count} items` }) })}
      data-testid="cart-button"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden>
        <path d="M5 8h14l-1 12H6L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {count > 0 && (
        <span className={css.badge} data-testid="cart-badge">
          {count}
        </span>
      )}
    </Link>
  );
}
