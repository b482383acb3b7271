import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { decodeCursor, encodeCursor } from './browse.ts';

describe('browse cursors', () => {
  it('read back what they hold', () => {
    const cursor = { params: 'query=iphone&hitsPerPage=10', page: 3 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[\w-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it('refuse anything else with a 400', () => {
    for (const text of [
      '',
      'nope',
      encodeCursor({ params: 'x', page: -1 }),
      Buffer.from('{"params":1,"page":0}').toString('base64url'),
      Buffer.from('[').toString('base64url'),
    ]) {
      expect(() => decodeCursor(text), text).toThrow(HttpError);
    }
  });
});
