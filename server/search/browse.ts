import * as v from 'valibot';
import type { SearchParams } from '../../contract/search.ts';
import { HttpError, say } from '../http/errors.ts';
import type { Lang } from '../http/lang.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { retrieve } from './hit-attributes.ts';
import { nbPagesOf } from './paging.ts';
import { catalogueQueryOf, encodeParams } from './params.ts';
import type { IndexSort } from './replicas.ts';

/** Browsing answers up to 1000 records a page, 1000 when not told (Algolia's browse). */
const BROWSE_HITS_PER_PAGE = 1000;

/** What a cursor holds: the browse's parameters, checked again when it comes back, and the next page. */
const CursorContent = v.object({
  params: v.pipe(v.string(), v.maxLength(4096)),
  page: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)),
});
export type Cursor = v.InferOutput<typeof CursorContent>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(text: string): Cursor {
  try {
    return v.parse(CursorContent, JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new HttpError(
      400,
      'INVALID_CURSOR',
      say('cursor ไม่ถูกต้อง: ส่ง cursor จากคำตอบก่อนหน้ามาตามเดิม', 'cursor is not valid: send back the cursor of the previous answer as it was'),
    );
  }
}

export interface Browse {
  sort: IndexSort;
  params: SearchParams;
  /** the page asked for, or the one the cursor names */
  page: number;
  lang: Lang;
}

/**
 * One page of Algolia's browse: the records the parameters find, in the index's order, with no highlight and
 * no facets, and past any pagination limit; a `cursor` while records are left.
 */
export async function answerBrowse(catalogue: CatalogueIndex, { sort, params, page, lang }: Browse, started: number) {
  const hitsPerPage = params.hitsPerPage ?? BROWSE_HITS_PER_PAGE;
  const query = catalogueQueryOf({ ...params, facets: [], page, hitsPerPage }, sort, lang);
  const { hits, nbHits } = await catalogue.search(query);
  const records = hits.map(({ _highlightResult: _, ...record }) => retrieve(record, params.attributesToRetrieve));
  const nbPages = nbPagesOf(nbHits, hitsPerPage, Infinity);
  const encoded = encodeParams(params);
  return {
    hits: records,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query: params.query ?? '',
    params: encoded,
    exhaustiveNbHits: true,
    ...(page + 1 < nbPages ? { cursor: encodeCursor({ params: encoded, page: page + 1 }) } : {}),
  };
}
