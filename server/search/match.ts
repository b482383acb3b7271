import type { SearchParams } from '../../contract/search.ts';

/*
 * Typo tolerance as Algolia documents it: a query word of `minWordSizefor1Typo` (4) characters or more may
 * carry one typo, of `minWordSizefor2Typos` (8) or more two; a typo is a missing, extra or wrong character or
 * two neighbours swapped (`iphnoe` is one typo from `iphone`). Words with a digit never carry a typo, so
 * `iphone 71` does not find the iPhone 17 and `256gb` does not find 265GB.
 */

/** `typoTolerance`: 'min' keeps only the records with the fewest typos, 'strict' the two fewest counts. */
export type TypoMode = 'on' | 'off' | 'min' | 'strict';

export interface TypoPolicy {
  mode: TypoMode;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

export const DEFAULT_TYPO_POLICY: TypoPolicy = { mode: 'on', minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 };

/** The policy a request asks for, Algolia's defaults for what it leaves out. */
export function typoPolicyOf(params: Pick<SearchParams, 'typoTolerance' | 'minWordSizefor1Typo' | 'minWordSizefor2Typos'>): TypoPolicy {
  const { typoTolerance } = params;
  return {
    mode: typoTolerance === false || typoTolerance === 'false' ? 'off' : typoTolerance === 'min' || typoTolerance === 'strict' ? typoTolerance : 'on',
    minWordSizefor1Typo: params.minWordSizefor1Typo ?? DEFAULT_TYPO_POLICY.minWordSizefor1Typo,
    minWordSizefor2Typos: params.minWordSizefor2Typos ?? DEFAULT_TYPO_POLICY.minWordSizefor2Typos,
  };
}

const DIGIT = /\p{N}/u;

/** How many typos a query word may carry under the policy. */
export function typosAllowed(word: string, policy: TypoPolicy): number {
  if (policy.mode === 'off' || DIGIT.test(word)) return 0;
  const length = [...word].length;
  // a word too short for one typo has none, whatever minWordSizefor2Typos says
  if (length < policy.minWordSizefor1Typo) return 0;
  return length >= policy.minWordSizefor2Typos ? 2 : 1;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours) between
 * `query` and `word`, or between `query` and the closest start of `word` when `prefix` is set; `max + 1` as
 * soon as it is known to be over `max`.
 */
export function editDistance(query: string, word: string, max: number, prefix = false): number {
  const a = [...query];
  const b = [...word];
  // a prefix of `word` longer than the query plus `max` characters cannot be close enough
  const columns = prefix ? Math.min(b.length, a.length + max) : b.length;
  if (!prefix && Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: columns + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= columns; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = row;
  }
  // a start of the word has at least one character
  const distance = prefix ? Math.min(...previous.slice(1)) : previous[columns]!;
  return Math.min(distance, max + 1);
}

export interface WordMatch {
  typos: number;
  /** the whole word, without a typo: Algolia's exact criterion */
  exact: boolean;
}

/**
 * How a query word matches a word of a record: the same word, the start of it (when `prefix`, for the word
 * being typed), or within `maxTypos` typos of the word or, when `prefix`, of its start.
 */
export function matchWord(query: string, word: string, prefix: boolean, maxTypos: number): WordMatch | null {
  if (word === query) return { typos: 0, exact: true };
  if (prefix && word.startsWith(query)) return { typos: 0, exact: false };
  if (maxTypos === 0) return null;
  const typos = editDistance(query, word, maxTypos, prefix);
  return typos <= maxTypos ? { typos, exact: false } : null;
}
