import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { HttpError } from './errors.ts';
import { parse } from './validate.ts';

const Body = v.object({ name: v.string() });

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('no error');
};

describe('parse', () => {
  it('answers 400 with the path and message of the first issue', () => {
    const error = errorOf(() => parse(Body, { name: 3 }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^name: /);
  });

  it('refuses NUL characters in values and keys', () => {
    expect(errorOf(() => parse(Body, { name: 'a\u0000b' })).status).toBe(400);
    expect(errorOf(() => parse(v.record(v.string(), v.string()), { 'k\u0000': 'x' })).status).toBe(400);
  });

  it('refuses very deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(errorOf(() => parse(Body, deep)).message).toMatch(/nested too deeply/);
  });

  it('passes a good body through', () => expect(parse(Body, { name: 'iPad' })).toEqual({ name: 'iPad' }));
});
