import type { HighlightResult } from '../../contract/search.ts';
import { matchWord, type TypoPolicy, typosAllowed } from './match.ts';
import type { Term } from './query-terms.ts';
import type { Segment } from './tokenize.ts';

export interface HighlightTags {
  pre: string;
  post: string;
}
export const DEFAULT_TAGS: HighlightTags = { pre: '<em>', post: '</em>' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** How much of a record word to mark for the query: its length, or the typed part of a prefix; 0 when unmatched. */
function marked(segment: Segment & { word: string }, terms: Term[], policy: TypoPolicy, matched: Set<number>): number {
  let length = 0;
  terms.forEach((term, i) => {
    for (const { words, synonym } of term.alternatives) {
      const maxTypos = words.length === 1 && !synonym ? typosAllowed(words[0]!, policy) : 0;
      words.forEach((word, k) => {
        const match = matchWord(word, segment.word, term.prefix && k === words.length - 1, maxTypos);
        if (!match) return;
        matched.add(i);
        // a prefix marks only its own length when normalising kept the length
        const typed = !match.exact && match.typos === 0 && segment.text.length === segment.word.length;
        length = Math.max(length, typed ? word.length : segment.text.length);
      });
    }
  });
  return length;
}

/**
 * Algolia's `_highlightResult` for one attribute: the value with every word matched by a query term (through
 * any of its alternatives), or the matched prefix of a word, between the tags. The text is HTML-escaped, so
 * the tags are the only markup in it.
 */
export function highlight(value: Segment[], terms: Term[], policy: TypoPolicy, tags: HighlightTags = DEFAULT_TAGS): HighlightResult {
  const parts: { text: string; marked: boolean }[] = [];
  const matched = new Set<number>();
  let wordCount = 0;
  let fullyMarkedWords = 0;
  for (const segment of value) {
    if (segment.word === null) {
      parts.push({ text: segment.text, marked: false });
      continue;
    }
    wordCount++;
    const length = marked(segment as Segment & { word: string }, terms, policy, matched);
    if (length === segment.text.length) fullyMarkedWords++;
    if (length > 0) parts.push({ text: segment.text.slice(0, length), marked: true });
    if (length < segment.text.length) parts.push({ text: segment.text.slice(length), marked: false });
  }
  let html = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.marked) {
      html += escapeHtml(part.text);
      continue;
    }
    // neighbouring marked pieces (Thai syllables of one matched word) share one pair of tags
    let text = part.text;
    while (parts[i + 1]?.marked) text += parts[++i]!.text;
    html += tags.pre + escapeHtml(text) + tags.post;
  }
  const matchedWords = terms.filter((_, i) => matched.has(i)).map((term) => term.text);
  return {
    value: html,
    matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: wordCount > 0 && fullyMarkedWords === wordCount,
  };
}
