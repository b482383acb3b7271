import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './errors.ts';

/** Parses input with its contract schema; bad input is a 400 with the first issue's path and message. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.');
  throw new HttpError(400, 'INVALID_INPUT', path ? `${path}: ${issue.message}` : issue.message);
}

/** Reads a JSON body; a missing, malformed or non-JSON body is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The body is not valid JSON');
  }
}
