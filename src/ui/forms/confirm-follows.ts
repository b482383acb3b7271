import { type FieldPath, type FieldValues, type FormStore, getValue, type ResponseData, validate } from '@modular-forms/react';
import { effect, untracked } from '@preact/signals-react';
import { useEffect } from 'react';

/**
 * A confirmation field follows the field it confirms: once typed in, it is checked again whenever the other
 * changes, so "passwords do not match" goes as soon as they match (and comes back if they no longer do). It
 * subscribes after the form's fields have mounted, so that their order, which the first error's focus follows,
 * stays the form's.
 */
export function useConfirmFollows<T extends FieldValues, R extends ResponseData>(form: FormStore<T, R>, original: FieldPath<T>, confirm: FieldPath<T>) {
  useEffect(
    () =>
      effect(() => {
        // undefined once the fields leave (a form replaced by its success): checking then would turn the gone
        // fields' rules into an error answer
        const value = getValue(form, original);
        untracked(() => {
          if (value !== undefined && getValue(form, confirm)) void validate(form, confirm, { shouldFocus: false });
        });
      }),
    [form, original, confirm],
  );
}
