import type { RankingInfo } from '../../contract/search.ts';
import { compareKeys, rankingKey, type TextualRank } from './ranking.ts';
import type { SearchRecord } from './records.ts';

/** How one hit ranked: the textual criteria, and what `_rankingInfo` adds to them. */
export interface HitRanking extends TextualRank {
  /** query terms the hit matches: all of them, as every term must match */
  words: number;
  /** the best attribute and position any term matched (attribute level * 1000 + position) */
  firstMatchedWord: number;
  userScore: number;
}

const EQUAL_TEXT: TextualRank = { typos: 0, proximity: 0, attribute: 0, exact: 0 };

/** Each record's place in the custom ranking as a score, the first record scoring highest (Algolia's userScore). */
export function userScoresOf(records: SearchRecord[]): number[] {
  const order = records.map((record, i) => ({ i, key: rankingKey(EQUAL_TEXT, record, null, 'on') })).sort((a, b) => compareKeys(a.key, b.key));
  const scores: number[] = new Array(records.length);
  order.forEach(({ i }, position) => (scores[i] = records.length - position));
  return scores;
}

/** Algolia's `_rankingInfo` of a hit; there is no geo search, no optional filter and no promotion here. */
export const rankingInfoOf = (r: HitRanking): RankingInfo => ({
  nbTypos: r.typos,
  words: r.words,
  proximityDistance: r.proximity,
  userScore: r.userScore,
  geoDistance: 0,
  geoPrecision: 1,
  firstMatchedWord: r.firstMatchedWord,
  nbExactWords: r.exact,
  filters: 0,
  promoted: false,
});
