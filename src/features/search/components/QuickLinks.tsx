import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import * as css from './search.css';

/** What an empty search offers, as apple.com's does: the families, the stores and an order's tracking. */
export function QuickLinks({ locale, onFollow }: { locale: 'en' | undefined; onFollow: () => void }) {
  const headingId = useId();
  const params = { locale };
  return (
    <section aria-labelledby={headingId} data-testid="search-quick-links">
      <h2 id={headingId} className={css.heading}>
        <Trans>Quick links</Trans>
      </h2>
      <ul className={css.list}>
        <li>
          <Link to="/{-$locale}/iphone" params={params} className={css.quickLink} onClick={onFollow}>
            iPhone
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/ipad" params={params} className={css.quickLink} onClick={onFollow}>
            iPad
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/mac" params={params} className={css.quickLink} onClick={onFollow}>
            Mac
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/watch" params={params} className={css.quickLink} onClick={onFollow}>
            Apple Watch
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/apple-accessories" params={params} className={css.quickLink} onClick={onFollow}>
            <Trans>AirPods and accessories</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/ourstore" params={params} className={css.quickLink} onClick={onFollow}>
            <Trans>Find a store</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/order-tracking/{-$orderId}" params={params} className={css.quickLink} onClick={onFollow}>
            <Trans>Track an order</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
