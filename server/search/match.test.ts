import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_POLICY, editDistance, matchWord, typoPolicyOf, typosAllowed } from './match.ts';

describe('typosAllowed', () => {
  it('allows one typo from four characters and two from eight, as Algolia does by default', () => {
    expect(['mac', 'ipad', 'iphone', 'macbook', 'airpodsx'].map((w) => typosAllowed(w, DEFAULT_TYPO_POLICY))).toEqual([0, 1, 1, 1, 2]);
  });

  it('follows minWordSizefor1Typo and minWordSizefor2Typos', () => {
    const policy = { ...DEFAULT_TYPO_POLICY, minWordSizefor1Typo: 3, minWordSizefor2Typos: 5 };
    expect(['ma', 'mac', 'ipad', 'iphone'].map((w) => typosAllowed(w, policy))).toEqual([0, 1, 1, 2]);
    expect(typosAllowed('trackpad', { ...DEFAULT_TYPO_POLICY, minWordSizefor1Typo: 9 })).toBe(0);
  });

  it('allows none in a word with a digit, nor when typo tolerance is off', () => {
    const loose = { ...DEFAULT_TYPO_POLICY, minWordSizefor1Typo: 1 };
    expect(['71', '256gb', 'a19'].map((w) => typosAllowed(w, loose))).toEqual([0, 0, 0]);
    expect(typosAllowed('macbook', { ...DEFAULT_TYPO_POLICY, mode: 'off' })).toBe(0);
  });

  it('counts Thai letters, vowels and tone marks as characters', () => {
    expect(typosAllowed('เคส', DEFAULT_TYPO_POLICY)).toBe(0);
    expect(typosAllowed('ซิลิโคน', DEFAULT_TYPO_POLICY)).toBe(1);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one typo each', () => {
    expect(editDistance('wach', 'watch', 2)).toBe(1);
    expect(editDistance('watchh', 'watch', 2)).toBe(1);
    expect(editDistance('wetch', 'watch', 2)).toBe(1);
    expect(editDistance('wtach', 'watch', 2)).toBe(1);
    expect(editDistance('iphnoe', 'iphone', 2)).toBe(1);
    expect(editDistance('aiprods', 'airpods', 2)).toBe(1);
    expect(editDistance('macbok', 'macbook', 2)).toBe(1);
    expect(editDistance('mcabok', 'macbook', 2)).toBe(2);
  });

  it('stops at max + 1', () => {
    expect(editDistance('ipad', 'iphone', 1)).toBe(2);
    expect(editDistance('a', 'macbook', 2)).toBe(3);
  });

  it('measures against the closest start of the word in prefix mode', () => {
    expect(editDistance('iphn', 'iphone', 1, true)).toBe(1);
    expect(editDistance('macbo', 'macbook', 1, true)).toBe(0);
    expect(editDistance('ipda', 'ipad', 1, true)).toBe(1);
    expect(editDistance('ab', 'xyz', 1, true)).toBe(2);
  });
});

describe('matchWord', () => {
  it('tells an exact word from a prefix and from a typo', () => {
    expect(matchWord('iphone', 'iphone', true, 1)).toEqual({ typos: 0, exact: true });
    expect(matchWord('ipho', 'iphone', true, 1)).toEqual({ typos: 0, exact: false });
    expect(matchWord('iphnoe', 'iphone', false, 1)).toEqual({ typos: 1, exact: false });
  });

  it('matches a prefix only for the word being typed', () => {
    expect(matchWord('ipho', 'iphone', false, 1)).toBeNull();
    expect(matchWord('iphn', 'iphone', true, 1)).toEqual({ typos: 1, exact: false });
  });

  it('refuses what is further than the typos allowed', () => {
    expect(matchWord('mcabok', 'macbook', false, 1)).toBeNull();
    expect(matchWord('macbok', 'macbook', false, 0)).toBeNull();
  });
});

describe('typoPolicyOf', () => {
  it('reads typoTolerance as Algolia does, with its default word sizes', () => {
    expect(typoPolicyOf({})).toEqual(DEFAULT_TYPO_POLICY);
    expect([false, 'false', true, 'true', 'min', 'strict'].map((t) => typoPolicyOf({ typoTolerance: t as never }).mode)).toEqual([
      'off',
      'off',
      'on',
      'on',
      'min',
      'strict',
    ]);
    expect(typoPolicyOf({ minWordSizefor1Typo: 3, minWordSizefor2Typos: 6 })).toMatchObject({ minWordSizefor1Typo: 3, minWordSizefor2Typos: 6 });
  });
});
