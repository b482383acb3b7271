import { UsernameBody } from '@contract/account';
import { Trans, useLingui } from '@lingui/react/macro';
import { setResponse } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { TextField } from '@/ui/forms/TextField';
import { takeFocus } from '@/ui/take-focus';
import { type CaptchaAction, useCaptcha } from '../hooks/captcha';

type EmailValues = { username: string };

/** One email field that asks the shop to mail a link (activation, password reset); `done` says what happens next. */
export function EmailLinkForm({
  send,
  action,
  done,
}: {
  send: (username: string, captchaToken?: string) => Promise<unknown>;
  action: CaptchaAction;
  done: ReactNode;
}) {
  const captcha = useCaptcha();
  useSignals();
  const { t, i18n } = useLingui();
  const [form, { Form, Field }] = useShopForm<EmailValues>({
    initialValues: { username: '' },
    validate: formRules(UsernameBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  if (form.response.value.status === 'success')
    return (
      // the form and its focused field are gone: the message takes the focus, so the keyboard goes on from here
      <p role="status" className={forms.alert} data-status="success" tabIndex={-1} ref={takeFocus}>
        {done}
      </p>
    );
  return (
    <Form
      className={forms.form}
      noValidate
      onSubmit={async ({ username }) => {
        try {
          await send(username.trim(), await captcha(action));
          setResponse(form, { status: 'success' });
        } catch (error) {
          showSubmitError(form, error, i18n);
        }
      }}
    >
      <Field name="username">
        {(field, props) => <TextField field={field} props={props} label={t`Email`} type="email" inputMode="email" autoComplete="email" required />}
      </Field>
      <FormAlert of={form} />
      <Button type="submit" busy={form.submitting.value}>
        <Trans>Send the link</Trans>
      </Button>
    </Form>
  );
}
