import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { Username } from '@contract/validation-rules';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { TextField } from '@/ui/forms/TextField';
import { sandboxProof, type SocialProof, type SocialProvider } from '../api/social-sign-in';

type SandboxValues = { email: string; firstName: string; lastName: string };
const SandboxIdentity = v.object({ email: Username, firstName: v.string(), lastName: v.string() });
const NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', apple: 'Apple' };

/**
 * The development and demo stand-in for a provider's own sign-in (the server's SOCIAL_SANDBOX, never in production):
 * the shopper names the email the provider would vouch for.
 */
export function SandboxSignIn({ provider, onProof, onClose }: { provider: SocialProvider; onProof: (proof: SocialProof) => void; onClose: () => void }) {
  useSignals();
  const { t, i18n } = useLingui();
  const http = useHttp();
  const [form, { Form, Field }] = useShopForm<SandboxValues>({
    initialValues: { email: '', firstName: '', lastName: '' },
    validate: formRules(SandboxIdentity),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const name = NAMES[provider];
  return (
    <Dialog open title={<Trans>Sign in with {name} (test provider)</Trans>} onClose={onClose} actions={null}>
      <p className={forms.hint}>
        <Trans>
          This shop runs without {name} credentials: a test sign-in stands in for it. Enter the email {name} would give the shop.
        </Trans>
      </p>
      <Form
        className={forms.form}
        noValidate
        onSubmit={async (values) => {
          try {
            onProof(await sandboxProof(http, provider, values));
          } catch (error) {
            showSubmitError(form, error, i18n);
          }
        }}
      >
        <Field name="email">
          {(field, props) => <TextField field={field} props={props} label={t`Email`} type="email" inputMode="email" autoComplete="email" required />}
        </Field>
        <div className={forms.row}>
          <Field name="firstName">{(field, props) => <TextField field={field} props={props} label={t`First name`} autoComplete="given-name" />}</Field>
          <Field name="lastName">{(field, props) => <TextField field={field} props={props} label={t`Last name`} autoComplete="family-name" />}</Field>
        </div>
        <FormAlert of={form} />
        <div className={forms.row}>
          <Button look="quiet" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={form.submitting.value}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
