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

  it('refuses half of a UTF-16 pair alone, and keeps an emoji', () => {
    expect(errorOf(() => parse(Body, { name: 'a\ud800' })).localized.th).toBe('ข้อความมีอักขระที่ไม่ถูกต้อง');
    expect(parse(Body, { name: 'iPad 🍎' })).toEqual({ name: 'iPad 🍎' });
  });

  it('refuses an array where an object belongs (valibot would read it as an empty object)', () => {
    expect(errorOf(() => parse(v.object({ name: v.optional(v.string()) }), [])).localized.en).toBe('The body must be a JSON object');
  });

  it('leads a rule without a Thai text with a Thai sentence, and keeps a rule its Thai text', () => {
    const Id = v.object({ id: v.pipe(v.string(), v.uuid('must be a uuid')) });
    expect(errorOf(() => parse(Id, { id: 'x' })).localized).toEqual({ th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง (id: must be a uuid)', en: 'id: must be a uuid' });
    const Named = v.object({
      name: v.pipe(
        v.string(),
        v.nonEmpty((issue) => (issue.lang === 'en' ? 'Enter a name' : 'กรุณากรอกชื่อ')),
      ),
    });
    expect(errorOf(() => parse(Named, { name: '' })).localized).toEqual({ th: 'name: กรุณากรอกชื่อ', en: 'name: Enter a name' });
  });

  it('passes a good body through', () => expect(parse(Body, { name: 'iPad' })).toEqual({ name: 'iPad' }));
});
