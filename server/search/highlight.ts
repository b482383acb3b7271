import type { HighlightResult } from '../../contract/search.ts';
import { matchKind } from './match.ts';
import type { Segment } from './tokenize.ts';

export interface HighlightTags {
  pre: string;
  post: string;
}
export const DEFAULT_TAGS: HighlightTags = { pre: '<em>', post: '</em>' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Algolia's `_highlightResult` for one attribute: the value with every matched word (or the matched prefix
 * of a word) between the tags. The text is HTML-escaped, so the tags are the only markup in it.
 */
export function highlight(value: Segment[], words: string[], typos: boolean, tags: HighlightTags = DEFAULT_TAGS): HighlightResult {
  const parts: { text: string; marked: boolean }[] = [];
  const matched = new Set<string>();
  let wordCount = 0;
  let fullyMarkedWords = 0;
  for (const segment of value) {
    if (segment.word === null) {
      parts.push({ text: segment.text, marked: false });
      continue;
    }
    wordCount++;
    // the longest query word that matches; a prefix marks only its own length when normalising kept the length
    let marked = 0;
    for (const word of words) {
      const kind = matchKind(word, segment.word, typos);
      if (!kind) continue;
      matched.add(word);
      const length = kind === 'prefix' && segment.text.length === segment.word.length ? word.length : segment.text.length;
      marked = Math.max(marked, length);
    }
    if (marked === segment.text.length) fullyMarkedWords++;
    if (marked > 0) parts.push({ text: segment.text.slice(0, marked), marked: true });
    if (marked < segment.text.length) parts.push({ text: segment.text.slice(marked), marked: false });
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
  const matchedWords = words.filter((w) => matched.has(w));
  return {
    value: html,
    matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: wordCount > 0 && fullyMarkedWords === wordCount,
  };
}
