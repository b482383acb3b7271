import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trackRegistration } from '@/lib/analytics';
import { localeParam } from '@/lib/locale';
import type { Locale } from '@contract/constants';
import * as css from './account.css';
import { RegisterForm } from './RegisterForm';
import { ResendActivation } from './ResendActivation';

/** /register: the form, then what to do with the link the shop mailed (and a way to have it again). */
export function RegisterPage({ locale }: { locale: Locale }) {
  const [email, setEmail] = useState<string | null>(null);
  const params = { locale: localeParam(locale) };
  if (email) return <CheckYourEmail email={email} />;
  return (
    <section className={css.widePanel}>
      <h1 className={css.title}>
        <Trans>Create an account</Trans>
      </h1>
      <p className={css.links}>
        <span>
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/{-$locale}/login" params={params}>
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

function CheckYourEmail({ email }: { email: string }) {
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
    </section>
  );
}
