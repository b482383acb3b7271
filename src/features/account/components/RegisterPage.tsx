import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trackRegistration } from '@/lib/analytics';
import { localeParam } from '@/lib/locale';
import type { Locale } from '@contract/constants';
import * as css from './account.css';
import { RegisterForm } from './RegisterForm';
import { ResendActivation } from './ResendActivation';

/**
 * /register: the form, then what to do with the link the shop mailed (and a way to have it again). Its login links
 * keep `redirect`, so that a shopper who left the checkout to create an account is taken back there.
 */
export function RegisterPage({ locale, redirect }: { locale: Locale; redirect?: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const params = { locale: localeParam(locale) };
  const search = { redirect: redirect || undefined };
  if (email) return <CheckYourEmail email={email} login={{ params, search }} />;
  return (
    <section className={css.widePanel}>
      <h1 className={css.title}>
        <Trans>Create an account</Trans>
      </h1>
      <p className={css.links}>
        <span>
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/{-$locale}/login" params={params} search={search}>
            <Trans>Log in</Trans>
          </Link>
        </span>
      </p>
      <RegisterForm
        onRegistered={(address) => {
          trackRegistration('email');
          setEmail(address);
        }}
      />
    </section>
  );
}

function CheckYourEmail({ email, login }: { email: string; login: { params: { locale: ReturnType<typeof localeParam> }; search: { redirect?: string } } }) {
  return (
    <section className={css.widePanel} data-testid="register-done">
      <h1 className={css.title} tabIndex={-1} ref={(heading) => heading?.focus()}>
        <Trans>Check your email</Trans>
      </h1>
      <p>
        <Trans>
          We have sent a link to <strong>{email}</strong>. Open it to activate your account, then log in.
        </Trans>
      </p>
      <p className={css.lead}>
        <Trans>No mail after a few minutes? Look in your junk mail folder, or have the link sent again.</Trans>
      </p>
      <ResendActivation email={email} />
      <p className={css.links}>
        <span>
          <Trans>Activated your account?</Trans>{' '}
          <Link to="/{-$locale}/login" params={login.params} search={login.search}>
            <Trans>Log in</Trans>
          </Link>
        </span>
      </p>
    </section>
  );
}
