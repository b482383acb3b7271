import { describe, expect, it } from 'vitest';
import { keepsAlive } from './kept-alive';

describe('keepsAlive', () => {
  it('keeps a page alive when none of its routes says otherwise', () => {
    expect(keepsAlive([{ staticData: {} }, { staticData: {} }])).toBe(true);
  });

  it('does not when one of its routes is not kept alive', () => {
    expect(keepsAlive([{ staticData: {} }, { staticData: { keepAlive: false } }])).toBe(false);
  });
});
