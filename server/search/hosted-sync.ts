import type { IndexSettings, SearchClient } from 'algoliasearch';
import { FACET_ATTRIBUTES, SEARCHABLE_FACETS } from './facets.ts';
import { type SearchRecord, UNRETRIEVABLE } from './records.ts';
import { REPLICAS } from './replicas.ts';

/** Algolia's default ranking criteria after the sort a standard replica puts first. */
const TIE_BREAKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** Settings that make a hosted Algolia index answer like the embedded engine. */
export function hostedSettings(indexName: string): { indexName: string; settings: IndexSettings }[] {
  return [
    {
      indexName,
      settings: {
        searchableAttributes: ['productNameTh,productNameEn', 'categoryNameTh,categoryNameEn', 'descriptionTh,descriptionEn'],
        attributesForFaceting: FACET_ATTRIBUTES.map((name) => (SEARCHABLE_FACETS.includes(name) ? `searchable(${name})` : name)),
        customRanking: ['asc(rank)'],
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
      settings: { ranking: [r.ranking, ...TIE_BREAKING], customRanking: ['asc(rank)'] },
    })),
  ];
}

type Client = Pick<SearchClient, 'setSettings' | 'waitForTask' | 'replaceAllObjects'>;

/**
 * Pushes the catalogue to a hosted index: settings first (the base index must exist, with its replicas, before
 * its records are replaced), then every record at once through a temporary index, so searches never see a
 * half-filled index.
 */
export async function pushToAlgolia(client: Client, indexName: string, records: SearchRecord[], log: (line: string) => void = () => {}) {
  for (const { indexName: name, settings } of hostedSettings(indexName)) {
    const { taskID } = await client.setSettings({ indexName: name, indexSettings: settings });
    await client.waitForTask({ indexName: name, taskID });
    log(`settings of ${name} saved`);
  }
  await client.replaceAllObjects({ indexName, objects: records });
  log(`${records.length} records now in ${indexName} and its replicas`);
}
