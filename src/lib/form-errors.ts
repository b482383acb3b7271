import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type FieldPath, type FieldValues, type FormStore, hasField, type ResponseData, setError, setResponse } from '@modular-forms/react';
import { CaptchaError } from './captcha';
import { errorText, refusalOf } from './error-text';
import { ApiError } from './http';

/** `INVALID_CONFIRM_PASSWORD` -> `confirmPassword`: the server names the field a rule refused (server/customer/account-form.ts). */
export const fieldOfCode = (code: string | null): string | null =>
  code?.startsWith('INVALID_')
    ? code
        .slice('INVALID_'.length)
        .toLowerCase()
        .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
    : null;

/**
 * Shows a failed submit where it belongs: a rule the server applied to a field of this form beside that field
 * (which takes focus), anything else above the form, in the shopper's language.
 */
export function showSubmitError<T extends FieldValues, R extends ResponseData>(form: FormStore<T, R>, error: unknown, i18n: I18n) {
  if (error instanceof ApiError) {
    const field = fieldOfCode(error.code) as FieldPath<T> | null;
    if (field && hasField(form, field)) return setError(form, field, error.message, { shouldFocus: true });
  }
  if (error instanceof CaptchaError)
    return setResponse(form, { status: 'error', message: i18n._(msg`The robot check could not start. Check your connection and try again.`) });
  const message = refusalOf(error);
  setResponse(form, { status: 'error', message: errorText(i18n, { message }) });
}
