import { CurrentPassword, Password, passwordMismatch, passwordUnchanged } from '@contract/validation-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { reset, setResponse } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { useFieldPresets } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { useConfirmFollows } from '@/ui/forms/confirm-follows';
import { profileApi } from '../../api/profile-api';
import { showRefusal } from './refusals';

type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };

const NewPasswordRules = v.pipe(
  v.object({ oldPassword: CurrentPassword, newPassword: Password, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, passwordMismatch),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck([['oldPassword'], ['newPassword']], (input) => input.oldPassword !== input.newPassword, passwordUnchanged),
    ['newPassword'],
  ),
);

/** A new password, confirmed with the current one; the customer's other sessions end, this one stays. */
export function ChangePasswordForm() {
  useSignals();
  const { t, i18n } = useLingui();
  const preset = useFieldPresets();
  const api = profileApi(useHttp());
  const [form, { Form, Field }] = useShopForm<PasswordValues>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: formRules(NewPasswordRules),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  useConfirmFollows(form, 'newPassword', 'confirmPassword');
  return (
    <Form
      className={forms.form}
      noValidate
      onSubmit={async ({ oldPassword, newPassword }) => {
        try {
          await api.changePassword(oldPassword, newPassword);
          reset(form);
          setResponse(form, { status: 'success', message: t`Your password is changed. Use the new one the next time you log in.` });
        } catch (error) {
          showRefusal(form, error, i18n, { WRONG_PASSWORD: 'oldPassword' });
        }
      }}
    >
      <Field name="oldPassword">
        {(field, props) => <TextField field={field} props={props} label={t`Current password`} type="password" autoComplete="current-password" required />}
      </Field>
      <Field name="newPassword">{(field, props) => <TextField field={field} props={props} label={t`New password`} {...preset.newPassword} />}</Field>
      <Field name="confirmPassword">
        {(field, props) => <TextField field={field} props={props} label={t`Confirm new password`} {...preset.confirmPassword} />}
      </Field>
      <FormAlert of={form} />
      <Button type="submit" busy={form.submitting.value}>
        <Trans>Change password</Trans>
      </Button>
    </Form>
  );
}
