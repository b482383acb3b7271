import { describe, expect, it } from 'vitest';
import { matchKind, withinOneEdit } from './match.ts';

describe('matchKind', () => {
  it('tells an exact word from a prefix', () => {
    expect(matchKind('iphone', 'iphone', true)).toBe('exact');
    expect(matchKind('ipho', 'iphone', true)).toBe('prefix');
  });

  it('allows one typo in words of four characters or more', () => {
    expect(matchKind('macbok', 'macbook', true)).toBe('typo');
    expect(matchKind('ipone', 'iphone', true)).toBe('typo');
    expect(matchKind('mak', 'mac', true)).toBeNull();
  });

  it('allows no typo when typo tolerance is off', () => {
    expect(matchKind('macbok', 'macbook', false)).toBeNull();
  });
});

describe('withinOneEdit', () => {
  it('counts one insertion, deletion or substitution', () => {
    expect(withinOneEdit('watch', 'watch')).toBe(true);
    expect(withinOneEdit('wach', 'watch')).toBe(true);
    expect(withinOneEdit('watchh', 'watch')).toBe(true);
    expect(withinOneEdit('wetch', 'watch')).toBe(true);
    expect(withinOneEdit('wtach', 'watch')).toBe(false);
    expect(withinOneEdit('wat', 'watch')).toBe(false);
  });
});
