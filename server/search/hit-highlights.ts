import type { HighlightResult, SearchHit, SearchParams } from '../../contract/search.ts';
import { highlight, type HighlightTags } from './highlight.ts';
import { namesOf } from './hit-attributes.ts';
import type { TypoPolicy } from './match.ts';
import type { Term } from './query-terms.ts';
import { type Segment, segments } from './tokenize.ts';

/** Text attributes of a hit that can be highlighted; `*` asks for all of them. */
const HIGHLIGHTABLE = ['productName', 'productNameTh', 'productNameEn', 'categoryName', 'colour', 'capacity'] as const;
type Highlightable = (typeof HIGHLIGHTABLE)[number];

const CACHED_SEGMENTS = 5000;
const segmented = new Map<string, Segment[]>();
function segmentsOf(text: string): Segment[] {
  let found = segmented.get(text);
  if (!found) {
    if (segmented.size >= CACHED_SEGMENTS) segmented.clear();
    segmented.set(text, (found = segments(text)));
  }
  return found;
}

export interface HighlightContext {
  terms: Term[];
  typo: TypoPolicy;
  tags: HighlightTags;
}

/**
 * Algolia's attributesToHighlight: the index highlights productName (already in the hit) unless the request
 * lists others; an empty list answers no `_highlightResult`. A list attribute answers a list of highlights.
 */
export function withHighlights(
  hit: SearchHit,
  list: SearchParams['attributesToHighlight'],
  context: HighlightContext,
): Omit<SearchHit, '_highlightResult'> & { _highlightResult?: Record<string, unknown> } {
  const names = namesOf(list);
  if (!names) return hit;
  const { _highlightResult: made, ...rest } = hit;
  const wanted = names.includes('*') ? HIGHLIGHTABLE : HIGHLIGHTABLE.filter((name) => names.includes(name));
  if (!wanted.length) return rest;
  const mark = (text: string) => highlight(segmentsOf(text), context.terms, context.typo, context.tags);
  const results: Partial<Record<Highlightable, HighlightResult | HighlightResult[]>> = {};
  for (const name of wanted) {
    if (name === 'productName') results.productName = made.productName;
    else if (name === 'colour' || name === 'capacity') results[name] = hit[name].map(mark);
    else results[name] = mark(hit[name]);
  }
  return { ...rest, _highlightResult: results };
}
