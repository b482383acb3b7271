import { matchWord, type TypoPolicy, typosAllowed } from './match.ts';
import type { Term } from './query-terms.ts';

/** One searchable attribute value of a record: its words, and its place in Algolia's searchableAttributes. */
export interface Field {
  words: string[];
  /** 0 for the most important attributes */
  level: number;
  /** whether a match nearer the start ranks higher (Algolia's ordered attributes; descriptions are unordered) */
  ordered: boolean;
}

/** Where a term matched: words start..end of a field. */
export interface Occurrence {
  field: number;
  start: number;
  end: number;
}

/** How one term matches one record, over all its alternatives and occurrences. */
export interface TermMatch {
  typos: number;
  /** matched as a whole word without a typo (Algolia's exact criterion) */
  exact: boolean;
  /** matched a whole attribute value without a typo (the exact criterion of a one-term query) */
  whole: boolean;
  /** Algolia's attribute criterion: level * 1000, plus the position in an ordered attribute */
  attribute: number;
  occurrences: Occurrence[];
}

interface WordHit {
  word: string;
  typos: number;
  exact: boolean;
}

export interface TextIndex {
  /** the records that match the term, by their position in the list the index was built from */
  matches(term: Term, policy: TypoPolicy): Map<number, TermMatch>;
}

const POSITION_WEIGHT = 1000;
/** occurrences kept per record and term: enough for proximity, bounded for long descriptions */
const MAX_OCCURRENCES = 16;
const CACHED_WORDS = 5000;
const CACHED_TERMS = 5000;

function bounded<K, V>(limit: number) {
  const cache = new Map<K, V>();
  return (key: K, compute: () => V): V => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = compute();
      cache.set(key, value);
    }
    return value;
  };
}

/**
 * An inverted index over the words of every field: each distinct word with where it occurs. A query word is
 * compared with every distinct word (a few thousand even for a large catalogue), which gives prefixes and
 * typos without a second structure; the comparisons are cached per query word.
 */
export function buildTextIndex(docs: Field[][]): TextIndex {
  const postings = new Map<string, number[]>();
  docs.forEach((fields, doc) =>
    fields.forEach(({ words }, field) =>
      words.forEach((word, position) => {
        let list = postings.get(word);
        if (!list) postings.set(word, (list = []));
        list.push(doc, field, position);
      }),
    ),
  );
  const vocabulary = [...postings.keys()];

  const cachedWords = bounded<string, WordHit[]>(CACHED_WORDS);
  const wordsLike = (query: string, prefix: boolean, maxTypos: number) =>
    cachedWords(`${Number(prefix)}${maxTypos}${query}`, () => {
      if (!prefix && maxTypos === 0) return postings.has(query) ? [{ word: query, typos: 0, exact: true }] : [];
      const hits: WordHit[] = [];
      for (const word of vocabulary) {
        const match = matchWord(query, word, prefix, maxTypos);
        if (match) hits.push({ word, ...match });
      }
      return hits;
    });

  function matches(term: Term, policy: TypoPolicy): Map<number, TermMatch> {
    const found = new Map<number, TermMatch>();
    /** `full`: every word matched whole, without a typo */
    const record = (doc: number, occurrence: Occurrence, typos: number, full: boolean, exact: boolean) => {
      const field = docs[doc]![occurrence.field]!;
      const whole = full && occurrence.start === 0 && occurrence.end === field.words.length - 1;
      const attribute = field.level * POSITION_WEIGHT + (field.ordered ? occurrence.start : 0);
      const match = found.get(doc);
      if (!match) {
        found.set(doc, { typos, exact, whole, attribute, occurrences: [occurrence] });
        return;
      }
      match.typos = Math.min(match.typos, typos);
      match.exact ||= exact;
      match.whole ||= whole;
      match.attribute = Math.min(match.attribute, attribute);
      if (match.occurrences.length < MAX_OCCURRENCES) match.occurrences.push(occurrence);
    };

    for (const { words, synonym, spaced } of term.alternatives) {
      const last = words.length - 1;
      const single = last === 0;
      // typos only in a word the shopper typed; a synonym or a phrase matches as written
      const maxTypos = single && !synonym ? typosAllowed(words[0]!, policy) : 0;
      for (const hit of wordsLike(words[0]!, term.prefix && single, maxTypos)) {
        const list = postings.get(hit.word)!;
        for (let p = 0; p < list.length; p += 3) {
          const [doc, field, start] = [list[p]!, list[p + 1]!, list[p + 2]!];
          let full = hit.exact;
          if (!single) {
            const following = docs[doc]![field]!.words;
            let inRow = true;
            for (let k = 1; k <= last && inRow; k++) {
              const word = following[start + k];
              if (word === words[k]) continue;
              inRow = k === last && term.prefix && word !== undefined && word.startsWith(words[k]!);
              full = false;
            }
            if (!inRow) continue;
          }
          record(doc, { field, start, end: start + last }, hit.typos, full, full && !spaced);
        }
      }
    }
    return found;
  }

  const cachedTerms = bounded<string, Map<number, TermMatch>>(CACHED_TERMS);
  return {
    matches: (term, policy) =>
      cachedTerms(`${policy.mode === 'off' ? 0 : `${policy.minWordSizefor1Typo},${policy.minWordSizefor2Typos}`}:${JSON.stringify(term)}`, () =>
        matches(term, policy),
      ),
  };
}
