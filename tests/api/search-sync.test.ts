import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { pushToAlgolia } from '../../server/search/hosted-sync.ts';
import { loadSearchRecords, type SearchRecord } from '../../server/search/records.ts';
import { loadSynonyms, type Synonym } from '../../server/search/synonyms.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';

/* `npm run search:sync` against a local stand-in for Algolia's write API, which records every call. */

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

let standIn: Server;
let host: string;
const calls: Call[] = [];
let records: SearchRecord[];
let synonyms: Synonym[];

beforeAll(async () => {
  let taskID = 0;
  standIn = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in');
      const path = url.pathname;
      calls.push({ method: req.method!, path, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : undefined, headers: req.headers });
      const answer = /\/task\/\d+$/.test(path)
        ? { status: 'published', pendingTask: false }
        : {
            taskID: ++taskID,
            updatedAt: new Date().toISOString(),
            objectIDs: (JSON.parse(text || '{}').requests ?? []).map((r: { body: { objectID: string } }) => r.body.objectID),
          };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(standIn.address() as AddressInfo).port}`;

  const database = await openDatabase('memory://');
  await seedDatabase(database.db);
  records = await loadSearchRecords(database.db);
  synonyms = await loadSynonyms();
  await database.close();
});
afterAll(() => new Promise<void>((resolve) => standIn?.close(() => resolve())));

describe('pushing the catalogue to a hosted index', () => {
  it('configures the index and its sort replicas, then replaces every record at once', async () => {
    const client = algoliasearch('TESTAPP', 'admin-key', { hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }] });
    await pushToAlgolia(client, 'shop_products', records, synonyms);

    const writes = calls.filter((c) => c.method !== 'GET');
    const settings = writes.filter((c) => c.path.endsWith('/settings'));
    expect(settings.map((c) => decodeURIComponent(c.path))).toEqual([
      '/1/indexes/shop_products/settings',
      '/1/indexes/shop_products_price_asc/settings',
      '/1/indexes/shop_products_price_desc/settings',
      '/1/indexes/shop_products_newest/settings',
    ]);
    const matching = {
      customRanking: ['asc(accessory)', 'desc(inStock)', 'desc(isSpecialPrice)', 'asc(rank)'],
      attributeCriteriaComputedBy: 'sum',
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      searchableAttributes: expect.arrayContaining(['productNameTh,productNameEn', 'unordered(descriptionTh,descriptionEn)']),
    };
    expect(settings[0]!.body).toMatchObject({
      ...matching,
      replicas: ['shop_products_price_asc', 'shop_products_price_desc', 'shop_products_newest'],
      attributesForFaceting: [
        'searchable(categorySlug)',
        'isSpecialPrice',
        'educationFlag',
        'searchable(colour)',
        'searchable(capacity)',
        'price',
        'priceRangeMax',
      ],
      unretrievableAttributes: expect.arrayContaining(['descriptionTh', 'descriptionEn', 'inStock', 'accessory', 'rank', 'releasedAt']),
    });
    expect(settings[1]!.body).toMatchObject({
      ...matching,
      ranking: ['asc(price)', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
    });

    // the synonyms file, in place of whatever the index and its replicas had, before the records
    const saved = writes.filter((c) => c.path.endsWith('/synonyms/batch'));
    expect(saved.map((c) => c.path)).toEqual(['/1/indexes/shop_products/synonyms/batch']);
    expect(saved[0]!.query).toMatchObject({ forwardToReplicas: 'true', replaceExistingSynonyms: 'true' });
    expect(saved[0]!.body).toEqual(synonyms);
    expect(synonyms).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'synonym', synonyms: expect.arrayContaining(['iphone', 'ไอโฟน']) })]));
    expect(writes.indexOf(saved[0]!)).toBeGreaterThan(writes.indexOf(settings.at(-1)!));
    expect(writes.indexOf(saved[0]!)).toBeLessThan(writes.findIndex((c) => /_tmp_\d+\/batch$/.test(c.path)));
    expect(settings[3]!.body).toMatchObject({ ranking: ['desc(releasedAt)', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'] });

    // replaceAllObjects: copy settings to a temporary index, fill it, move it over the base index
    const batches = writes.filter((c) => c.path.endsWith('/batch') && !c.path.endsWith('/synonyms/batch'));
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((c) => /^\/1\/indexes\/shop_products_tmp_\d+\/batch$/.test(c.path))).toBe(true);
    const pushed = batches.flatMap((c) => (c.body as { requests: { action: string; body: SearchRecord }[] }).requests);
    expect(pushed.every((r) => r.action === 'addObject')).toBe(true);
    expect(pushed.map((r) => r.body.slug)).toEqual(catalogue.map((m) => m.key));
    const move = writes.find((c) => (c.body as { operation?: string } | undefined)?.operation === 'move');
    expect(move?.body).toEqual({ operation: 'move', destination: 'shop_products' });
    expect(calls.every((c) => c.headers['x-algolia-api-key'] === 'admin-key' && c.headers['x-algolia-application-id'] === 'TESTAPP')).toBe(true);
  });

  it('pushes records that carry both languages and the card fields', () => {
    const airtag = records.find((r) => r.slug === 'airtag')!;
    expect(airtag).toMatchObject({
      objectID: String(airtag.productId),
      productName: 'AirTag',
      productNameTh: 'AirTag',
      productNameEn: 'AirTag',
      categorySlug: 'apple-accessories',
    });
    expect(airtag.categoryNameTh).toBe('อุปกรณ์เสริม');
    expect(airtag.descriptionEn.length).toBeGreaterThan(20);
    expect(records.map((r) => r.rank)).toEqual(records.map((_, i) => i));
    expect(records.find((r) => r.slug === 'iphone-17-pro-max')).toMatchObject({
      colour: ['สีส้มคอสมิค', 'สีน้ำเงินเข้ม', 'สีเงิน'],
      colourEn: ['Cosmic Orange', 'Deep Blue', 'Silver'],
      capacity: ['256GB', '512GB', '1TB', '2TB'],
      releasedAt: 20250919,
    });
  });
});

describe('npm run search:sync without Algolia keys', () => {
  it('prints what it would push and exits with success', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/search-sync.ts'], {
      env: { ...process.env, DATABASE_URL: 'memory://', ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_KEY: '', ALGOLIA_INDEX: 'products' },
      timeout: 60_000,
    });
    expect(stdout).toContain('ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set');
    expect(stdout).toContain(`${catalogue.length} records to products`);
    expect(stdout).toContain('settings of products_price_asc');
    expect(stdout).toContain('20W USB-C Power Adapter');
    expect(stdout).toMatch(/\d+ synonyms \(server\/search\/synonyms\.json\) to products/);
  });
});
