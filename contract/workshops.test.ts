import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FullName } from './workshops.ts';

describe('FullName', () => {
  it('keeps a name as written, with one space between its words', () => expect(v.parse(FullName, '  วิชัย   รักเรียน ')).toBe('วิชัย รักเรียน'));
  it('refuses a name of spaces only', () => expect(v.safeParse(FullName, '   ').success).toBe(false));
});
