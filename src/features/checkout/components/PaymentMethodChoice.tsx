import type { PaymentMethod } from '@contract/payment-method';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as css from './checkout.css';

const METHODS: { method: PaymentMethod; name: ReactNode; detail: ReactNode }[] = [
  { method: 'card', name: <Trans>Credit or debit card</Trans>, detail: <Trans>Visa, Mastercard, JCB on the bank's secure page</Trans> },
  { method: 'promptpay', name: <Trans>PromptPay QR</Trans>, detail: <Trans>Scan with any Thai banking app</Trans> },
  { method: 'bank-transfer', name: <Trans>Bank transfer</Trans>, detail: <Trans>Transfer, then give the slip reference</Trans> },
];

/** Card, PromptPay or bank transfer, as radio cards. */
export function PaymentMethodChoice({ selected, onSelect, legend }: { selected: PaymentMethod; onSelect: (method: PaymentMethod) => void; legend: ReactNode }) {
  return (
    <fieldset className={css.choices}>
      <legend className={css.legend}>{legend}</legend>
      {METHODS.map(({ method, name, detail }) => (
        <label key={method} className={css.choice}>
          <input className={css.radio} type="radio" name="paymentMethod" value={method} checked={selected === method} onChange={() => onSelect(method)} />
          <span className={css.choiceBody}>
            <span className={css.choiceName}>{name}</span>
            <span className={css.muted}>{detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
