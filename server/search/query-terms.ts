import type { SynonymAlternative, SynonymDictionary } from './synonyms.ts';
import { cleanText, isThai, tokenize } from './tokenize.ts';

/** One way a query term may appear in a record: these words, in a row. */
export interface Alternative {
  words: string[];
  /** found through a synonym: matched without typos */
  synonym: boolean;
  /** a synonym written as several words: never exact (Algolia's default alternativesAsExact) */
  spaced: boolean;
}

/** A word of the query, or a phrase of it that has synonyms; a record must match one of its alternatives. */
export interface Term {
  /** the query text it stands for, as `matchedWords` shows it */
  text: string;
  /** the first is the text itself */
  alternatives: Alternative[];
  /** the last term: its last word also matches the start of a longer word (Algolia's prefixLast) */
  prefix: boolean;
}

export const MAX_TERMS = 10;

const LATIN_OR_DIGIT = /[\p{L}\p{N}]/u;
const latinOrDigit = (char: string | undefined) => char !== undefined && LATIN_OR_DIGIT.test(char) && !isThai(char);
const MARK = /\p{M}/u;
/** Thai vowels written before the consonant they follow in speech: a word never starts after one */
const LEADING_VOWEL = /[เแโใไ]/;

/**
 * Whether text[start, end) can be a word or phrase on its own: it cuts no Latin word or number in two, and
 * no Thai syllable (a key never ends before a vowel or tone mark, nor starts after a leading vowel).
 * Thai words are written without spaces, so a Thai key may otherwise start and end anywhere.
 */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  if (latinOrDigit(before) && latinOrDigit(text[start])) return false;
  if (before !== undefined && LEADING_VOWEL.test(before)) return false;
  if (after !== undefined && MARK.test(after)) return false;
  return !(latinOrDigit(after) && latinOrDigit(text[end - 1]));
}

type Piece = { kind: 'text'; text: string } | { kind: 'key'; key: string } | { kind: 'start'; text: string; keys: string[] };

/** The query cut into synonym keys (longest first, left to right) and the text between them. */
function piecesOf(text: string, synonyms: SynonymDictionary): Piece[] {
  const typed = typedEnding(text, synonyms);
  const body = typed ? text.slice(0, text.length - typed.text.length) : text;
  const pieces: Piece[] = [];
  let gap = 0;
  let i = 0;
  while (i < body.length) {
    const key = synonyms.keysStartingWith(body[i]!).find((k) => body.startsWith(k, i) && standsAlone(body, i, i + k.length));
    if (!key) {
      i++;
      continue;
    }
    if (i > gap) pieces.push({ kind: 'text', text: body.slice(gap, i) });
    pieces.push({ kind: 'key', key });
    i += key.length;
    gap = i;
  }
  if (gap < body.length) pieces.push({ kind: 'text', text: body.slice(gap) });
  if (typed) pieces.push(typed);
  return pieces;
}

/**
 * Thai at the end of the query that starts a longer key is the word being typed: "ไอโฟ" finds what "ไอโฟน"
 * finds, "แอร์พ" what "แอร์พอด" finds, as "ipho" finds iPhone. The longest such ending of two characters or
 * more counts; when it is a key itself ("แมค"), it keeps its own synonyms too.
 */
function typedEnding(text: string, synonyms: SynonymDictionary): Extract<Piece, { kind: 'start' }> | null {
  const thai = /[\u0e00-\u0e7f]+$/.exec(text);
  if (!thai) return null;
  for (let start = thai.index; start <= text.length - 2; start++) {
    if (!standsAlone(text, start, text.length)) continue;
    const ending = text.slice(start);
    const longer = synonyms.thaiKeysExtending(ending);
    const complete = synonyms.alternatives(ending).length > 0;
    if (longer.length) return { kind: 'start', text: ending, keys: [...(complete ? [ending] : []), ...longer] };
    // a key typed in full ("ไอแมค") is no start of the shorter key inside it ("แมค")
    if (complete) return null;
  }
  return null;
}

/**
 * A Latin word typed with its number run together ("iphone17", "ipad11", "iphone17pro") also stands for the words
 * written apart, as the records have them: one alternative more, matched without typos.
 */
function runTogether(word: string): Alternative[] {
  if (!/^[a-z0-9]+$/.test(word) || !/[a-z]/.test(word) || !/\d/.test(word)) return [];
  const parts = word.match(/[a-z]+|\d+/g)!;
  return parts.length > 1 ? [{ words: parts, synonym: true, spaced: true }] : [];
}

function termsOf(piece: Piece, synonyms: SynonymDictionary | null): Omit<Term, 'prefix'>[] {
  if (piece.kind === 'text')
    return tokenize(piece.text).map((word) => ({ text: word, alternatives: [{ words: [word], synonym: false, spaced: false }, ...runTogether(word)] }));
  const text = piece.kind === 'key' ? piece.key : piece.text;
  const found = new Map<string, Alternative>([[text, { words: tokenize(text), synonym: false, spaced: false }]]);
  const add = ({ words, spaced }: SynonymAlternative) => {
    const key = words.join(' ');
    if (!found.has(key)) found.set(key, { words, synonym: true, spaced });
  };
  for (const key of piece.kind === 'key' ? [piece.key] : piece.keys) {
    if (key !== text) add({ words: tokenize(key), spaced: key.includes(' ') });
    for (const alternative of synonyms!.alternatives(key)) add(alternative);
  }
  return [{ text, alternatives: [...found.values()] }];
}

/** The query's terms, each once, in order, at most MAX_TERMS; without a dictionary every word is a term. */
export function queryTerms(query: string, synonyms: SynonymDictionary | null): Term[] {
  const text = cleanText(query);
  const pieces: Piece[] = synonyms ? piecesOf(text, synonyms) : [{ kind: 'text', text }];
  const terms = new Map<string, Omit<Term, 'prefix'>>();
  for (const piece of pieces)
    for (const term of termsOf(piece, synonyms)) if (!terms.has(term.text) && term.alternatives[0]!.words.length) terms.set(term.text, term);
  const kept = [...terms.values()].slice(0, MAX_TERMS);
  return kept.map((term, i) => ({ ...term, prefix: i === kept.length - 1 }));
}
