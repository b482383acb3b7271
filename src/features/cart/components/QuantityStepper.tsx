import { MIN_CART_QUANTITY } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import * as css from './cart.css';

/**
 * Not below 1, not above the line's limit. A button at its end says it is unavailable (`aria-disabled`) rather than
 * being disabled: the press that reaches the limit would otherwise drop the keyboard's focus.
 */
export function QuantityStepper({
  value,
  limit,
  label,
  onStep,
  limitNote,
}: {
  value: number;
  limit: number;
  label: string;
  onStep: (delta: 1 | -1) => void;
  /** the id of what says why the line stops at its limit, read with the + button once it is reached */
  limitNote?: string;
}) {
  const { t } = useLingui();
  const atMin = value <= MIN_CART_QUANTITY;
  const atMax = value >= limit;
  return (
    <div className={css.stepper} role="group" aria-label={t`Quantity of ${label}`}>
      <button type="button" className={css.stepButton} aria-label={t`Decrease quantity`} aria-disabled={atMin} onClick={() => atMin || onStep(-1)}>
        −
      </button>
      <output className={css.stepValue} aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        className={css.stepButton}
        aria-label={t`Increase quantity`}
        aria-disabled={atMax}
        aria-describedby={atMax ? limitNote : undefined}
        onClick={() => atMax || onStep(1)}
      >
        +
      </button>
    </div>
  );
}
