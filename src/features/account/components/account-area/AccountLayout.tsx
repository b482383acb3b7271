import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps, useLocation, useMatchRoute } from '@tanstack/react-router';
import type { KeyboardEvent, ReactNode } from 'react';
import { localeParam } from '@/lib/locale';
import { useSessionActor } from '../../hooks/session-actor';
import * as css from './account-area.css';

type Entry = { to: NonNullable<LinkProps['to']>; label: string; exact?: boolean };

/**
 * The account area's frame: its menu (a column beside the page on a desktop, a list that opens under a button on a
 * phone) and the page. The address book joins the menu when the shop has that page.
 */
export function AccountLayout({ locale, addressBook, children }: { locale: Locale; addressBook: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const matchRoute = useMatchRoute();
  const params = { locale: localeParam(locale) };
  const entries: Entry[] = [
    { to: '/{-$locale}/my-account', label: t`Dashboard`, exact: true },
    { to: '/{-$locale}/my-account/order', label: t`My orders` },
    { to: '/{-$locale}/my-account/account', label: t`Account details` },
    ...(addressBook ? [{ to: '/{-$locale}/my-account/address-book' as const, label: t`Address book` }] : []),
    { to: '/{-$locale}/my-account/wish-list', label: t`Wishlist` },
    { to: '/{-$locale}/my-account/newsletter-subscriptions', label: t`Newsletter` },
    { to: '/{-$locale}/my-account/cancel-member', label: t`Cancel membership` },
  ];
  const current = entries.find((entry) => matchRoute({ to: entry.to, params, fuzzy: !entry.exact }));
  return (
    <div className={css.layout}>
      <nav className={css.sideNav} aria-label={t`My account`} data-testid="account-nav">
        <AccountMenuList entries={entries} params={params}>
          <li className={css.navSeparator}>
            <LogOutButton />
          </li>
        </AccountMenuList>
      </nav>
      <div className={css.phoneBar}>
        {/* a new page starts with the phone's menu closed; Escape closes it, as it does the shop's other menus */}
        <details key={pathname} className={css.phoneNav} data-testid="account-nav-phone" onKeyDown={closeOnEscape}>
          <summary className={css.summary}>
            <span className={css.summaryText}>
              <span className={css.summaryLabel}>
                <Trans>My account</Trans>
              </span>{' '}
              {current?.label}
            </span>
            <svg className={css.chevron} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <nav aria-label={t`My account`}>
            <AccountMenuList entries={entries} params={params} />
          </nav>
        </details>
        <LogOutButton className={css.phoneLogOut} />
      </div>
      <div className={css.content}>{children}</div>
    </div>
  );
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

function AccountMenuList({ entries, params, children }: { entries: Entry[]; params: { locale: 'en' | undefined }; children?: ReactNode }) {
  return (
    <ul className={css.navList}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} params={params} className={css.navLink} activeOptions={{ exact: Boolean(entry.exact), includeSearch: false }}>
            {entry.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** Logging out ends the session and goes to the home page. On a phone it sits beside the menu, always in reach. */
function LogOutButton({ className = css.navLink }: { className?: string }) {
  const session = useSessionActor();
  return (
    <button type="button" className={className} onClick={() => session.send({ type: 'session.logout' })}>
      <Trans>Log out</Trans>
    </button>
  );
}
