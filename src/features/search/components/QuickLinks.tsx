import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import * as css from './search.css';

const LINKS = [
  { to: '/{-$locale}/iphone', label: 'iPhone' },
  { to: '/{-$locale}/ipad', label: 'iPad' },
  { to: '/{-$locale}/mac', label: 'Mac' },
  { to: '/{-$locale}/watch', label: 'Apple Watch' },
  { to: '/{-$locale}/apple-accessories', label: <Trans>AirPods and accessories</Trans> },
  { to: '/{-$locale}/ourstore', label: <Trans>Find a store</Trans> },
  { to: '/{-$locale}/order-tracking/{-$orderId}', label: <Trans>Track an order</Trans> },
] as const;

/** What an empty search offers, as apple.com's does: the families, the stores and an order's tracking. */
export function QuickLinks({ locale, onFollow }: { locale: 'en' | undefined; onFollow: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="search-quick-links">
      <h2 id={headingId} className={css.heading}>
        <Trans>Quick links</Trans>
      </h2>
      <ul className={css.list}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} params={{ locale }} className={css.quickLink} onClick={onFollow}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
