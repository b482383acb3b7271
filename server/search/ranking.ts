import type { TypoMode } from './match.ts';
import type { Occurrence, TermMatch } from './text-index.ts';

/*
 * Algolia's ranking formula: typo, (geo), words, (filters), proximity, attribute, exact, then the custom
 * ranking. Every query term must match, so the words criterion is the same for every hit and is left out.
 */

/** Algolia's ceiling for the distance between two query terms (different attributes, or far apart). */
const MAX_PROXIMITY = 8;

function distance(first: Occurrence[], second: Occurrence[]): number {
  let best = MAX_PROXIMITY;
  for (const a of first) {
    for (const b of second) {
      if (a.field !== b.field) continue;
      const gap = b.start - a.end;
      // in the query's order the distance in words; the other way round one more
      best = Math.min(best, gap >= 1 ? gap : Math.max(1, a.start - b.end + 1));
    }
  }
  return best;
}

export interface TextualRank {
  /** typos over all terms, fewest first */
  typos: number;
  /** distances between consecutive terms, summed, smallest first */
  proximity: number;
  /** each term's best attribute and position, summed (Algolia's attributeCriteriaComputedBy: sum), smallest first */
  attribute: number;
  /** terms matched exactly; for a one-term query, whether it is a whole attribute value; most first */
  exact: number;
}

/** The textual criteria of one record, from how each query term matches it (in query order). */
export function textualRank(matches: TermMatch[]): TextualRank {
  let typos = 0;
  let attribute = 0;
  let exact = 0;
  let proximity = 0;
  matches.forEach((match, i) => {
    typos += match.typos;
    attribute += match.attribute;
    exact += Number(match.exact);
    if (i > 0) proximity += distance(matches[i - 1]!.occurrences, match.occurrences);
  });
  if (matches.length === 1) exact = Number(matches[0]!.whole);
  return { typos, proximity, attribute, exact };
}

/** typoTolerance 'min' keeps the records with the fewest typos, 'strict' those with the two fewest counts. */
export function withFewestTypos<T extends { text: TextualRank }>(ranked: T[], mode: TypoMode): T[] {
  if (mode !== 'min' && mode !== 'strict') return ranked;
  const counts = [...new Set(ranked.map((r) => r.text.typos))].sort((a, b) => a - b);
  const limit = counts[mode === 'min' ? 0 : 1] ?? counts.at(-1);
  return ranked.filter((r) => r.text.typos <= limit!);
}

/** What the custom ranking looks at. */
export interface BusinessRank {
  inStock: boolean;
  accessory: boolean;
  isSpecialPrice: boolean;
  rank: number;
}

/**
 * The custom ranking, applied only between records the text ranks equal: a product before the accessories
 * made for it ("iphone 17" shows the iPhone 17 family before its cases), then what can be bought, a special
 * price before the full price, and the shop's recommended order. The hosted index gets the same.
 */
export const CUSTOM_RANKING = ['asc(accessory)', 'desc(inStock)', 'desc(isSpecialPrice)', 'asc(rank)'];
const customKey = (b: BusinessRank) => [Number(b.accessory), Number(!b.inStock), Number(!b.isSpecialPrice), b.rank];

/**
 * The sort key of a record, compared number by number: a replica's sort first, then the textual criteria,
 * then the custom ranking; typoTolerance 'min' and 'strict' put typos before the replica's sort, as Algolia does.
 */
export function rankingKey(text: TextualRank, business: BusinessRank, sortValue: number | null, mode: TypoMode): number[] {
  const sort = sortValue === null ? [] : [sortValue];
  const textual = [text.proximity, text.attribute, -text.exact];
  const custom = customKey(business);
  return mode === 'min' || mode === 'strict' ? [text.typos, ...sort, ...textual, ...custom] : [...sort, text.typos, ...textual, ...custom];
}

export function compareKeys(a: number[], b: number[]): number {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
  return 0;
}
