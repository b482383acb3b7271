import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { accountApi } from '../api/account-api';
import * as css from './account.css';
import { EmailLinkForm } from './EmailLinkForm';

/** /forgot-password: the shop mails a link to choose a new password (and says nothing of whether the address has an account). */
export function ForgotPassword({ locale }: { locale: Locale }) {
  const api = accountApi(useHttp());
  return (
    <section className={css.panel}>
      <h1 className={css.title}>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>Enter the email of your account and we will send you a link to choose a new password.</Trans>
      </p>
      <EmailLinkForm
        action="forgot_password"
        send={api.forgotPassword}
        done={<Trans>If the address has an account, a link to choose a new password is on its way. It works once.</Trans>}
      />
      <Link to="/{-$locale}/login" params={{ locale: localeParam(locale) }}>
        <Trans>Back to log in</Trans>
      </Link>
    </section>
  );
}
