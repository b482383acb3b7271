/**
 * The base index answers by relevance, then the shop's recommended order; its replicas sort first by
 * price or by release date and rank by relevance within equal values (Algolia's standard replicas).
 */
export type IndexSort = 'relevance' | 'price-asc' | 'price-desc' | 'newest';

export const REPLICAS = [
  { suffix: '_price_asc', sort: 'price-asc', ranking: 'asc(price)' },
  { suffix: '_price_desc', sort: 'price-desc', ranking: 'desc(price)' },
  { suffix: '_newest', sort: 'newest', ranking: 'desc(releasedAt)' },
] as const satisfies readonly { suffix: string; sort: IndexSort; ranking: string }[];

/** The index names this engine answers for, with their sort. */
export function indexSorts(baseName: string): Map<string, IndexSort> {
  return new Map<string, IndexSort>([[baseName, 'relevance'], ...REPLICAS.map((r): [string, IndexSort] => [baseName + r.suffix, r.sort])]);
}
