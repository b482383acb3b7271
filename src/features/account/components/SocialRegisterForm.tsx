import { RegisterBody } from '@contract/account';
import type { SocialInfo } from '@machines/session/session.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import * as v from 'valibot';
import { trackRegistration } from '@/lib/analytics';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/forms/CheckboxField';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { useFieldPresets, withoutSeparators } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { accountApi } from '../api/account-api';
import { ConsentLabel } from './ConsentLabel';
import { useCaptcha } from '../hooks/captcha';
import { useSessionActor } from '../hooks/session-actor';
import * as css from './account.css';

type SocialValues = { firstName: string; lastName: string; email: string; phone: string; nationalId: string; consent: boolean; subscriptionFlag: boolean };

/**
 * /register/social: a first Facebook or Apple login without an account finishes here. With the email the
 * provider vouched for the shopper is logged in at once; another email gets an activation link first.
 */
export function SocialRegisterForm({ info }: { info: SocialInfo }) {
  useSignals();
  const { t, i18n } = useLingui();
  const preset = useFieldPresets();
  const api = accountApi(useHttp());
  const captcha = useCaptcha();
  const session = useSessionActor();
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const [form, { Form, Field }] = useShopForm<SocialValues>({
    initialValues: {
      firstName: info.firstName ?? '',
      lastName: info.lastName ?? '',
      email: info.email ?? '',
      phone: '',
      nationalId: '',
      consent: false,
      subscriptionFlag: false,
    },
    // the provider's token stands in for a password
    validate: (values) => formRules<SocialValues>(RegisterBody)({ ...values, socialToken: info.socialToken } as Partial<SocialValues>),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const provider = info.provider === 'facebook' ? 'Facebook' : 'Apple';

  if (mailedTo)
    return (
      <section className={css.widePanel} data-testid="register-done">
        <h1 className={css.title} tabIndex={-1} ref={(heading) => heading?.focus()}>
          <Trans>Check your email</Trans>
        </h1>
        <p>
          <Trans>
            We have sent a link to <strong>{mailedTo}</strong>. Open it to activate your account, then log in.
          </Trans>
        </p>
      </section>
    );
  return (
    <section className={css.widePanel}>
      <h1 className={css.title}>
        <Trans>Finish creating your account</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>You signed in with {provider}. A few more details and your account is ready.</Trans>
      </p>
      <Form
        className={forms.form}
        noValidate
        onSubmit={async (values) => {
          try {
            const answer = await api.register({
              ...v.parse(RegisterBody, { ...values, socialToken: info.socialToken }),
              captchaToken: await captcha('register'),
            });
            trackRegistration(info.provider);
            if ('accessToken' in answer)
              session.send({ type: 'session.socialRegistered', tokens: { accessToken: answer.accessToken, refreshToken: answer.refreshToken } });
            else setMailedTo(answer.email);
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
    </section>
  );
}
