import { randomBytes } from 'node:crypto';
import type { SearchParams } from '../../contract/search.ts';
import type { Lang } from '../http/lang.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { namesOf, retrieve } from './hit-attributes.ts';
import { withHighlights } from './hit-highlights.ts';
import { hitWindowOf, nbPagesOf } from './paging.ts';
import { catalogueQueryOf, DEFAULT_HITS_PER_PAGE, encodeParams } from './params.ts';
import { rankingInfoOf } from './ranking-info.ts';
import type { IndexSort } from './replicas.ts';

/** One search, checked: the index it reads (and so its sort) and its parameters. */
export interface PreparedSearch {
  indexName: string;
  sort: IndexSort;
  params: SearchParams;
  lang: Lang;
}

/** Fields Algolia answers whatever responseFields says. */
const ALWAYS_ANSWERED = new Set([
  'message',
  'warning',
  'cursor',
  'queryID',
  'serverUsed',
  'parsedQuery',
  'indexUsed',
  'abTestVariantID',
  'timeoutCounts',
  'timeoutHits',
]);

/** Algolia's responseFields: the top-level fields listed (all with `*` or when not given), and those it always answers. */
function onlyFields(result: Record<string, unknown>, list: SearchParams['responseFields']): Record<string, unknown> {
  const names = namesOf(list);
  if (!names || names.includes('*')) return result;
  return Object.fromEntries(Object.entries(result).filter(([key]) => names.includes(key) || ALWAYS_ANSWERED.has(key)));
}

/** Algolia's queryID: 32 hexadecimal characters, new for each search. */
export const newQueryID = () => randomBytes(16).toString('hex');

/** Algolia's answer to one search: the window of hits asked for, counts, facets and what the parameters add. */
export async function answerSearch(catalogue: CatalogueIndex, { indexName, sort, params, lang }: PreparedSearch, started: number) {
  const window = hitWindowOf(params);
  const { fetch: engine } = window;
  const asked = engine.page === (params.page ?? 0) && engine.hitsPerPage === (params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
  const paged = asked ? params : { ...params, page: engine.page, hitsPerPage: engine.hitsPerPage };
  const query = catalogueQueryOf(paged, sort, lang);
  if (params.getRankingInfo) query.rankingInfo = true;
  const { hits, ranking, nbHits, terms, facets, facetsStats } = await catalogue.search(query);
  const plain = params.attributesToHighlight === undefined && params.attributesToRetrieve === undefined && !params.getRankingInfo;
  const shown =
    plain && engine.skip === 0 && window.count >= hits.length
      ? hits
      : hits.slice(engine.skip, engine.skip + window.count).map((hit, i) => {
          const answered = retrieve(
            withHighlights(hit, params.attributesToHighlight, { terms, typo: query.typo, tags: query.tags }),
            params.attributesToRetrieve,
          );
          return params.getRankingInfo ? { ...answered, _rankingInfo: rankingInfoOf(ranking[engine.skip + i]!) } : answered;
        });
  const result = {
    hits: shown,
    nbHits,
    page: window.page,
    nbPages: nbPagesOf(nbHits, window.hitsPerPage),
    hitsPerPage: window.hitsPerPage,
    ...(window.offset !== undefined ? { offset: window.offset, length: window.length } : {}),
    ...(facets ? { facets, exhaustiveFacetsCount: true } : {}),
    ...(facetsStats ? { facets_stats: facetsStats } : {}),
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, typo: true, ...(facets ? { facetsCount: true } : {}) },
    query: params.query ?? '',
    params: encodeParams(params),
    index: indexName,
    ...(params.clickAnalytics ? { queryID: newQueryID() } : {}),
    ...(params.getRankingInfo ? { parsedQuery: terms.map((term) => term.text).join(' '), serverUsed: 'embedded' } : {}),
    processingTimeMS: Math.round(performance.now() - started),
  };
  return onlyFields(result, params.responseFields);
}
