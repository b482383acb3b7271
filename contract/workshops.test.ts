import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FullName } from './workshops.ts';

describe('FullName', () => {
  it('keeps a name as written, with one space between its words', () => expect(v.parse(FullName, '  วิชัย   รักเรียน ')).toBe('วิชัย รักเรียน'));
  it('refuses a name of spaces only', () => expect(v.safeParse(FullName, '   ').success).toBe(false));
  it('refuses digits and signs, in the words of the name rule', () =>
    expect(v.safeParse(FullName, '12345 !!').issues?.[0]?.message).toBe('กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น'));
  it('takes a Latin name with an apostrophe and a hyphen', () => expect(v.parse(FullName, "Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil"));
});
