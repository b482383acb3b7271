import type { FieldValues, FormErrors, PartialValues } from '@modular-forms/react';
import * as v from 'valibot';

/**
 * A modular form's validation by a contract schema, every field's first message in the page's language. Unlike
 * the library's `valiForm`, which stops a schema's pipe at its first failing field, checks across fields (a
 * password and its confirmation) run while other fields are still empty, so their message shows on blur.
 */
export const formRules =
  <T extends FieldValues>(schema: v.GenericSchema) =>
  (values: PartialValues<T>): FormErrors<T> => {
    const errors: Record<string, string> = {};
    for (const issue of v.safeParse(schema, values).issues ?? []) {
      const path = v.getDotPath(issue);
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors as FormErrors<T>;
  };
