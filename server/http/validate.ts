import type { Context, Env, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { HttpError } from './errors.ts';

const MAX_DEPTH = 32;

/**
 * What no schema of ours accepts, checked before parsing: NUL characters (PostgreSQL text cannot hold
 * them) and nesting deeper than any body we take (walked without recursion, so depth cannot overflow).
 */
function refuseHostile(input: unknown) {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new HttpError(400, 'INVALID_INPUT', 'Text may not contain NUL characters');
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) throw new HttpError(400, 'INVALID_INPUT', 'The body is nested too deeply');
      for (const [key, child] of Object.entries(value)) stack.push([key, depth + 1], [child, depth + 1]);
    }
  }
}

/** Parses input with its contract schema; bad input is a 400 with the first issue's path and message. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  refuseHostile(input);
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
