import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import * as css from './forms.css';
import { useSettledWhilePressing } from './settled-while-pressing';

/** A checkbox of a modular form with its label beside it and its error under it. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  field,
  props,
  label,
}: {
  field: FieldStore<T, N>;
  props: FieldElementProps<T, N>;
  label: ReactNode;
}) {
  useSignals();
  const id = useId();
  const error = useSettledWhilePressing(field.error.value);
  return (
    <div className={css.field}>
      <div className={css.check}>
        <input
          {...props}
          id={id}
          type="checkbox"
          className={css.checkbox}
          checked={Boolean(field.value.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={css.error} data-testid={`${props.name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
