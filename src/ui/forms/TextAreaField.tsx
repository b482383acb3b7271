import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import * as css from './forms.css';

/** A labelled multi-line input of a modular form, with its error under it as TextField shows one. */
export function TextAreaField<T extends FieldValues, N extends FieldPath<T>>({
  field,
  props,
  label,
  required,
  hint,
  maxLength,
}: {
  field: FieldStore<T, N>;
  props: FieldElementProps<T, N>;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  maxLength?: number;
}) {
  useSignals();
  const id = useId();
  const error = field.error.value;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <textarea
        {...props}
        id={id}
        rows={4}
        className={[css.input, css.textarea].join(' ')}
        value={(field.value.value as string | undefined) ?? ''}
        required={required}
        maxLength={maxLength}
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
