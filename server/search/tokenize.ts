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

const THAI = /[\u0e00-\u0e7f]/;
export const isThai = (char: string) => THAI.test(char);

/** Thai glued to Latin letters or digits ("ไอโฟน17") is two words; the segmenter keeps some such pairs as one. */
const SCRIPT_CHANGE = /(?<=[\u0e00-\u0e7f])(?=[^\u0e00-\u0e7f])|(?<=[^\u0e00-\u0e7f])(?=[\u0e00-\u0e7f])/;

export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) {
      out.push({ text: segment, word: null });
      continue;
    }
    for (const part of segment.split(SCRIPT_CHANGE)) out.push({ text: part, word: normalizeWord(part) || null });
  }
  return out;
}

export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const { word } of segments(text)) if (word) words.push(word);
  return words;
}

/** Normalised text with every run of spaces and punctuation as one space: how synonyms are looked up. */
export const cleanText = (text: string) =>
  normalizeWord(text)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
