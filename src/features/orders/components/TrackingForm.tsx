import { Trans, useLingui } from '@lingui/react/macro';
import { setResponse } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import { withAsciiDigits } from '@/ui/forms/field-presets';
import * as forms from '@/ui/forms/forms.css';
import { TextField } from '@/ui/forms/TextField';
import { ordersApi } from '../api/orders-api';
import { TrackingForm as Rules, type TrackingValues } from '../tracking-form';
import type { Tracked } from './TrackingResult';

/**
 * The order number (from the address when it has one) and the email or phone of the order. A wrong pair gets the
 * server's one answer for every miss, which tells nothing of which part was wrong.
 */
export function TrackingForm({ orderId, onTracked }: { orderId: string | undefined; onTracked: (tracked: Tracked | null) => void }) {
  useSignals();
  const { t, i18n } = useLingui();
  const http = useHttp();
  const [form, { Form, Field }] = useShopForm<TrackingValues>({
    initialValues: { orderId: orderId?.slice(0, 20) ?? '', contact: '' },
    validate: formRules(Rules),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <Form
      className={forms.form}
      noValidate
      // a new search puts the last result away, also when its fields are refused before it is sent
      onSubmitCapture={() => onTracked(null)}
      onSubmit={async (values) => {
        const { orderId: number, contact } = v.parse(Rules, values);
        onTracked(null);
        try {
          onTracked(await ordersApi(http).track(number, contact));
          setResponse(form, {});
        } catch (error) {
          if (error instanceof ApiError && error.status === 429)
            setResponse(form, { status: 'error', message: t`You have tried too many times. Please wait 10 minutes, then try again.` });
          else showSubmitError(form, error, i18n);
        }
      }}
    >
      <div className={forms.row}>
        <Field name="orderId">
          {(field, props) => (
            <TextField field={field} props={props} label={t`Order number`} hint={t`For example SO100001`} autoComplete="off" maxLength={20} required />
          )}
        </Field>
        <Field name="contact" transform={withAsciiDigits}>
          {(field, props) => (
            <TextField
              field={field}
              props={props}
              label={t`Email or phone number`}
              hint={t`As given when you ordered`}
              autoComplete="email"
              maxLength={254}
              required
            />
          )}
        </Field>
      </div>
      <FormAlert of={form} />
      <div>
        <Button type="submit" busy={form.submitting.value}>
          <Trans>Track order</Trans>
        </Button>
      </div>
    </Form>
  );
}
