import type { I18n } from '@lingui/core';
import { type FieldPath, type FieldValues, type FormStore, type ResponseData, setError } from '@modular-forms/react';
import { showSubmitError } from '@/lib/form-errors';
import { ApiError } from '@/lib/http';

/**
 * A failed submit where it belongs, like showSubmitError, and also the refusals that name no field in their code
 * but concern one (WRONG_PASSWORD: the password typed to confirm) under that field.
 */
export function showRefusal<T extends FieldValues, R extends ResponseData>(
  form: FormStore<T, R>,
  error: unknown,
  i18n: I18n,
  fieldOf: Partial<Record<string, FieldPath<T>>>,
) {
  const field = error instanceof ApiError && error.code ? fieldOf[error.code] : undefined;
  if (field) setError(form, field, error instanceof Error ? error.message : '', { shouldFocus: true });
  else showSubmitError(form, error, i18n);
}
