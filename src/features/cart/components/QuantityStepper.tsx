import { MIN_CART_QUANTITY } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import * as css from './cart.css';

/** Not below 1, not above the line's limit. */
export function QuantityStepper({ value, limit, label, onStep }: { value: number; limit: number; label: string; onStep: (delta: 1 | -1) => void }) {
  const { t } = useLingui();
  return (
    <div className={css.stepper} role="group" aria-label={t`Quantity of ${label}`}>
      <button type="button" className={css.stepButton} aria-label={t`Decrease quantity`} disabled={value <= MIN_CART_QUANTITY} onClick={() => onStep(-1)}>
        −
      </button>
      <output className={css.stepValue} aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button type="button" className={css.stepButton} aria-label={t`Increase quantity`} disabled={value >= limit} onClick={() => onStep(1)}>
        +
      </button>
    </div>
  );
}
