import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';
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

/**
 * A labelled input of a modular form: its error (from the contract's rule, or the server's) is shown under it and
 * read with it by screen readers; the field is marked invalid while the error stands.
 */
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
  const id = useId();
  const error = field.error.value;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        {...props}
        {...input}
        id={id}
        type={type}
        className={css.input}
        value={(field.value.value as string | undefined) ?? ''}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
      />
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
