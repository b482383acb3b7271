import type { Context } from 'hono';
import type * as v from 'valibot';
import { REFUSED_PARAMETERS } from '../../contract/search-params.ts';
import { HttpError, say } from '../http/errors.ts';
import { parse } from '../http/validate.ts';

const UNKNOWN = /Unknown parameter: (.*)$/;

/**
 * Checks `input` with its schema; a parameter the schema does not know answers Algolia's own message,
 * `Unknown parameter: name` (saying why when it is an Algolia parameter this engine refuses).
 */
export function checked<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    const unknown = error instanceof HttpError ? UNKNOWN.exec(error.message) : null;
    if (!unknown) throw error;
    const name = unknown[1]!;
    const why = Object.hasOwn(REFUSED_PARAMETERS, name) ? ` (not supported here: ${REFUSED_PARAMETERS[name]})` : '';
    throw new HttpError(400, 'INVALID_INPUT', `Unknown parameter: ${name}${why}`);
  }
}

export const parseChecked = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> => checked(() => parse(schema, input));

/** Algolia's clients send JSON as text/plain (no CORS preflight), so the body is read whatever its type. */
export async function bodyOf(c: Context, empty?: object): Promise<unknown> {
  const encoding = c.req.header('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', say('ส่งเนื้อหาแบบไม่บีบอัด', 'Send the body uncompressed'));
  }
  const text = await c.req.text();
  if (empty && !text.trim()) return empty;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', say('เนื้อหาที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง', 'The body is not valid JSON'));
  }
}
