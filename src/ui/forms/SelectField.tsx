import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
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

/** A labelled native select of a modular form, in the field frame (label, hint, error). */
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
  return (
    <FieldFrame name={props.name} label={label} hint={hint} error={field.error.value}>
      {(control) => (
        <select {...props} {...control} className={css.input} value={(field.value.value as string | undefined) ?? ''} required={required}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
