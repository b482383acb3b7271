import type { FacetSearchResult } from '../../contract/search-endpoints.ts';
import type { SearchParams } from '../../contract/search.ts';
import { HttpError, say } from '../http/errors.ts';
import type { Lang } from '../http/lang.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { type FacetAttribute, isFacetAttribute, SEARCHABLE_FACETS } from './facets.ts';
import { DEFAULT_TAGS, escapeHtml, type HighlightTags } from './highlight.ts';
import { catalogueQueryOf } from './params.ts';
import type { IndexSort } from './replicas.ts';

/** Algolia's default number of facet hits. */
export const DEFAULT_MAX_FACET_HITS = 10;
const ALL_VALUES = 1000;
const wordStarts = new Intl.Segmenter('th', { granularity: 'word' });

export interface FacetSearch {
  sort: IndexSort;
  facet: string;
  facetQuery: string;
  maxFacetHits?: number;
  /** which records count, and the highlight tags */
  params: SearchParams;
  lang: Lang;
}

/** The facet searched, which must be searchable, with Algolia's message when it is not. */
export function searchableFacetOf(name: string): FacetAttribute {
  if (isFacetAttribute(name) && SEARCHABLE_FACETS.includes(name)) return name;
  throw new HttpError(
    400,
    'FACET_NOT_SEARCHABLE',
    say(
      `ค้นหาค่าใน ${name} ไม่ได้ (ค้นหาได้: ${SEARCHABLE_FACETS.join(', ')})`,
      `Cannot search in \`${name}\` attribute, you need to add \`searchable(${name})\` to attributesForFaceting.`,
    ),
  );
}

const THAI = /\p{Script=Thai}/u;
const MARK = /\p{M}/u;
/** Thai vowels written before their consonant: a word never starts right after one */
const LEADING_VOWEL = /[เแโใไ]/;

/**
 * Where a word may start: the start of the value or of a word Intl.Segmenter finds, and in Thai text, which
 * it does not always cut where a shopper would, any letter that is not a mark nor after a leading vowel.
 */
function wordStartsOf(value: string): number[] {
  const starts = new Set([0, ...[...wordStarts.segment(value)].filter((s) => s.isWordLike).map((s) => s.index)]);
  for (let i = 1; i < value.length; i++) {
    if (THAI.test(value[i]!) && !MARK.test(value[i]!) && THAI.test(value[i - 1]!) && !LEADING_VOWEL.test(value[i - 1]!)) starts.add(i);
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * Where the query matches a facet value: every word of the query must start a word of the value, the last
 * one perhaps only in part. The marked ranges, or null when it does not match.
 */
export function matchFacetValue(value: string, facetQuery: string): [number, number][] | null {
  const words = facetQuery.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = value.toLowerCase();
  const starts = wordStartsOf(value);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const start = starts.find((s) => lower.startsWith(word, s));
    if (start === undefined) return null;
    ranges.push([start, start + word.length]);
  }
  return ranges;
}

/** The value with the ranges between the tags, and everything else HTML-escaped. */
export function highlightRanges(value: string, ranges: [number, number][], tags: HighlightTags): string {
  const marked = new Array<boolean>(value.length).fill(false);
  for (const [from, to] of ranges) marked.fill(true, from, to);
  let out = '';
  let i = 0;
  while (i < value.length) {
    let end = i;
    while (end < value.length && marked[end] === marked[i]) end++;
    const text = escapeHtml(value.slice(i, end));
    out += marked[i] ? tags.pre + text + tags.post : text;
    i = end;
  }
  return out;
}

/**
 * Algolia's search for facet values: the values of `facet` among the records the search parameters find
 * that match `facetQuery`, each with its count, most frequent first (or by value with sortFacetValuesBy alpha).
 */
export async function answerFacetSearch(catalogue: CatalogueIndex, search: FacetSearch, started: number): Promise<FacetSearchResult> {
  const attribute = searchableFacetOf(search.facet);
  const query = catalogueQueryOf({ ...search.params, facets: [attribute], maxValuesPerFacet: ALL_VALUES, hitsPerPage: 0, page: 0 }, search.sort, search.lang);
  const { facets } = await catalogue.search(query);
  const tags = { pre: search.params.highlightPreTag ?? DEFAULT_TAGS.pre, post: search.params.highlightPostTag ?? DEFAULT_TAGS.post };
  const facetHits: FacetSearchResult['facetHits'] = [];
  for (const [value, count] of Object.entries(facets?.[attribute] ?? {})) {
    if (facetHits.length >= (search.maxFacetHits ?? DEFAULT_MAX_FACET_HITS)) break;
    const ranges = matchFacetValue(value, search.facetQuery);
    if (ranges) facetHits.push({ value, highlighted: highlightRanges(value, ranges, tags), count });
  }
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
}
