import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import * as css from './layout.css';

/** Where a shopper who followed a dead link most likely meant to go. */
const WAYS_ON = [
  { to: '/{-$locale}/iphone', label: 'iPhone' },
  { to: '/{-$locale}/ipad', label: 'iPad' },
  { to: '/{-$locale}/mac', label: 'Mac' },
  { to: '/{-$locale}/watch', label: 'Apple Watch' },
  { to: '/{-$locale}/apple-accessories', label: <Trans>AirPods and accessories</Trans> },
  { to: '/{-$locale}/ourstore', label: <Trans>Find a store</Trans> },
  { to: '/{-$locale}/order-tracking/{-$orderId}', label: <Trans>Track an order</Trans> },
] as const;

export function NotFoundPage({ locale }: { locale: Locale }) {
  const params = { locale: localeParam(locale) };
  return (
    <section className={css.notFound} data-testid="not-found">
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <p className={css.notFoundText}>
        <Trans>The address may be mistyped, or the page has moved. These may be what you were looking for:</Trans>
      </p>
      <ul className={css.notFoundLinks}>
        {WAYS_ON.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} params={params}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/{-$locale}" params={params} className={buttonClass()}>
        <Trans>Return home</Trans>
      </Link>
    </section>
  );
}
