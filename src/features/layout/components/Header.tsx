import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale';
import { LanguageSwitch } from './LanguageSwitch';
import * as css from './layout.css';

export function Header({ locale, cartButton, accountMenu }: { locale: Locale; cartButton: ReactNode; accountMenu: ReactNode }) {
  const { t } = useLingui();
  const p = { locale: localeParam(locale) };
  return (
    <header className={css.header}>
      <div className={css.bar}>
        <Link to="/{-$locale}/home" params={p} className={css.logo} aria-label={t`Home`} data-testid="logo">
          <svg width="18" height="22" viewBox="0 0 17 20" aria-hidden>
            <path fill="currentColor" d="M14.1 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9C3.6 4.8 2 5.8 1.1 7.4c-1.9 3.2-.5 8 1.3 10.6.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.7-1-3-4.4ZM11.6 3c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.1.1 2.3-.6 3-1.5Z" />
          </svg>
          <span className={css.brandText}>
            <Trans>Apple Premium Reseller</Trans>
          </span>
        </Link>
        <nav className={css.nav} aria-label={t`Products`}>
          <Link to="/{-$locale}/iphone" params={p} className={css.navLink}>iPhone</Link>
          <Link to="/{-$locale}/ipad" params={p} className={css.navLink}>iPad</Link>
          <Link to="/{-$locale}/mac" params={p} className={css.navLink}>Mac</Link>
          <Link to="/{-$locale}/watch" params={p} className={css.navLink}>Watch</Link>
          <Link to="/{-$locale}/apple-accessories" params={p} className={css.navLink}>
            <Trans>Accessories</Trans>
          </Link>
          <Link to="/{-$locale}/products" params={p} className={css.navLink}>
            <Trans>All products</Trans>
          </Link>
        </nav>
        <div className={css.tools}>
          <LanguageSwitch current={locale} />
          {accountMenu}
          {cartButton}
        </div>
      </div>
    </header>
  );
}
