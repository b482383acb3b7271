import { SearchParams } from '../../contract/search.ts';
import { HttpError, say } from '../http/errors.ts';
import type { Lang } from '../http/lang.ts';
import { parse } from '../http/validate.ts';
import type { CatalogueQuery } from './catalogue-index.ts';
import { FACET_ATTRIBUTES, type FacetAttribute } from './facets.ts';
import { parseFilterString } from './filter-string.ts';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filters.ts';
import { DEFAULT_TAGS } from './highlight.ts';
import { typoPolicyOf } from './match.ts';
import { typedParamValue } from './param-values.ts';
import type { IndexSort } from './replicas.ts';

const NUMBER_KEYS = new Set(['page', 'hitsPerPage', 'maxValuesPerFacet', 'minWordSizefor1Typo', 'minWordSizefor2Typos']);
const BOOLEAN_KEYS = new Set(['analytics', 'clickAnalytics', 'enablePersonalization', 'enableRules', 'getRankingInfo', 'synonyms']);
/** Keys whose value may be a JSON array in the string form; otherwise it is kept as text (comma lists, filter strings). */
const LIST_KEYS = new Set([
  'facets',
  'facetFilters',
  'numericFilters',
  'analyticsTags',
  'ruleContexts',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'responseFields',
]);

export const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_MAX_VALUES_PER_FACET = 100;

/** The URL-encoded `params` string ("query=ipho&hitsPerPage=3&facetFilters=%5B...%5D") as typed fields. */
export function decodeParamsString(text: string): Record<string, unknown> {
  // no prototype: a "__proto__" key stays an ordinary (and unknown, so refused) parameter
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    if (NUMBER_KEYS.has(key)) out[key] = /^-?\d{1,10}$/.test(value) ? Number(value) : value;
    else if (BOOLEAN_KEYS.has(key)) out[key] = value === 'true' ? true : value === 'false' ? false : value;
    else if (LIST_KEYS.has(key) && value.trimStart().startsWith('[')) {
      try {
        out[key] = JSON.parse(value);
      } catch {
        throw new HttpError(400, 'INVALID_INPUT', say(`params: ค่า ${key} ไม่ใช่ JSON ที่ถูกต้อง`, `params: ${key} is not valid JSON`));
      }
    } else out[key] = typedParamValue(key, value);
  }
  return out;
}

/** The parameters of one request: its `params` string, overridden by its own fields, checked. */
export function searchParamsOf(fields: Record<string, unknown>, paramsText: string | undefined): SearchParams {
  const merged = paramsText ? { ...decodeParamsString(paramsText), ...fields } : fields;
  return parse(SearchParams, merged);
}

/** The parameters as Algolia echoes them in each result: URL-encoded, lists as JSON. */
export function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

function facetsOf(facets: SearchParams['facets']): FacetAttribute[] {
  const names = typeof facets === 'string' ? facets.split(',').map((s) => s.trim()) : (facets ?? []);
  if (names.includes('*')) return [...FACET_ATTRIBUTES];
  // like Algolia, an attribute that is not a facet is left out of the answer
  return FACET_ATTRIBUTES.filter((attribute) => names.includes(attribute));
}

export function catalogueQueryOf(params: SearchParams, sort: IndexSort, lang: Lang): CatalogueQuery {
  return {
    sort,
    text: params.query ?? '',
    typo: typoPolicyOf(params),
    synonyms: params.synonyms !== false,
    filters: [
      ...parseFilterString(params.filters),
      ...parseFacetFilters(params.facetFilters),
      ...parseNumericFilters(params.numericFilters),
      ...parseTagFilters(params.tagFilters),
    ],
    facets: facetsOf(params.facets),
    maxValuesPerFacet: params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
    sortFacetValuesBy: params.sortFacetValuesBy ?? 'count',
    page: params.page ?? 0,
    hitsPerPage: params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
    tags: { pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post },
    lang,
  };
}
