/**
 * `npm run search:sync`: pushes the catalogue to the hosted Algolia index named by ALGOLIA_INDEX (default
 * "products") with its synonyms (server/search/synonyms.json) and configures its sort replicas, with
 * ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY. Without them it only prints what it would push. A new database is
 * seeded first, as the server does at start.
 */
import { algoliasearch } from 'algoliasearch';
import { readConfig } from '../server/config.ts';
import { environment } from '../server/env-file.ts';
import { openDatabase } from '../server/db/client.ts';
import { hostedSettings, pushToAlgolia } from '../server/search/hosted-sync.ts';
import { loadSearchRecords } from '../server/search/records.ts';
import { loadSynonyms } from '../server/search/synonyms.ts';
import { seedDatabase } from '../server/seed/seed.ts';

const { databaseUrl, algolia } = readConfig(environment());
const database = await openDatabase(databaseUrl);
try {
  await seedDatabase(database.db);
  const records = await loadSearchRecords(database.db);
  const synonyms = await loadSynonyms();
  if (!algolia.appId || !algolia.adminKey) {
    console.log(`ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set: nothing is pushed. With them, this would push:`);
    for (const { indexName, settings } of hostedSettings(algolia.indexName)) console.log(`settings of ${indexName}: ${JSON.stringify(settings)}`);
    console.log(`${records.length} records to ${algolia.indexName}:`);
    for (const r of records) console.log(`  ${r.objectID}  ${r.categorySlug.padEnd(17)} ${String(r.price).padStart(9)}  ${r.productNameEn}`);
    console.log(`${synonyms.length} synonyms (server/search/synonyms.json) to ${algolia.indexName} and its replicas`);
  } else {
    await pushToAlgolia(algoliasearch(algolia.appId, algolia.adminKey), algolia.indexName, records, synonyms, console.log);
  }
} finally {
  await database.close();
}
