import type { IndexSettings, SearchClient } from 'algoliasearch';
import { FACET_ATTRIBUTES, SEARCHABLE_FACETS } from './facets.ts';
import { CUSTOM_RANKING } from './ranking.ts';
import { type SearchRecord, UNRETRIEVABLE } from './records.ts';
import { REPLICAS } from './replicas.ts';
import type { Synonym } from './synonyms.ts';

/** Algolia's default ranking criteria, after the sort a standard replica puts first. */
const TIE_BREAKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** How the embedded engine matches and ranks (server/search/match.ts, text-index.ts, ranking.ts), for every index. */
const MATCHING: IndexSettings = {
  searchableAttributes: [
    'productNameTh,productNameEn',
    'categoryNameTh,categoryNameEn',
    'colourTh,colourEn,capacity',
    'unordered(descriptionTh,descriptionEn)',
  ],
  customRanking: CUSTOM_RANKING,
  attributeCriteriaComputedBy: 'sum',
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  queryType: 'prefixLast',
  exactOnSingleWordQuery: 'attribute',
  alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
};

/** Settings that make a hosted Algolia index answer like the embedded engine. */
export function hostedSettings(indexName: string): { indexName: string; settings: IndexSettings }[] {
  return [
    {
      indexName,
      settings: {
        ...MATCHING,
        ranking: TIE_BREAKING,
        attributesForFaceting: FACET_ATTRIBUTES.map((name) => (SEARCHABLE_FACETS.includes(name) ? `searchable(${name})` : name)),
        unretrievableAttributes: [...UNRETRIEVABLE],
        attributesToHighlight: ['productName'],
        indexLanguages: ['th', 'en'],
        queryLanguages: ['th', 'en'],
        hitsPerPage: 20,
        replicas: REPLICAS.map((r) => indexName + r.suffix),
      },
    },
    ...REPLICAS.map((r) => ({
      indexName: indexName + r.suffix,
      settings: { ...MATCHING, ranking: [r.ranking, ...TIE_BREAKING] },
    })),
  ];
}

type Client = Pick<SearchClient, 'setSettings' | 'saveSynonyms' | 'waitForTask' | 'replaceAllObjects'>;

/**
 * Pushes the catalogue to a hosted index: settings first (the base index must exist, with its replicas, before
 * its records are replaced), then the synonyms in place of whatever the index and its replicas had, then every
 * record at once through a temporary index (which takes the base index's settings and synonyms along), so
 * searches never see a half-filled index.
 */
export async function pushToAlgolia(client: Client, indexName: string, records: SearchRecord[], synonyms: Synonym[], log: (line: string) => void = () => {}) {
  for (const { indexName: name, settings } of hostedSettings(indexName)) {
    const { taskID } = await client.setSettings({ indexName: name, indexSettings: settings });
    await client.waitForTask({ indexName: name, taskID });
    log(`settings of ${name} saved`);
  }
  const { taskID } = await client.saveSynonyms({ indexName, synonymHit: synonyms, forwardToReplicas: true, replaceExistingSynonyms: true });
  await client.waitForTask({ indexName, taskID });
  log(`${synonyms.length} synonyms now in ${indexName} and its replicas`);
  await client.replaceAllObjects({ indexName, objects: records });
  log(`${records.length} records now in ${indexName} and its replicas`);
}
