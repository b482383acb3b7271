import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogue } from '../seed/catalogue-data.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION = '0014_product_release_dates';

/** A copy of the migrations whose journal ends before `tag`: a database as it was before that migration. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, end);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

let client: PGlite;
let before: string;
// migrating the embedded database takes seconds on a busy machine, as in client.test.ts
beforeAll(async () => {
  client = new PGlite();
  before = await migrationsBefore(MIGRATION);
  await migrate(drizzle(client), { migrationsFolder: before });
}, 60_000);
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

/** The catalogue as the seeder wrote it before release dates, and a product the shop added itself at 03:00 on 2 May in Bangkok. */
async function fillOldCatalogue() {
  const db = drizzle(client);
  await db.execute(sql`insert into categories (id, slug, name_th, name_en, sort_order) values (1, 'iphone', 'iPhone', 'iPhone', 0)`);
  const rows = [
    ...catalogue.map((model) => ({ slug: model.key, createdAt: '2025-11-20T05:00:00Z' })),
    { slug: 'shop-own-product', createdAt: '2023-05-01T20:00:00Z' },
  ];
  for (const [i, row] of rows.entries()) {
    await db.execute(sql`
      insert into products (id, slug, category_id, family, shape, name_th, name_en, description_th, description_en, sort_order, created_at)
      values (${1001 + i}, ${row.slug}, 1, 'iphone', 'iphone', 'n', 'n', 'd', 'd', ${i}, ${row.createdAt})`);
  }
}

it(`${MIGRATION} gives an already seeded catalogue the seed's release dates, and other products the day they were added`, async () => {
  await fillOldCatalogue();
  await migrate(drizzle(client), { migrationsFolder });

  const { rows } = await client.query<{ slug: string; released_on: string }>('select slug, released_on::text from products');
  // the catalogue when 0014 was written; a model added since was never in a database without release dates: leave it out
  const expected = Object.fromEntries(catalogue.map((model) => [model.key, model.releasedOn]));
  expect(Object.fromEntries(rows.map((row) => [row.slug, row.released_on]))).toEqual({ ...expected, 'shop-own-product': '2023-05-02' });

  const { rows: column } = await client.query<{ is_nullable: string; column_default: string | null }>(
    `select is_nullable, column_default from information_schema.columns where table_name = 'products' and column_name = 'released_on'`,
  );
  expect(column).toEqual([{ is_nullable: 'NO', column_default: null }]);
}, 60_000);
