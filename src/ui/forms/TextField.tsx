import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import * as css from './forms.css';

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  field: FieldStore<T, N>;
  props: FieldElementProps<T, N>;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
}

/** A labelled input of a modular form, in the field frame (label, hint, error). */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  field,
  props,
  label,
  type = 'text',
  required,
  hint,
  ...input
}: TextFieldProps<T, N>) {
  useSignals();
  return (
    <FieldFrame name={props.name} label={label} hint={hint} error={field.error.value}>
      {(control) => (
        <input
          {...props}
          {...input}
          {...control}
          type={type}
          className={css.input}
          value={(field.value.value as string | undefined) ?? ''}
          required={required}
        />
      )}
    </FieldFrame>
  );
}
