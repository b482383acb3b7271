import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import { SHOP_SHORTCUTS } from '@/ui/shop-shortcuts';
import * as css from './layout.css';

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
        {SHOP_SHORTCUTS.map(({ to, label }) => (
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
