import type { Context, Env, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { HttpError, type Localized, say } from './errors.ts';

const MAX_DEPTH = 32;
/** with the u flag a paired surrogate is one astral code point: only a half left alone is in the Cs category */
const LONE_SURROGATE = /\p{Cs}/u;

const TEXTS = {
  nul: say('ข้อความต้องไม่มีอักขระ NUL', 'Text may not contain NUL characters'),
  // half of a UTF-16 pair alone: no text encoding can store it (JSON.parse lets "\ud800" through)
  loneSurrogate: say('ข้อความมีอักขระที่ไม่ถูกต้อง', 'Text may not contain unpaired UTF-16 surrogates'),
  deep: say('ข้อมูลที่ส่งมาซ้อนกันลึกเกินไป', 'The body is nested too deeply'),
  notObject: say('ข้อมูลที่ส่งมาต้องเป็นออบเจกต์ JSON', 'The body must be a JSON object'),
  notJson: say('ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง', 'The body is not valid JSON'),
  notJsonType: say('กรุณาส่งข้อมูลเป็น application/json', 'Send the body as application/json'),
} satisfies Record<string, Localized>;

/**
 * What no schema of ours accepts, checked before parsing: NUL characters (PostgreSQL text cannot hold
 * them), unpaired surrogates, and nesting deeper than any body we take (walked without recursion, so depth
 * cannot overflow).
 */
function refuseHostile(input: unknown) {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new HttpError(400, 'INVALID_INPUT', TEXTS.nul);
      if (LONE_SURROGATE.test(value)) throw new HttpError(400, 'INVALID_INPUT', TEXTS.loneSurrogate);
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) throw new HttpError(400, 'INVALID_INPUT', TEXTS.deep);
      for (const [key, child] of Object.entries(value)) stack.push([key, depth + 1], [child, depth + 1]);
    }
  }
}

const OBJECT_SCHEMAS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);
const hasThai = (text: string) => /[\u0E00-\u0E7F]/.test(text);

/** The first issue as `path: message`, in one language (the contract's messages follow valibot's `lang`). */
function issueText(schema: v.GenericSchema, input: unknown, lang: 'th' | 'en') {
  const issue = v.safeParse(schema, input, { lang }).issues?.[0];
  if (!issue) return '';
  const path = issue.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Parses input with its contract schema; bad input is a 400 with the first issue's path and message. A rule
 * with no Thai text of its own (a header's or an id's format) is named after a Thai lead.
 */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  refuseHostile(input);
  // valibot's object schemas take arrays (they are objects): a body of [] would be read as {}
  if (Array.isArray(input) && OBJECT_SCHEMAS.has(schema.type)) throw new HttpError(400, 'INVALID_INPUT', TEXTS.notObject);
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const [th, en] = [issueText(schema, input, 'th'), issueText(schema, input, 'en')];
  throw new HttpError(400, 'INVALID_INPUT', say(hasThai(th) ? th : `ข้อมูลที่ส่งมาไม่ถูกต้อง (${th})`, en));
}

/** Reads a JSON body; a missing, malformed or non-JSON body is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', TEXTS.notJsonType);
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', TEXTS.notJson);
  }
}

/** A JSON body that may be left out (no content type, or nothing sent): an empty object then. */
export const optionalJsonBody = (c: Context): Promise<unknown> | object =>
  c.req.header('content-length') === '0' || !c.req.header('content-type') ? {} : jsonBody(c);

/** The typing hono's validators give a route: `c.req.valid(target)` is the schema's output. */
type Validated<Target extends 'json' | 'param' | 'query', S extends v.GenericSchema> = {
  in: { [K in Target]: v.InferInput<S> };
  out: { [K in Target]: v.InferOutput<S> };
};

/**
 * Route validators over the contract's valibot schemas: `valid.json(Body)`, `valid.param(Params)`,
 * `valid.query(Query)`, and `valid.optionalJson(Body)` for a body that may be left out. Bad input is a 400 with the first issue's path; a body that is not JSON a 400
 * or 415, as `jsonBody` says.
 */
export const valid = {
  json:
    <S extends v.GenericSchema>(schema: S): MiddlewareHandler<Env, string, Validated<'json', S>> =>
    async (c, next) => {
      c.req.addValidatedData('json', parse(schema, await jsonBody(c)) as object);
      await next();
    },
  /** A body whose every field is optional may be left out: it is read as `{}`. */
  optionalJson:
    <S extends v.GenericSchema>(schema: S): MiddlewareHandler<Env, string, Validated<'json', S>> =>
    async (c, next) => {
      c.req.addValidatedData('json', parse(schema, await optionalJsonBody(c)) as object);
      await next();
    },
  param:
    <S extends v.GenericSchema>(schema: S): MiddlewareHandler<Env, string, Validated<'param', S>> =>
    async (c, next) => {
      c.req.addValidatedData('param', parse(schema, c.req.param()) as object);
      await next();
    },
  /** One value per name (the first), as `c.req.query()` reads it: a repeated name is not an array. */
  query:
    <S extends v.GenericSchema>(schema: S): MiddlewareHandler<Env, string, Validated<'query', S>> =>
    async (c, next) => {
      c.req.addValidatedData('query', parse(schema, c.req.query()) as object);
      await next();
    },
};
