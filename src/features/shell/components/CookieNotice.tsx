import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Button } from '@/ui/Button';
import { useShellActors } from '../hooks/shell-actors';
import * as css from './shell.css';
import { focusMain } from '@/lib/focus-main';

export function CookieNotice() {
  const { t } = useLingui();
  const { cookieNotice } = useShellActors();
  const visible = useSelector(cookieNotice, (s) => s.matches('visible'));
  const { locale } = useParams({ strict: false });
  if (!visible) return null;
  return (
    <section className={css.cookieBar} aria-label={t`Cookies`} aria-live="polite" data-testid="cookie-notice">
      <p className={css.cookieText}>
        <Trans>We use cookies to keep your bag and your language and to improve the shop.</Trans>{' '}
        <Link to="/{-$locale}/cookies-policy" params={{ locale }} className={css.cookieLink}>
          <Trans>Cookie policy</Trans>
        </Link>
      </p>
      <Button
        look="secondary"
        onClick={() => {
          cookieNotice.send({ type: 'cookieNotice.accept' });
          focusMain();
        }}
      >
        <Trans>Accept</Trans>
      </Button>
    </section>
  );
}
