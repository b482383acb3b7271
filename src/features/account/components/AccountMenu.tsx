import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { localeOf, localePath } from '@/lib/locale';
import { returnPathOf } from '@/lib/safe-redirect';
import { useSessionActor } from '../hooks/session-actor';
import * as css from './account-menu.css';

const anchorOf = (id: string) => `--account-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/**
 * The account popover (spec section 6): guests get create-account and login links; a logged-in shopper a
 * welcome with their full name, my account, my orders, wishlist and logout.
 */
export function AccountMenu({ locale }: { locale: 'en' | undefined }) {
  const { t } = useLingui();
  const id = useId();
  const { href } = useLocation();
  const session = useSessionActor();
  const { loggedIn, firstName, fullName } = useSelector(
    session,
    (s) => ({
      loggedIn: s.matches('loggedIn'),
      firstName: s.context.customer?.firstName ?? '',
      fullName: [s.context.customer?.firstName, s.context.customer?.lastName].filter(Boolean).join(' '),
    }),
    (a, b) => a.loggedIn === b.loggedIn && a.fullName === b.fullName,
  );
  const close = () => document.getElementById(id)?.hidePopover();
  const at = (path: string) => localePath(localeOf(locale), path);
  return (
    <div>
      <button
        type="button"
        popoverTarget={id}
        className={css.trigger}
        style={{ anchorName: anchorOf(id) }}
        // the name begins with what shows beside the icon (from lg), so that a shopper can say what they see; a guest's
        // says what the popover offers, apart from the forms' own Log in button
        aria-label={!loggedIn ? t`Log in or create an account` : firstName ? t`Hi, ${firstName}: your account` : t`My account`}
        data-testid={loggedIn ? 'account-link' : 'login-link'}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
        </svg>
        {/* a session whose profile could not be loaded yet knows no name */}
        <span className={css.triggerText}>{!loggedIn ? <Trans>Log in</Trans> : firstName ? <Trans>Hi, {firstName}</Trans> : <Trans>My account</Trans>}</span>
      </button>
      <div id={id} popover="auto" className={css.popover} style={{ positionAnchor: anchorOf(id) }} data-testid="account-menu">
        {loggedIn ? (
          <>
            <p className={css.welcome}>{fullName ? <Trans>Welcome, {fullName}</Trans> : <Trans>Welcome</Trans>}</p>
            <ul className={css.list}>
              <li>
                <Link to="/{-$locale}/my-account" params={{ locale }} className={css.link} onClick={close}>
                  <Trans>My account</Trans>
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/my-account/order" params={{ locale }} className={css.link} onClick={close}>
                  <Trans>My orders</Trans>
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/my-account/wish-list" params={{ locale }} className={css.link} onClick={close}>
                  <Trans>Wishlist</Trans>
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={css.link}
                  onClick={() => {
                    close();
                    session.send({ type: 'session.logout' });
                  }}
                >
                  <Trans>Log out</Trans>
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul className={css.list}>
            <li>
              <Link to="." href={at('/register')} className={css.link} onClick={close}>
                <Trans>Create an account</Trans>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/login" params={{ locale }} search={{ redirect: returnPathOf(href) ?? undefined }} className={css.link} onClick={close}>
                <Trans>Log in</Trans>
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
