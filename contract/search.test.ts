import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clipQuery, QUERY_MAX_BYTES, QueryText } from './search';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('clipQuery', () => {
  it('leaves a text within the limit as it is', () => {
    expect(clipQuery('iPhone 17 Pro')).toBe('iPhone 17 Pro');
    expect(clipQuery('a'.repeat(QUERY_MAX_BYTES))).toBe('a'.repeat(QUERY_MAX_BYTES));
  });

  it('cuts 200 Thai letters (600 bytes) to the 170 that fit, which the engine accepts', () => {
    const clipped = clipQuery('แมคบุ๊กโปร'.repeat(20));
    expect(clipped).toBe('แมคบุ๊กโปร'.repeat(20).slice(0, 170));
    expect(bytes(clipped)).toBeLessThanOrEqual(QUERY_MAX_BYTES);
    expect(v.safeParse(QueryText, clipped).success).toBe(true);
  });

  it('never cuts a character in two', () => {
    const clipped = clipQuery(`${'a'.repeat(510)}😀b`);
    expect(clipped).toBe('a'.repeat(510));
    expect(clipQuery(`${'a'.repeat(508)}😀b`)).toBe(`${'a'.repeat(508)}😀`);
  });
});
