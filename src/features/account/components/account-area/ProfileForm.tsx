import { type Profile, ProfileBody, type ProfileData } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { CheckboxField } from '@/ui/forms/CheckboxField';
import { useFieldPresets, withoutSeparators } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { profileApi } from '../../api/profile-api';

type ProfileValues = {
  firstName: string;
  lastName: string;
  phone: string;
  nationalId: string;
  /** erase the ID on file */
  removeNationalId: boolean;
};

/**
 * First and last name, phone and national ID (the server's rules). The ID on file is shown masked and never sent
 * back: left empty it stays as it is, a new number replaces it, and it can be removed.
 */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (saved: ProfileData) => void }) {
  useSignals();
  const { t, i18n } = useLingui();
  const preset = useFieldPresets();
  const api = profileApi(useHttp());
  const [form, { Form, Field }] = useShopForm<ProfileValues>({
    initialValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '', nationalId: '', removeNationalId: false },
    validate: formRules(ProfileBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const onFile = profile.nationalId;

  return (
    <Form
      className={forms.form}
      noValidate
      onSubmit={async ({ nationalId, removeNationalId, ...names }) => {
        try {
          // an empty nationalId erases the one on file; none sent keeps it
          const id = removeNationalId ? { nationalId: '' } : nationalId?.trim() ? { nationalId } : {};
          const body = v.parse(ProfileBody, { ...names, ...id });
          onSaved(await api.update(body));
        } catch (error) {
          showSubmitError(form, error, i18n);
        }
      }}
    >
      <div className={forms.row}>
        <Field name="firstName">{(field, props) => <TextField field={field} props={props} {...preset.firstName} />}</Field>
        <Field name="lastName">{(field, props) => <TextField field={field} props={props} {...preset.lastName} />}</Field>
      </div>
      <Field name="phone" transform={withoutSeparators}>
        {(field, props) => <TextField field={field} props={props} {...preset.phone} />}
      </Field>
      <Field name="nationalId" transform={withoutSeparators}>
        {(field, props) => (
          <TextField
            field={field}
            props={props}
            {...preset.nationalId}
            hint={
              onFile ? t`On file: ${onFile}. Leave this empty to keep it, or type a new 13-digit number to replace it.` : t`For a full tax invoice; 13 digits`
            }
          />
        )}
      </Field>
      {onFile && (
        <Field name="removeNationalId" type="boolean">
          {(field, props) => <CheckboxField field={field} props={props} label={t`Remove the national ID number on file`} />}
        </Field>
      )}
      <FormAlert of={form} />
      <Button type="submit" busy={form.submitting.value}>
        {form.submitting.value ? <Trans>Saving…</Trans> : <Trans>Save details</Trans>}
      </Button>
    </Form>
  );
}
