import { asc } from 'drizzle-orm';
import { STORE_PAGE_PATHS } from '../../contract/store-pages.ts';
import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';

/** The store pages and every branch's page, for sitemap.xml (Thai paths). */
export async function storeSitemapPages(db: Db): Promise<{ path: string }[]> {
  const rows = await db.select({ slug: branches.slug }).from(branches).orderBy(asc(branches.sortOrder));
  return [...STORE_PAGE_PATHS.map((path) => ({ path })), ...rows.map((row) => ({ path: `/store/${row.slug}` }))];
}
