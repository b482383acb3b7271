import { confirmationDiffers, passwordMismatch, Password, PasswordConfirmation } from '@contract/validation-rules';
import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { setResponse } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { useFieldPresets } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { useConfirmFollows } from '@/ui/forms/confirm-follows';
import { accountApi, resetLinkQuery } from '../api/account-api';
import * as css from './account.css';

type ResetValues = { newPassword: string; confirmPassword: string };

const ResetForm = v.pipe(
  v.object({ newPassword: Password, confirmPassword: PasswordConfirmation }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (confirmationDiffers(dataset.value, 'newPassword', 'confirmPassword')) addIssue({ message: passwordMismatch });
    }),
    ['confirmPassword'],
  ),
);

/** /reset-password?token=…: a new password for the account the mailed link names; then log in with it. */
export function ResetPasswordForm({ token, locale }: { token: string; locale: Locale }) {
  useSignals();
  const { t, i18n } = useLingui();
  const preset = useFieldPresets();
  const http = useHttp();
  const api = accountApi(http);
  const [form, { Form, Field }] = useShopForm<ResetValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: formRules(ResetForm),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  useConfirmFollows(form, 'newPassword', 'confirmPassword');
  const params = { locale: localeParam(locale) };
  // a used, expired or mangled link says so at once, not after the shopper has typed a new password twice
  const { data: usable } = useQuery(resetLinkQuery(http, token));
  if (usable === false && form.response.value.status !== 'success')
    return (
      <section className={css.panel} data-testid="reset-link-invalid">
        <h1 className={css.title}>
          <Trans>Choose a new password</Trans>
        </h1>
        <p role="alert">
          <Trans>This link is not valid, was already used or has expired</Trans>
        </p>
        <Link to="/{-$locale}/forgot-password" params={params}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </section>
    );
  if (form.response.value.status === 'success')
    return (
      <section className={css.panel} data-testid="password-changed">
        <h1 className={css.title} tabIndex={-1} ref={(heading) => heading?.focus()}>
          <Trans>Your password is changed</Trans>
        </h1>
        <Link to="/{-$locale}/login" params={params}>
          <Trans>Log in with your new password</Trans>
        </Link>
      </section>
    );
  return (
    <section className={css.panel}>
      <h1 className={css.title}>
        <Trans>Choose a new password</Trans>
      </h1>
      <Form
        className={forms.form}
        noValidate
        onSubmit={async ({ newPassword }) => {
          try {
            await api.resetPassword(token, newPassword);
            setResponse(form, { status: 'success' });
          } catch (error) {
            showSubmitError(form, error, i18n);
          }
        }}
      >
        <Field name="newPassword">{(field, props) => <TextField field={field} props={props} label={t`New password`} {...preset.newPassword} />}</Field>
        <Field name="confirmPassword">
          {(field, props) => <TextField field={field} props={props} label={t`Confirm password`} {...preset.confirmPassword} />}
        </Field>
        <FormAlert of={form} />
        <Button type="submit" busy={form.submitting.value}>
          <Trans>Change password</Trans>
        </Button>
      </Form>
      <Link to="/{-$locale}/forgot-password" params={params}>
        <Trans>Need a new link?</Trans>
      </Link>
    </section>
  );
}
