import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract/constants';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { localeParam } from '@/lib/locale';
import { errorText } from '@/lib/error-text';
import { Button } from '@/ui/Button';
import { useSession, useSessionActor } from '../hooks/session-actor';
import * as css from './account.css';
import { SocialButtons } from './SocialButtons';

/** Email and password; the session machine logs in, this form shows its progress and errors. */
export function LoginForm({ onLoggedIn, onSocialPending, locale }: { onLoggedIn: () => void; onSocialPending: () => void; locale: Locale }) {
  const params = { locale: localeParam(locale) };
  const { i18n } = useLingui();
  const session = useSessionActor();
  const { loggedIn, socialPending, busy, error } = useSession((context, state) => ({
    loggedIn: state.loggedIn,
    socialPending: state.value === 'socialPending',
    busy: state.busy,
    error: context.error,
  }));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (loggedIn) onLoggedIn();
    else if (socialPending) onSocialPending();
  }, [loggedIn, socialPending, onLoggedIn, onSocialPending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'session.login', username: email.trim(), password });
  };
  const message = error && errorText(i18n, { message: error.status === 0 ? null : error.message });

  return (
    <section className={css.panel}>
      <h1 className={css.title}>
        <Trans>Log in</Trans>
      </h1>
      <form className={css.loginForm} onSubmit={submit} noValidate>
        <label className={css.field}>
          <Trans>Email</Trans>
          <input
            className={css.input}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(error)}
          />
        </label>
        <label className={css.field}>
          <Trans>Password</Trans>
          <input
            className={css.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(error)}
          />
        </label>
        {message && (
          <p className={css.error} role="alert" data-testid="login-error">
            {message}
          </p>
        )}
        <Button type="submit" disabled={busy || !email || !password}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      <SocialButtons disabled={busy} onProof={(provider, proof) => session.send({ type: 'session.social', provider, ...proof })} />
      <p className={css.links}>
        <Link to="/{-$locale}/forgot-password" params={params}>
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/{-$locale}/register" params={params}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </section>
  );
}
