import { type FieldPath, type FieldValues, type FormStore, getValue, type ResponseData } from '@modular-forms/react';
import { untracked } from '@preact/signals-react';

/**
 * Gives a form's fields their place in the order the page shows them. modular-forms focuses the first field with an
 * error in the order their stores were made, and a field shown later (by a choice that reveals it) would otherwise
 * come after every field shown before it. Call it in the render, before the fields; it subscribes to nothing.
 */
export function useFieldOrder<T extends FieldValues, R extends ResponseData>(form: FormStore<T, R>, names: readonly FieldPath<T>[]) {
  untracked(() => {
    for (const name of names) getValue(form, name, { shouldActive: false });
  });
}
