import type { FieldValues, FormStore, ResponseData } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as css from './forms.css';

/** The form's answer that belongs to no field (the server refused, or the network failed), or its success. */
export function FormAlert<T extends FieldValues, R extends ResponseData>({ of: form }: { of: FormStore<T, R> }) {
  useSignals();
  const { status, message } = form.response.value;
  if (!message) return null;
  return (
    <p className={css.alert} role={status === 'error' ? 'alert' : 'status'} data-status={status} data-testid="form-alert">
      {message}
    </p>
  );
}
