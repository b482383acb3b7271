import { BANK_TRANSFER_ACCOUNT } from '@contract/company';
import type { Locale } from '@contract/constants';
import { SlipReference } from '@contract/payment';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { formRules } from '@/lib/form-rules';
import { formatBaht } from '@/lib/price-format';
import { Button } from '@/ui/Button';
import * as forms from '@/ui/forms/forms.css';
import { TextField } from '@/ui/forms/TextField';
import * as css from './payment.css';

type SlipValues = { slipReference: string };
const SlipBody = v.object({ slipReference: SlipReference });

/** The shop's bank account and the amount to transfer. */
export function BankAccount({ amount, locale }: { amount: number; locale: Locale }) {
  const { bank, name, number } = BANK_TRANSFER_ACCOUNT;
  return (
    <dl className={css.account} data-testid="bank-account">
      <div>
        <dt>
          <Trans>Bank</Trans>
        </dt>
        <dd>{bank[locale]}</dd>
      </div>
      <div>
        <dt>
          <Trans>Account name</Trans>
        </dt>
        <dd>{name[locale]}</dd>
      </div>
      <div>
        <dt>
          <Trans>Account number</Trans>
        </dt>
        <dd className={css.accountNumber}>{number}</dd>
      </div>
      <div>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd className={css.accountNumber}>{formatBaht(amount)}</dd>
      </div>
    </dl>
  );
}

/** After transferring, the shopper gives the reference printed on the slip; staff match it against the statement. */
export function SlipForm({ onSubmit, busy }: { onSubmit: (slipReference: string) => void; busy: boolean }) {
  useSignals();
  const { t } = useLingui();
  const [, { Form, Field }] = useShopForm<SlipValues>({
    initialValues: { slipReference: '' },
    validate: formRules(SlipBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <Form className={forms.form} noValidate onSubmit={({ slipReference }) => onSubmit(slipReference.trim())}>
      <Field name="slipReference">
        {(field, props) => (
          <TextField
            field={field}
            props={props}
            label={t`Slip reference`}
            hint={t`The reference number printed on your transfer slip (6 to 40 letters or digits).`}
            autoComplete="off"
            maxLength={40}
            required
          />
        )}
      </Field>
      <Button type="submit" busy={busy} data-testid="send-slip">
        <Trans>I have transferred the money</Trans>
      </Button>
    </Form>
  );
}
