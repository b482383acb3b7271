import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useSession } from '../hooks/session-actor';
import * as css from './account.css';

/** Guests see a login link (coming back to this page); a logged-in shopper sees a welcome to their account. */
export function AccountMenu({ locale }: { locale: 'en' | undefined }) {
  const { href } = useLocation();
  const { loggedIn, firstName } = useSession((context, state) => ({ loggedIn: state.loggedIn, firstName: context.customer?.firstName ?? '' }));
  if (loggedIn)
    return (
      <Link to="/{-$locale}/my-account" params={{ locale }} className={css.menuLink} data-testid="account-link">
        <Trans>Hi, {firstName}</Trans>
      </Link>
    );
  return (
    <Link to="/{-$locale}/login" params={{ locale }} search={{ redirect: href }} className={css.menuLink} data-testid="login-link">
      <Trans>Log in</Trans>
    </Link>
  );
}
