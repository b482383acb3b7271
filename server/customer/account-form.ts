import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { HttpError, say } from '../http/errors.ts';
import { jsonBody, optionalJsonBody, parse, type valid } from '../http/validate.ts';

const constantCase = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/** The field's own rule text; valibot's own wording (a field left out, a wrong type) gets a plain one. */
function formText(th: v.BaseIssue<unknown>, en: v.BaseIssue<unknown>) {
  if (th.message !== en.message || th.kind !== 'schema') return say(th.message, en.message);
  return th.received === 'undefined' ? say('กรุณากรอกข้อมูลนี้', 'Please fill in this field') : say('ข้อมูลนี้ไม่ถูกต้อง', 'This value is not valid');
}

/**
 * `parse()` for form bodies: a field that breaks its rule answers 400 with the rule's own message in Thai and
 * English (e.g. 'อีเมลของท่านไม่ถูกต้อง') and a code naming the field (`INVALID_EMAIL`), so the app can show it
 * beside the field. Anything else is `parse()`'s answer.
 */
export function parseForm<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  try {
    return parse(schema, input);
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'INVALID_INPUT') throw error;
    const [th, en] = (['th', 'en'] as const).map((lang) => v.safeParse(schema, input, { lang }).issues?.[0]);
    const field = th?.path?.[0]?.key;
    // a key the form does not have is not a field to name in the code
    if (!th || !en || typeof field !== 'string' || th.expected === 'never') throw error;
    throw new HttpError(400, `INVALID_${constantCase(field)}`, formText(th, en));
  }
}

/** A schema of a form: its output is an object of fields. */
type FormSchema = v.GenericSchema<unknown, object>;

const check =
  (target: 'json' | 'param' | 'query', schema: FormSchema, read: (c: Context) => unknown): MiddlewareHandler =>
  async (c, next) => {
    c.req.addValidatedData(target, parseForm(schema, await read(c)));
    await next();
  };

/**
 * Route validators as `valid.json/param/query`, typed alike, whose refusals are `parseForm`'s: `validForm.json(Body)`,
 * `validForm.param(Params)`, `validForm.query(Query)`.
 */
export const validForm = {
  json: <S extends FormSchema>(schema: S): ReturnType<typeof valid.json<S>> => check('json', schema, jsonBody),
  optionalJson: <S extends FormSchema>(schema: S): ReturnType<typeof valid.json<S>> => check('json', schema, optionalJsonBody),
  param: <S extends FormSchema>(schema: S): ReturnType<typeof valid.param<S>> => check('param', schema, (c) => c.req.param()),
  /** One value per name (the first), as `c.req.query()` reads it. */
  query: <S extends FormSchema>(schema: S): ReturnType<typeof valid.query<S>> => check('query', schema, (c) => c.req.query()),
};
