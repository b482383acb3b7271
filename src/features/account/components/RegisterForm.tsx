import { RegisterBody } from '@contract/account';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/forms/CheckboxField';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { useFieldPresets, withoutSeparators } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { useConfirmFollows } from '@/ui/forms/confirm-follows';
import { accountApi } from '../api/account-api';
import { ConsentLabel } from './ConsentLabel';
import { useCaptcha } from '../hooks/captcha';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationalId: string;
  password: string;
  confirmPassword: string;
  consent: boolean;
  subscriptionFlag: boolean;
};

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  nationalId: '',
  password: '',
  confirmPassword: '',
  consent: false,
  subscriptionFlag: false,
};

/** A new account with a password (spec section 5's rules, the server's schema); the activation link goes by email. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  useSignals();
  const { t, i18n } = useLingui();
  const preset = useFieldPresets();
  const api = accountApi(useHttp());
  const captcha = useCaptcha();
  const [form, { Form, Field }] = useShopForm<RegisterValues>({
    initialValues: EMPTY,
    validate: formRules(RegisterBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  useConfirmFollows(form, 'password', 'confirmPassword');

  return (
    <Form
      className={forms.form}
      noValidate
      onSubmit={async (values) => {
        try {
          // the values passed the schema already: parsing again gives them the types the call takes
          onRegistered((await api.register({ ...v.parse(RegisterBody, values), captchaToken: await captcha('register') })).email);
        } catch (error) {
          showSubmitError(form, error, i18n);
        }
      }}
    >
      <div className={forms.row}>
        <Field name="firstName">{(field, props) => <TextField field={field} props={props} {...preset.firstName} />}</Field>
        <Field name="lastName">{(field, props) => <TextField field={field} props={props} {...preset.lastName} />}</Field>
      </div>
      <Field name="email">{(field, props) => <TextField field={field} props={props} {...preset.email} />}</Field>
      <Field name="phone" transform={withoutSeparators}>
        {(field, props) => <TextField field={field} props={props} {...preset.phone} />}
      </Field>
      <Field name="nationalId" transform={withoutSeparators}>
        {(field, props) => <TextField field={field} props={props} {...preset.nationalId} />}
      </Field>
      <Field name="password">{(field, props) => <TextField field={field} props={props} label={t`Password`} {...preset.newPassword} />}</Field>
      <Field name="confirmPassword">
        {(field, props) => <TextField field={field} props={props} label={t`Confirm password`} {...preset.confirmPassword} />}
      </Field>
      <Field name="consent" type="boolean">
        {(field, props) => <CheckboxField field={field} props={props} label={<ConsentLabel />} />}
      </Field>
      <Field name="subscriptionFlag" type="boolean">
        {(field, props) => <CheckboxField field={field} props={props} label={t`Send me news and offers by email`} />}
      </Field>
      <FormAlert of={form} />
      <Button type="submit" busy={form.submitting.value}>
        {form.submitting.value ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </Button>
    </Form>
  );
}
