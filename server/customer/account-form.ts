import * as v from 'valibot';
import { HttpError } from '../http/errors.ts';
import type { Lang } from '../http/lang.ts';
import { parse } from '../http/validate.ts';

const constantCase = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * `parse()` for form bodies: a field that breaks its rule answers 400 with the rule's own message in the
 * shopper's language (e.g. 'อีเมลของท่านไม่ถูกต้อง') and a code naming the field (`INVALID_EMAIL`), so the
 * app can show it beside the field. Anything else is `parse()`'s answer.
 */
export function parseForm<S extends v.GenericSchema>(schema: S, input: unknown, lang: Lang): v.InferOutput<S> {
  try {
    return parse(schema, input);
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'INVALID_INPUT') throw error;
    const issue = v.safeParse(schema, input, { lang }).issues?.[0];
    const field = issue?.path?.[0]?.key;
    if (!issue || typeof field !== 'string') throw error;
    throw new HttpError(400, `INVALID_${constantCase(field)}`, issue.message);
  }
}
