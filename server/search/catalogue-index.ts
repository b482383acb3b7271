import { create, insertMultiple, search } from '@orama/orama';
import type { SearchHit } from '../../contract/search.ts';
import { type Lang, pick } from '../http/lang.ts';
import { countFacets, type FacetAttribute, type FacetCounts, type FacetSort, type FacetValues, facetValuesOf, filterValuesOf } from './facets.ts';
import { type Conditions, type Filterable, matchesAll } from './filters.ts';
import { highlight, type HighlightTags } from './highlight.ts';
import { MIN_TYPO_LENGTH, matchKind } from './match.ts';
import type { SearchRecord } from './records.ts';
import type { IndexSort } from './replicas.ts';
import { oramaTokenizer, type Segment, segments, tokenize } from './tokenize.ts';

/** A query, decoded and checked (see params.ts). */
export interface CatalogueQuery {
  sort: IndexSort;
  /** normalised query words */
  words: string[];
  typos: boolean;
  filters: Conditions;
  facets: FacetAttribute[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: FacetSort;
  page: number;
  hitsPerPage: number;
  tags: HighlightTags;
  lang: Lang;
}

export interface CatalogueAnswer extends Partial<FacetCounts> {
  hits: SearchHit[];
  nbHits: number;
}

export interface CatalogueIndex {
  search(query: CatalogueQuery): Promise<CatalogueAnswer>;
}

type PlainHit = Omit<SearchHit, '_highlightResult'>;

/** A record with what answering needs, worked out once per build. */
interface Doc extends Filterable {
  record: SearchRecord;
  hit: Record<Lang, PlainHit>;
  values: Record<Lang, FacetValues>;
  name: Record<Lang, Segment[]>;
  nameWords: string[][];
  /** words by attribute, best first: names (both languages), category names, descriptions */
  attributes: string[][];
}

/** How one query word matches one record: Algolia's typo, attribute and exact criteria. */
interface WordMatch {
  typo: boolean;
  attribute: number;
  exact: boolean;
}

const CACHED_WORDS = 5000;
/** answers kept, of at most this many hits each (a few MB at most) */
const CACHED_ANSWERS = 1000;
const CACHED_HITS_PER_PAGE = 20;

function plainHit(record: SearchRecord, lang: Lang): PlainHit {
  const productName = pick(lang, record.productNameTh, record.productNameEn);
  return {
    objectID: record.objectID,
    productId: record.productId,
    slug: record.slug,
    productName,
    productNameTh: record.productNameTh,
    productNameEn: record.productNameEn,
    categoryName: pick(lang, record.categoryNameTh, record.categoryNameEn),
    categorySlug: record.categorySlug,
    price: record.price,
    priceRangeMin: record.priceRangeMin,
    priceRangeMax: record.priceRangeMax,
    standardPriceMin: record.standardPriceMin,
    standardPriceMax: record.standardPriceMax,
    isSpecialPrice: record.isSpecialPrice,
    educationFlag: record.educationFlag,
    colour: pick(lang, record.colourTh, record.colourEn),
    capacity: record.capacity,
    image: { slug: record.image.slug, colour: record.image.colour, alt: productName },
  };
}

function docOf(record: SearchRecord): Doc {
  const name = { th: segments(record.productNameTh), en: segments(record.productNameEn) };
  const wordsOf = (s: Segment[]) => s.flatMap((x) => (x.word ? [x.word] : []));
  return {
    record,
    hit: { th: plainHit(record, 'th'), en: plainHit(record, 'en') },
    values: { th: facetValuesOf(record, 'th'), en: facetValuesOf(record, 'en') },
    name,
    nameWords: [wordsOf(name.th), wordsOf(name.en)],
    attributes: [
      [...new Set([...wordsOf(name.th), ...wordsOf(name.en)])],
      [...new Set(tokenize(`${record.categoryNameTh} ${record.categoryNameEn}`))],
      [...new Set(tokenize(`${record.descriptionTh} ${record.descriptionEn}`))],
    ],
    facets: filterValuesOf(record),
    numbers: {
      price: record.price,
      priceRangeMin: record.priceRangeMin,
      priceRangeMax: record.priceRangeMax,
      standardPriceMin: record.standardPriceMin,
      standardPriceMax: record.standardPriceMax,
      productId: record.productId,
    },
  };
}

const matchOrder = (m: WordMatch) => Number(m.typo) * 1000 + m.attribute * 2 + Number(!m.exact);

/** The best way `word` matches the record, or null: fewest typos, then earliest attribute, then exactness. */
function wordMatch(doc: Doc, word: string, typos: boolean): WordMatch | null {
  let best: WordMatch | null = null;
  for (let attribute = 0; attribute < doc.attributes.length; attribute++) {
    for (const candidate of doc.attributes[attribute]!) {
      const kind = matchKind(word, candidate, typos);
      if (!kind) continue;
      const match = { typo: kind === 'typo', attribute, exact: kind === 'exact' };
      if (!best || matchOrder(match) < matchOrder(best)) best = match;
    }
    // a later attribute cannot beat a match without a typo
    if (best && !best.typo) break;
  }
  return best;
}

/** 0 when the query words follow each other in a product name (Algolia's proximity), else 1. */
function proximity(doc: Doc, words: string[]): number {
  if (words.length < 2) return 0;
  for (const name of doc.nameWords) {
    for (let start = 0; start + words.length <= name.length; start++) {
      if (words.every((w, i) => name[start + i]!.startsWith(w))) return 0;
    }
  }
  return 1;
}

const SORT_KEYS: Record<IndexSort, ((doc: Doc) => number) | null> = {
  relevance: null,
  'price-asc': (doc) => doc.record.price,
  'price-desc': (doc) => -doc.record.price,
  newest: (doc) => -doc.record.productId,
};

/** An immutable index over one snapshot of the catalogue; the search index swaps in a new one on change. */
export async function buildCatalogueIndex(records: SearchRecord[]): Promise<CatalogueIndex> {
  const docs = records.map(docOf);
  const orama = create({
    schema: { names: 'string', categories: 'string', descriptions: 'string' } as const,
    components: { tokenizer: oramaTokenizer },
  });
  await insertMultiple(
    orama,
    records.map((r, i) => ({
      id: String(i),
      names: `${r.productNameTh} ${r.productNameEn}`,
      categories: `${r.categoryNameTh} ${r.categoryNameEn}`,
      descriptions: `${r.descriptionTh} ${r.descriptionEn}`,
    })),
  );

  // per query word: the records Orama finds (prefix, and one typo from four characters) and how each matches
  const wordCache = new Map<string, Map<number, WordMatch>>();
  async function matchesOf(word: string, typos: boolean): Promise<Map<number, WordMatch>> {
    const key = `${typos ? 't' : 'e'}:${word}`;
    const cached = wordCache.get(key);
    if (cached) return cached;
    const found = await search(orama, {
      term: word,
      exact: false,
      tolerance: typos && word.length >= MIN_TYPO_LENGTH ? 1 : 0,
      limit: docs.length,
    });
    const matches = new Map<number, WordMatch>();
    for (const { id } of found.hits) {
      const match = wordMatch(docs[Number(id)]!, word, typos);
      if (match) matches.set(Number(id), match);
    }
    if (wordCache.size >= CACHED_WORDS) wordCache.clear();
    wordCache.set(key, matches);
    return matches;
  }

  // answers by query: shoppers type the same prefixes, and the snapshot never changes
  const answers = new Map<string, CatalogueAnswer>();
  async function answer(query: CatalogueQuery): Promise<CatalogueAnswer> {
    if (query.hitsPerPage > CACHED_HITS_PER_PAGE) return run(query);
    const key = JSON.stringify(query);
    const cached = answers.get(key);
    if (cached) return cached;
    const fresh = await run(query);
    if (answers.size >= CACHED_ANSWERS) answers.delete(answers.keys().next().value!);
    answers.set(key, fresh);
    return fresh;
  }

  async function run(query: CatalogueQuery): Promise<CatalogueAnswer> {
    const { words } = query;
    const perWord = await Promise.all(words.map((w) => matchesOf(w, query.typos)));
    // every query word must match, in any attribute (Algolia's default)
    const candidates = words.length === 0 ? docs.map((_, i) => i) : [...perWord[0]!.keys()].filter((i) => perWord.every((m) => m.has(i)));
    const filtered = candidates.filter((i) => matchesAll(query.filters, docs[i]!));

    const sortKey = SORT_KEYS[query.sort];
    const ranked = filtered.map((i) => {
      const doc = docs[i]!;
      let typos = 0;
      let attribute = 0;
      let exact = 0;
      for (const matches of perWord) {
        const m = matches.get(i)!;
        typos += Number(m.typo);
        attribute += m.attribute;
        exact += Number(m.exact);
      }
      return { doc, key: [sortKey ? sortKey(doc) : 0, typos, proximity(doc, words), attribute, -exact, doc.record.rank] };
    });
    ranked.sort((a, b) => {
      for (let k = 0; k < a.key.length; k++) if (a.key[k] !== b.key[k]) return a.key[k]! - b.key[k]!;
      return 0;
    });

    const start = query.page * query.hitsPerPage;
    const hits = ranked.slice(start, start + query.hitsPerPage).map(({ doc }) => ({
      ...doc.hit[query.lang],
      _highlightResult: { productName: highlight(doc.name[query.lang], words, query.typos, query.tags) },
    }));
    const counts = query.facets.length
      ? countFacets(
          ranked.map((r) => r.doc.values[query.lang]),
          query.facets,
          query.maxValuesPerFacet,
          query.sortFacetValuesBy,
        )
      : {};
    return { hits, nbHits: ranked.length, ...counts };
  }

  return { search: answer };
}
