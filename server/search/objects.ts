import type { SearchHit } from '../../contract/search.ts';
import { notFound, say } from '../http/errors.ts';
import type { Lang } from '../http/lang.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { catalogueQueryOf } from './params.ts';
import type { IndexSort } from './replicas.ts';

export type SearchRecordAnswer = Omit<SearchHit, '_highlightResult' | '_rankingInfo'>;

/** objectIDs are model ids written as text; anything else names no record. */
const OBJECT_ID = /^[1-9]\d{0,14}$/;

/** The record with this objectID as a hit shows it (in the request language), or null. */
export async function recordOf(catalogue: CatalogueIndex, sort: IndexSort, objectID: string, lang: Lang): Promise<SearchRecordAnswer | null> {
  if (!OBJECT_ID.test(objectID)) return null;
  const { hits } = await catalogue.search(catalogueQueryOf({ filters: `productId = ${objectID}`, hitsPerPage: 1 }, sort, lang));
  if (!hits[0]) return null;
  const { _highlightResult: _, ...record } = hits[0];
  return record;
}

export const objectNotFound = () => notFound('OBJECT', say('ไม่มีรายการที่มี objectID นี้', 'ObjectID does not exist'));
