import type { SearchHit } from '../../contract/search.ts';
import { type Lang, pick } from '../http/lang.ts';
import { countFacets, type FacetAttribute, type FacetCounts, type FacetSort, type FacetValues, facetValuesOf, filterValuesOf } from './facets.ts';
import { type Conditions, type Filterable, matchesAll } from './filters.ts';
import { highlight, type HighlightTags } from './highlight.ts';
import type { TypoPolicy } from './match.ts';
import { queryTerms, type Term } from './query-terms.ts';
import { compareKeys, rankingKey, textualRank, withFewestTypos } from './ranking.ts';
import { type HitRanking, userScoresOf } from './ranking-info.ts';
import type { SearchRecord } from './records.ts';
import type { IndexSort } from './replicas.ts';
import { type Synonym, synonymDictionary } from './synonyms.ts';
import { buildTextIndex, type Field } from './text-index.ts';
import { type Segment, segments, tokenize } from './tokenize.ts';

/** A query, decoded and checked (see params.ts). */
export interface CatalogueQuery {
  sort: IndexSort;
  /** the query as typed */
  text: string;
  typo: TypoPolicy;
  /** whether the index's synonyms apply (`synonyms: false` turns them off) */
  synonyms: boolean;
  filters: Conditions;
  facets: FacetAttribute[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: FacetSort;
  page: number;
  hitsPerPage: number;
  tags: HighlightTags;
  lang: Lang;
  /** work out how each hit ranked (getRankingInfo) */
  rankingInfo?: boolean;
}

export interface CatalogueAnswer extends Partial<FacetCounts> {
  hits: SearchHit[];
  /** with `rankingInfo`: how each hit ranked, in the order of hits */
  ranking: HitRanking[];
  nbHits: number;
  /** the query as matched: what highlights mark */
  terms: Term[];
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
}

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
    eduPriceRange: record.eduPriceRange,
    colour: pick(lang, record.colourTh, record.colourEn),
    colourTh: record.colourTh,
    colourEn: record.colourEn,
    colourCode: record.colourCode,
    colourSku: record.colourSku,
    capacity: record.capacity,
    image: { slug: record.image.slug, colour: record.image.colour, alt: productName },
  };
}

function docOf(record: SearchRecord): Doc {
  return {
    record,
    hit: { th: plainHit(record, 'th'), en: plainHit(record, 'en') },
    values: { th: facetValuesOf(record, 'th'), en: facetValuesOf(record, 'en') },
    name: { th: segments(record.productNameTh), en: segments(record.productNameEn) },
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

/**
 * The searchable attributes, most important first (hosted: searchableAttributes): names, category names,
 * colour names and storage sizes, descriptions; each language a value of its own, descriptions unordered.
 */
function fieldsOf(record: SearchRecord): Field[] {
  const field = (text: string, level: number, ordered = true): Field => ({ words: tokenize(text), level, ordered });
  return [
    field(record.productNameTh, 0),
    field(record.productNameEn, 0),
    field(record.categoryNameTh, 1),
    field(record.categoryNameEn, 1),
    ...[...record.colourTh, ...record.colourEn, ...record.capacity].map((option) => field(option, 2)),
    field(record.descriptionTh, 3, false),
    field(record.descriptionEn, 3, false),
  ];
}

const SORT_KEYS: Record<IndexSort, ((doc: Doc) => number) | null> = {
  relevance: null,
  'price-asc': (doc) => doc.record.price,
  'price-desc': (doc) => -doc.record.price,
  newest: (doc) => -doc.record.releasedAt,
};

/** An immutable index over one snapshot of the catalogue; the search index swaps in a new one on change. */
export async function buildCatalogueIndex(records: SearchRecord[], synonyms: Synonym[]): Promise<CatalogueIndex> {
  const docs = records.map(docOf);
  const text = buildTextIndex(records.map(fieldsOf));
  const dictionary = synonymDictionary(synonyms);
  const userScores = userScoresOf(records);

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
    const terms = queryTerms(query.text, query.synonyms ? dictionary : null);
    const perTerm = terms.map((term) => text.matches(term, query.typo));
    // every term must match, in any attribute (Algolia's default)
    const candidates = terms.length === 0 ? docs.map((_, i) => i) : [...perTerm[0]!.keys()].filter((i) => perTerm.every((m) => m.has(i)));
    const filtered = candidates.filter((i) => matchesAll(query.filters, docs[i]!));

    const sortKey = SORT_KEYS[query.sort];
    const scored = filtered.map((i) => ({ i, doc: docs[i]!, text: textualRank(perTerm.map((m) => m.get(i)!)) }));
    const ranked = withFewestTypos(scored, query.typo.mode)
      .map(({ i, doc, text }) => ({ i, doc, text, key: rankingKey(text, doc.record, sortKey ? sortKey(doc) : null, query.typo.mode) }))
      .sort((a, b) => compareKeys(a.key, b.key));

    const start = query.page * query.hitsPerPage;
    const page = ranked.slice(start, start + query.hitsPerPage);
    const hits = page.map(({ doc }) => ({
      ...doc.hit[query.lang],
      _highlightResult: { productName: highlight(doc.name[query.lang], terms, query.typo, query.tags) },
    }));
    const ranking = (query.rankingInfo ? page : []).map(({ i, text }) => ({
      ...text,
      words: terms.length,
      firstMatchedWord: perTerm.reduce((best, m) => Math.min(best, m.get(i)!.attribute), perTerm.length ? Infinity : 0),
      userScore: userScores[i]!,
    }));
    const counts = query.facets.length
      ? countFacets(
          ranked.map((r) => r.doc.values[query.lang]),
          query.facets,
          query.maxValuesPerFacet,
          query.sortFacetValuesBy,
        )
      : {};
    return { hits, ranking, nbHits: ranked.length, terms, ...counts };
  }

  return { search: answer };
}
