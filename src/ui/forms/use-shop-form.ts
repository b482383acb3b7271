import { useLingui } from '@lingui/react';
import { type FieldPath, type FieldValues, type FormOptions, getErrors, type ResponseData, useForm, validate } from '@modular-forms/react';
import { useEffect, useRef } from 'react';

/**
 * `useForm` whose field errors follow a switch of language. The page stays through the switch with what the shopper
 * typed; each field that shows an error is checked again, so that its message is said in the new language.
 */
export function useShopForm<T extends FieldValues, R extends ResponseData = undefined>(options?: FormOptions<T>) {
  const result = useForm<T, R>(options);
  const [form] = result;
  const { i18n } = useLingui();
  const errorsIn = useRef(i18n.locale);
  useEffect(() => {
    if (errorsIn.current === i18n.locale) return;
    errorsIn.current = i18n.locale;
    const shown = Object.keys(getErrors(form)) as FieldPath<T>[];
    if (shown.length > 0) void validate(form, shown, { shouldActive: false, shouldFocus: false });
  }, [form, i18n.locale]);
  return result;
}
