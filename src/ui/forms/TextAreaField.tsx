import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import * as css from './forms.css';

/** A labelled multi-line input of a modular form, in the field frame (label, hint, error). */
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
  return (
    <FieldFrame name={props.name} label={label} hint={hint} error={field.error.value}>
      {(control) => (
        <textarea
          {...props}
          {...control}
          rows={4}
          className={[css.input, css.textarea].join(' ')}
          value={(field.value.value as string | undefined) ?? ''}
          required={required}
          maxLength={maxLength}
        />
      )}
    </FieldFrame>
  );
}
