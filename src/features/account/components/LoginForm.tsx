import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract/constants';
import { Link } from '@tanstack/react-router';
import { LoginBody } from '@contract/auth';
import { getValue } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { localeParam } from '@/lib/locale';
import { errorText } from '@/lib/error-text';
import { formRules } from '@/lib/form-rules';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/forms/TextField';
import { useSession, useSessionActor } from '../hooks/session-actor';
import * as css from './account.css';
import { ResendActivation } from './ResendActivation';
import { SocialButtons } from './SocialButtons';

type LoginValues = { username: string; password: string };

/**
 * Email and password; the session machine logs in, this form checks the fields and shows its progress and errors.
 * `redirect`, the page the login returns to, goes with a shopper who creates an account instead.
 */
export function LoginForm({
  onLoggedIn,
  onSocialPending,
  locale,
  redirect,
}: {
  onLoggedIn: () => void;
  onSocialPending: () => void;
  locale: Locale;
  redirect?: string;
}) {
  useSignals();
  const params = { locale: localeParam(locale) };
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const { loggedIn, socialPending, expired, busy, error } = useSession((context, state) => ({
    loggedIn: state.loggedIn,
    socialPending: state.value === 'socialPending',
    expired: state.value === 'expired',
    busy: state.busy,
    error: context.error,
  }));
  const [form, { Form, Field }] = useShopForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: formRules(LoginBody),
    // two fields, both needed: a shopper tabbing past them (to the social buttons) is not told off before sending
    validateOn: 'submit',
    revalidateOn: 'change',
  });

  // once per login: while the page it leads to loads (and its guard may send the shopper on), this page is still
  // here and its callbacks change with the address; calling them again would start the way over
  const left = useRef(false);
  useEffect(() => {
    if (!loggedIn && !socialPending) left.current = false;
    else if (!left.current) {
      left.current = true;
      if (loggedIn) onLoggedIn();
      else onSocialPending();
    }
  }, [loggedIn, socialPending, onLoggedIn, onSocialPending]);

  // what a refusal was about: once the shopper changes the email or password, it no longer says anything about them
  const submitted = useRef<string | null>(null);
  const typed = () => `${getValue(form, 'username') ?? ''}\n${getValue(form, 'password') ?? ''}`;
  const stale = error !== null && submitted.current !== null && typed() !== submitted.current;
  // the two refusals a login meets are said in the page's language, which the shopper may switch after reading them;
  // other refusals in the server's words, and a server fault (whose body may be a proxy's English) in the catalogue's
  const refusal =
    error?.code === 'INVALID_CREDENTIALS'
      ? t`The email or password is incorrect`
      : error?.code === 'ACCOUNT_NOT_ACTIVATED'
        ? t`Your account is not activated yet. Please use the link we emailed to you.`
        : null;
  const message = error && !stale && (refusal ?? errorText(i18n, { message: error.status >= 400 && error.status < 500 ? error.message : null }));
  // the button was disabled while the login ran, which drops the keyboard's focus: it goes to the reason instead
  const errorRef = useRef<HTMLParagraphElement>(null);
  const shown = Boolean(message);
  useEffect(() => {
    if (shown) errorRef.current?.focus();
  }, [error, shown]);

  return (
    <section className={css.panel}>
      <h1 className={css.title}>
        <Trans>Log in</Trans>
      </h1>
      {/* the session ended by itself (its refresh was refused), maybe while a page was being saved */}
      {expired && !message && (
        <p className={css.lead} role="status" data-testid="session-ended">
          <Trans>Your session has ended. Please log in again.</Trans>
        </p>
      )}
      <Form
        className={css.loginForm}
        noValidate
        onSubmit={({ username, password }) => {
          submitted.current = `${username}\n${password}`;
          session.send({ type: 'session.login', username: username.trim(), password });
        }}
      >
        <Field name="username">
          {(field, props) => <TextField field={field} props={props} label={t`Email`} type="email" inputMode="email" autoComplete="username" required />}
        </Field>
        <Field name="password">
          {(field, props) => <TextField field={field} props={props} label={t`Password`} type="password" autoComplete="current-password" required />}
        </Field>
        {message && (
          <p ref={errorRef} tabIndex={-1} className={css.error} role="alert" data-testid="login-error">
            {message}
          </p>
        )}
        {/* 403: the right password for an account not yet activated, whose link may be lost or expired */}
        {error?.status === 403 && !stale && <ResendActivation email={getValue(form, 'username')?.trim() ?? ''} />}
        <Button type="submit" busy={busy}>
          <Trans>Log in</Trans>
        </Button>
      </Form>
      <SocialButtons
        busy={busy}
        onProof={(provider, proof) => {
          submitted.current = null;
          session.send({ type: 'session.social', provider, ...proof });
        }}
      />
      <p className={css.links}>
        <Link to="/{-$locale}/forgot-password" params={params}>
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/{-$locale}/register" params={params} search={{ redirect: redirect || undefined }}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </section>
  );
}
