import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import { marketingPageAddress } from '../../contract/content.ts';
import { EDUCATION_PAGES } from '../../contract/education.ts';
import type { Db } from '../db/client.ts';
import type { AppPages } from './route-patterns.ts';
import { blogPosts, categories, contentEntries, products } from '../db/schema.ts';
import { storeSitemapPages } from '../stores/sitemap-pages.ts';
import { escapeHtml } from '../html-escape.ts';

/** How long a generated sitemap is answered again before the database is read anew. */
const TTL_MS = 10 * 60_000;
/** Content documents that are pages of their own at /{key}. */
const CONTENT_PAGE_KINDS = ['landing', 'marketing-page'];

interface Page {
  /** without the language prefix */
  path: string;
  lastModified?: Date;
  /** a page the content has: listed also where only a content route (`/{landingSlug}`, `/category/{tag}`) claims it */
  content?: true;
}

/** Every listing, product and content page in the database, Thai paths (the English ones are /en + path). */
async function pagesOf(db: Db, now: Date): Promise<Page[]> {
  const [categoryRows, productRows, postRows, contentRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.sortOrder)),
    db.select({ id: products.id, slug: products.slug, createdAt: products.createdAt }).from(products).orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.locale, 'th'), lte(blogPosts.publishedAt, now)))
      .orderBy(asc(blogPosts.publishedAt)),
    db
      .select({ kind: contentEntries.kind, key: contentEntries.key, data: contentEntries.data, updatedAt: contentEntries.updatedAt })
      .from(contentEntries)
      .where(and(inArray(contentEntries.kind, CONTENT_PAGE_KINDS), eq(contentEntries.locale, 'th')))
      .orderBy(asc(contentEntries.id)),
  ]);
  return [
    { path: '/' },
    { path: '/products' },
    ...categoryRows.map((row) => ({ path: `/${row.slug}` })),
    ...productRows.map((row) => ({ path: `/product/${row.slug}_${row.id}`, lastModified: row.createdAt })),
    { path: '/blog' },
    { path: '/apple-pricelist' },
    { path: '/preorder' },
    { path: '/campaign/smb-retail-business' },
    ...(await storeSitemapPages(db)),
    ...Object.keys(EDUCATION_PAGES).map((path) => ({ path })),
    { path: '/compare' },
    { path: '/category/promotion' },
    { path: '/category/hot-deal-pakage' },
    ...postRows.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.publishedAt })),
    ...contentRows.filter((row) => !marketingPageAddress(row.key)).map((row) => ({ path: `/${row.key}`, lastModified: row.updatedAt, content: true as const })),
    ...[...new Set(contentRows.flatMap((row) => (row.kind === 'landing' ? landingTags(row.data) : [])))].map((tag) => ({
      path: `/category/${tag}`,
      content: true as const,
    })),
  ];
}

/** The tags of a landing page document (/category/{tag} lists the pages of each). */
const landingTags = (data: unknown): string[] => {
  const tags = (data as { tags?: unknown } | null)?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string' && /^[a-z0-9-]{1,40}$/.test(tag)) : [];
};

/** Each path once: the content can name a page the shop lists anyway, or hold it as two kinds of document. */
function onceEach(pages: Page[]): Page[] {
  const byPath = new Map<string, Page>();
  for (const page of pages) {
    const seen = byPath.get(page.path);
    if (!seen) byPath.set(page.path, page);
    else if (page.lastModified && (!seen.lastModified || page.lastModified > seen.lastModified)) seen.lastModified = page.lastModified;
  }
  return [...byPath.values()];
}

/** Each page twice, Thai and English, each naming both as alternates (and Thai as the default). */
function sitemapXml(origin: string, pages: Page[]): string {
  const urls = pages.flatMap(({ path, lastModified }) => {
    const th = `${origin}${path}`;
    const en = `${origin}/en${path === '/' ? '' : path}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="th" href="${escapeHtml(th)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(th)}"/>`,
    ].join('');
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return [th, en].map((loc) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface SitemapOptions {
  db: Db;
  publicUrl: string | null;
  now: () => Date;
  /** the app's pages (server/http/route-patterns.ts): a page the app has no route for stays out */
  knownPages: () => Promise<AppPages>;
}

/** sitemap.xml, generated from the database and kept for TTL_MS per origin. */
export function sitemapRoutes({ db, publicUrl, now, knownPages }: SitemapOptions) {
  const cache = new Map<string, { expires: number; xml: Promise<string> }>();
  const generate = async (origin: string) => {
    const [pages, known] = await Promise.all([pagesOf(db, now()), knownPages()]);
    return sitemapXml(
      origin,
      onceEach(
        pages.filter((page) => {
          const claim = known.claim(page.path);
          return claim === 'page' || (claim === 'content' && page.content === true);
        }),
      ),
    );
  };
  return new Hono().get('/sitemap.xml', async (c) => {
    const origin = publicUrl ?? new URL(c.req.url).origin;
    let entry = cache.get(origin);
    if (!entry || entry.expires <= Date.now()) {
      // the origin comes from the Host header when PUBLIC_URL is unset: a few hosts at most are kept
      if (cache.size >= 8) cache.clear();
      entry = { expires: Date.now() + TTL_MS, xml: generate(origin) };
      cache.set(origin, entry);
      entry.xml.catch(() => cache.delete(origin));
    }
    return c.body(await entry.xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' });
  });
}
