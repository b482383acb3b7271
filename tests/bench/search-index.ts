/**
 * `npm run bench:search-index`: how long the embedded search index takes to build, for the seeded catalogue
 * (what the server does at start and after every catalogue change) and for a generated catalogue
 * BENCH_SCALE (20) times larger, and how long uncached queries take on each. It prints figures and the
 * budget beside them; it does not fail on them.
 */
import { openDatabase } from '../../server/db/client.ts';
import { buildCatalogueIndex, type CatalogueIndex, type CatalogueQuery } from '../../server/search/catalogue-index.ts';
import { DEFAULT_TYPO_POLICY } from '../../server/search/match.ts';
import { loadSearchRecords, type SearchRecord } from '../../server/search/records.ts';
import { loadSynonyms, type Synonym } from '../../server/search/synonyms.ts';
import { seedDatabase } from '../../server/seed/seed.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 20);
const BUILDS = 5;
const BUILD_BUDGET_MS = 1000;
/** typical queries, each run once on a fresh index so no cache answers it */
const QUERIES = [
  'iphone 17',
  'ไอโฟน 17 pro',
  'macbok air',
  'แมคบุ๊ค',
  'aiprods',
  'เคสไอโฟน',
  'หูฟัง',
  'ipad pro 13',
  'magsafe charger',
  'ดินสอ',
  'wtach ultra',
  'a',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The seeded records again and again, as other models: new ids, names and descriptions with a generation and its Thai. */
function generated(records: SearchRecord[], scale: number): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (let copy = 0; copy < scale; copy++) {
    for (const record of records) {
      const id = record.productId + copy * 100_000;
      const generation = copy === 0 ? '' : ` Gen ${copy + 1}`;
      const generationTh = copy === 0 ? '' : ` รุ่นที่ ${copy + 1}`;
      out.push({
        ...record,
        objectID: String(id),
        productId: id,
        slug: `${record.slug}-${copy}`,
        productName: record.productNameTh + generationTh,
        productNameTh: record.productNameTh + generationTh,
        productNameEn: record.productNameEn + generation,
        descriptionTh: `${record.descriptionTh}${generationTh} รหัส ${id}`,
        descriptionEn: `${record.descriptionEn}${generation} code ${id}`,
        rank: out.length,
      });
    }
  }
  return out;
}

async function timedBuilds(records: SearchRecord[], synonyms: Synonym[]): Promise<{ build: number; index: CatalogueIndex }> {
  const times: number[] = [];
  let index: CatalogueIndex | null = null;
  for (let i = 0; i < BUILDS; i++) {
    const started = performance.now();
    index = await buildCatalogueIndex(records, synonyms);
    times.push(performance.now() - started);
  }
  return { build: median(times), index: index! };
}

const query = (text: string): CatalogueQuery => ({
  sort: 'relevance',
  text,
  typo: DEFAULT_TYPO_POLICY,
  synonyms: true,
  filters: [],
  facets: ['categorySlug', 'colour', 'capacity', 'price'],
  maxValuesPerFacet: 100,
  sortFacetValuesBy: 'count',
  page: 0,
  hitsPerPage: 24,
  tags: { pre: '<em>', post: '</em>' },
  lang: 'th',
});

async function queryTimes(index: CatalogueIndex) {
  const times: number[] = [];
  for (const text of QUERIES) {
    const started = performance.now();
    await index.search(query(text));
    times.push(performance.now() - started);
  }
  return { median: median(times), max: Math.max(...times) };
}

async function main() {
  const database = await openDatabase('memory://');
  try {
    await seedDatabase(database.db);
    let started = performance.now();
    const records = await loadSearchRecords(database.db);
    const load = performance.now() - started;
    started = performance.now();
    const synonyms = await loadSynonyms();
    const synonymsMs = performance.now() - started;

    console.log(`Search index build, median of ${BUILDS} builds; uncached queries: ${QUERIES.length} typical ones, each once, 24 hits and 4 facets\n`);
    for (const [label, list] of [
      ['seeded catalogue', records],
      [`generated x${SCALE}`, generated(records, SCALE)],
    ] as const) {
      const { build, index } = await timedBuilds(list, synonyms);
      const answers = await queryTimes(index);
      console.log(
        `${label.padEnd(18)} ${String(list.length).padStart(5)} records  build ${ms(build).padStart(9)}  query median ${ms(answers.median)}, slowest ${ms(answers.max)}`,
      );
    }
    console.log(`\nLoading the seeded records from the database: ${ms(load)}; reading ${synonyms.length} synonyms: ${ms(synonymsMs)}`);
    const { build } = await timedBuilds(records, synonyms);
    const atStart = load + synonymsMs + build;
    console.log(
      `Budget: the index at start under ${BUILD_BUDGET_MS} ms for the seeded catalogue  ${atStart < BUILD_BUDGET_MS ? 'OK  ' : 'OVER'} (${ms(atStart)})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
