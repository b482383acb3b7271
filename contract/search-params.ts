import * as v from 'valibot';

/*
 * Algolia's search parameters beyond the core ones of contract/search.ts, grouped by what the embedded
 * engine does with them (docs/search.md lists every parameter). A name in no group answers 400
 * `Unknown parameter: name`, as Algolia answers a name it does not know.
 */

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** Attribute names: a list, or one comma-separated string. */
export const Names = v.union([Text(1000), v.pipe(v.array(Text(100)), v.maxLength(100))]);
const Languages = v.pipe(v.array(Text(8)), v.maxLength(100));
/** tagFilters' and optionalFilters' form: a string, or a list whose nested lists are ORs. */
const NestedFilters = v.union([Text(1000), v.pipe(v.array(v.union([Text(200), v.pipe(v.array(Text(200)), v.maxLength(100))])), v.maxLength(100))]);
const Empty = v.union([v.literal(''), v.pipe(v.array(v.unknown()), v.length(0))]);

/** The value that is what the engine does (the index's setting, or Algolia's default); any other is refused, naming the parameter. */
const only = <S extends v.GenericSchema>(schema: S, value: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check((input) => v.is(schema, input), `only ${value}, what this index does, is supported here`),
    ),
  );

/** Implemented here. */
export const SupportedParamsEntries = {
  tagFilters: v.optional(NestedFilters),
  offset: v.optional(Int(0, 2 ** 31 - 1)),
  length: v.optional(Int(0, 1000)),
  getRankingInfo: v.optional(v.boolean()),
  clickAnalytics: v.optional(v.boolean()),
  /** Algolia's rule for user tokens: 1 to 129 of these characters */
  userToken: v.optional(v.pipe(v.string(), v.regex(/^[\w=/+-]{1,129}$/, 'userToken: 1 to 129 letters, digits or _=/+-'))),
  attributesToRetrieve: v.optional(Names),
  attributesToHighlight: v.optional(Names),
  responseFields: v.optional(Names),
};

/** Accepted and checked, with no effect here: analytics, rules, personalisation and settings of features the index does not use. */
export const IgnoredParamsEntries = {
  analytics: v.optional(v.boolean()),
  analyticsTags: v.optional(Names),
  percentileComputation: v.optional(v.boolean()),
  enableABTest: v.optional(v.boolean()),
  ruleContexts: v.optional(Names),
  enableRules: v.optional(v.boolean()),
  enablePersonalization: v.optional(v.boolean()),
  personalizationImpact: v.optional(Int(0, 100)),
  sumOrFiltersScores: v.optional(v.boolean()),
  facetingAfterDistinct: v.optional(v.boolean()),
  relevancyStrictness: v.optional(Int(0, 100)),
  snippetEllipsisText: v.optional(Text(20)),
  queryLanguages: v.optional(Languages),
  decompoundQuery: v.optional(v.boolean()),
  renderingContent: v.optional(v.looseObject({})),
  enableReRanking: v.optional(v.boolean()),
  advancedSyntaxFeatures: v.optional(v.pipe(v.array(v.picklist(['exactPhrase', 'excludeWords'])), v.maxLength(2))),
};

const EXACT_ALTERNATIVES = ['ignorePlurals', 'singleWordSynonym'];

/** Accepted at the value that is what this engine does; another value would change the answer, so it is refused. */
export const FixedParamsEntries = {
  attributesToSnippet: only(Empty, 'an empty list'),
  distinct: only(v.union([v.literal(false), v.literal(0)]), 'false'),
  ignorePlurals: only(v.union([v.literal(false), v.literal('false')]), 'false'),
  removeStopWords: only(v.literal(false), 'false'),
  queryType: only(v.literal('prefixLast'), 'prefixLast'),
  advancedSyntax: only(v.literal(false), 'false'),
  optionalWords: only(v.union([v.null(), Empty]), 'an empty list'),
  removeWordsIfNoResults: only(v.literal('none'), 'none'),
  exactOnSingleWordQuery: only(v.literal('attribute'), 'attribute'),
  alternativesAsExact: only(
    v.custom<string[]>((input) => Array.isArray(input) && input.length === EXACT_ALTERNATIVES.length && EXACT_ALTERNATIVES.every((x) => input.includes(x))),
    JSON.stringify(EXACT_ALTERNATIVES),
  ),
  mode: only(v.literal('keywordSearch'), 'keywordSearch'),
  minProximity: only(v.literal(1), '1'),
  allowTyposOnNumericTokens: only(v.literal(false), 'false'),
  disableTypoToleranceOnAttributes: only(Empty, 'an empty list'),
  disableExactOnAttributes: only(Empty, 'an empty list'),
  restrictSearchableAttributes: only(Empty, 'an empty list'),
  optionalFilters: only(Empty, 'an empty list'),
  aroundLatLngViaIP: only(v.literal(false), 'false'),
  attributeCriteriaComputedBy: only(v.literal('sum'), 'sum'),
  attributeCriteriaComputedByMinProximity: only(v.literal(false), 'false'),
  replaceSynonymsInHighlight: only(v.literal(false), 'false'),
  restrictHighlightAndSnippetArrays: only(v.literal(false), 'false'),
};

/** Algolia parameters refused with `Unknown parameter`, and why: they would change the hits in ways this engine cannot. */
export const REFUSED_PARAMETERS: Record<string, string> = {
  similarQuery: 'a different matching (optional words, no prefixes)',
  aroundLatLng: 'geo search: the records have no location',
  aroundRadius: 'geo search',
  aroundPrecision: 'geo search',
  minimumAroundRadius: 'geo search',
  insideBoundingBox: 'geo search',
  insidePolygon: 'geo search',
  naturalLanguages: 'it turns on stop words, plurals and optional words',
  ranking: 'the ranking is the setting of each replica',
  semanticSearch: 'neural search',
  reRankingApplyFilter: 'Dynamic Re-Ranking',
  extensions: 'query categorisation',
};

export const ProtocolParamsEntries = { ...SupportedParamsEntries, ...IgnoredParamsEntries, ...FixedParamsEntries };
