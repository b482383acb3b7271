import { MAX_SEATS_PER_REGISTRATION, WorkshopRegistrationBody, type WorkshopSession } from '@contract/workshops';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import { useFieldPresets, withoutSeparators } from '@/ui/forms/field-presets';
import * as forms from '@/ui/forms/forms.css';
import { SelectField } from '@/ui/forms/SelectField';
import { TextField } from '@/ui/forms/TextField';

type RegistrationValues = { name: string; email: string; phone: string; seats: string };

/** Name, email, phone and seats (up to what is left) for one session; `onRegistered` hears the seats taken. */
export function RegistrationForm({
  session,
  register,
  onRegistered,
}: {
  session: WorkshopSession;
  register: (body: RegistrationValues) => Promise<unknown>;
  onRegistered: (seats: number, email: string) => void;
}) {
  useSignals();
  const { t, i18n } = useLingui();
  const presets = useFieldPresets();
  const [form, { Form, Field }] = useShopForm<RegistrationValues>({
    initialValues: { name: '', email: '', phone: '', seats: '1' },
    validate: formRules(WorkshopRegistrationBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const most = Math.min(MAX_SEATS_PER_REGISTRATION, session.seatsLeft);
  return (
    <Form
      className={forms.form}
      noValidate
      aria-label={t`Register for ${session.title}`}
      onSubmit={async (values) => {
        try {
          await register(values);
          onRegistered(Number(values.seats), values.email.trim().toLowerCase());
        } catch (error) {
          showSubmitError(form, error, i18n);
        }
      }}
    >
      <Field name="name">{(field, props) => <TextField field={field} props={props} label={t`Full name`} autoComplete="name" required />}</Field>
      <div className={forms.row}>
        <Field name="email">{(field, props) => <TextField field={field} props={props} {...presets.email} />}</Field>
        <Field name="phone" transform={withoutSeparators}>
          {(field, props) => <TextField field={field} props={props} {...presets.phone} />}
        </Field>
      </div>
      <Field name="seats">
        {(field, props) => (
          <SelectField
            field={field}
            props={props}
            label={t`Seats`}
            placeholder={t`Choose seats`}
            options={Array.from({ length: most }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            required
            hint={t`Up to ${MAX_SEATS_PER_REGISTRATION} seats per registration`}
          />
        )}
      </Field>
      <FormAlert of={form} />
      <Button type="submit" busy={form.submitting.value}>
        <Trans>Register</Trans>
      </Button>
    </Form>
  );
}
