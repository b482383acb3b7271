import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import * as css from './forms.css';

export interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  field: FieldStore<T, N>;
  props: FieldElementProps<T, N>;
  label: ReactNode;
  /** the first, empty choice ('Choose a branch') */
  placeholder: string;
  options: { value: string; label: string; disabled?: boolean }[];
  required?: boolean;
  hint?: ReactNode;
}

/** A labelled native select of a modular form, with its error under it as TextField shows one. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  field,
  props,
  label,
  placeholder,
  options,
  required,
  hint,
}: SelectFieldProps<T, N>) {
  useSignals();
  const id = useId();
  const error = field.error.value;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        {...props}
        id={id}
        className={css.input}
        value={(field.value.value as string | undefined) ?? ''}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={css.error} data-testid={`${props.name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
