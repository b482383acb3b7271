/*
 * Words for the index and the query alike. Thai is written without spaces between words, so text is split
 * with the ICU word segmenter (Intl.Segmenter), which also splits Latin text at spaces and punctuation.
 */

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** A piece of the original text; `word` is its normalised form when it is a word, else null. */
export interface Segment {
  text: string;
  word: string | null;
}

/** Lower case without Latin accents. Thai vowel and tone marks are combining marks too, so only U+0300-036F go. */
export function normalizeWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const word = isWordLike ? normalizeWord(segment) : '';
    out.push({ text: segment, word: word || null });
  }
  return out;
}

export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const { word } of segments(text)) if (word) words.push(word);
  return words;
}

/** The query's words, each once, in order, at most `max`. */
export function queryWords(query: string, max = 10): string[] {
  return [...new Set(tokenize(query))].slice(0, max);
}

/** Orama's tokenizer component: the same words for documents and for the terms we look up. */
export const oramaTokenizer = {
  language: 'thai-english',
  normalizationCache: new Map<string, string>(),
  tokenize: (raw: string) => tokenize(raw),
};
