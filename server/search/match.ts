/** How a query word matches a word of a record, as Orama finds it: the same word, a prefix of it, or one typo away. */
export type MatchKind = 'exact' | 'prefix' | 'typo';

/** Typos are allowed in query words of this many characters or more (Algolia allows one from four). */
export const MIN_TYPO_LENGTH = 4;

/** Whether a and b are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}

export function matchKind(queryWord: string, word: string, typos: boolean): MatchKind | null {
  if (word === queryWord) return 'exact';
  if (word.startsWith(queryWord)) return 'prefix';
  if (typos && queryWord.length >= MIN_TYPO_LENGTH && withinOneEdit(queryWord, word)) return 'typo';
  return null;
}
