import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { SHOP_SHORTCUTS } from '@/ui/shop-shortcuts';
import * as css from './search.css';

/** What an empty search offers, as apple.com's does: the families, the stores and an order's tracking. */
export function QuickLinks({ locale, onFollow }: { locale: 'en' | undefined; onFollow: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="search-quick-links">
      <h2 id={headingId} className={css.heading}>
        <Trans>Quick links</Trans>
      </h2>
      <ul className={css.list}>
        {SHOP_SHORTCUTS.map(({ to, label }) => (
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
