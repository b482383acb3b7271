import { and, asc, desc, eq } from 'drizzle-orm';
import type { BlogPost, BlogSummary } from '../../contract/content.ts';
import type { Locale } from '../../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { blogPosts, contentEntries } from '../db/schema.ts';
import { contentCacheOf } from './cache.ts';
import { type DocumentOf, type DocumentType, readDocument } from './documents.ts';
import { sanitizeHtml } from './sanitize.ts';

type BlogRow = typeof blogPosts.$inferSelect;

/** The first picture of a sanitised body (its attributes are always double-quoted). */
const firstImage = (html: string) => /<img\b[^>]*?\ssrc="([^"]+)"/.exec(html)?.[1] ?? null;

function blogPostOf(row: BlogRow): BlogPost {
  const body = sanitizeHtml(row.body);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: Array.isArray(row.tags) ? row.tags.filter((tag) => typeof tag === 'string') : [],
    image: firstImage(body),
    publishedAt: row.publishedAt.toISOString(),
    body,
  };
}

/** Content read from the database, checked, cleaned and cached (see cache.ts). */
export function contentStore(db: Db) {
  const cache = contentCacheOf(db);
  return {
    /** One document, or undefined when there is none. */
    one<D extends DocumentType>(type: D, kind: string, key: string, locale: Locale): Promise<DocumentOf<D> | undefined> {
      return cache.get(`doc:${kind}:${key}:${locale}`, async () => {
        const [row] = await db
          .select({ data: contentEntries.data })
          .from(contentEntries)
          .where(and(eq(contentEntries.kind, kind), eq(contentEntries.key, key), eq(contentEntries.locale, locale)))
          .limit(1);
        return row && readDocument(type, row.data, `${kind}/${key}/${locale}`);
      });
    },

    /** Every document of a kind, in the order they were written. */
    async all<D extends DocumentType>(type: D, kind: string, locale: Locale): Promise<DocumentOf<D>[]> {
      const docs = await cache.get(`all:${kind}:${locale}`, async () => {
        const rows = await db
          .select({ key: contentEntries.key, data: contentEntries.data })
          .from(contentEntries)
          .where(and(eq(contentEntries.kind, kind), eq(contentEntries.locale, locale)))
          .orderBy(asc(contentEntries.id));
        return rows.map((row) => readDocument(type, row.data, `${kind}/${row.key}/${locale}`));
      });
      return docs ?? [];
    },

    /** Every post of a language, newest first, without bodies. */
    async blogSummaries(locale: Locale): Promise<BlogSummary[]> {
      const posts = await cache.get(`blog:${locale}`, async () => {
        const rows = await db.select().from(blogPosts).where(eq(blogPosts.locale, locale)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
        return rows.map((row) => {
          const { body: _body, ...summary } = blogPostOf(row);
          return summary;
        });
      });
      return posts ?? [];
    },

    blogPost(slug: string, locale: Locale): Promise<BlogPost | undefined> {
      return cache.get(`blog:${slug}:${locale}`, async () => {
        const [row] = await db
          .select()
          .from(blogPosts)
          .where(and(eq(blogPosts.slug, slug), eq(blogPosts.locale, locale)))
          .limit(1);
        return row && blogPostOf(row);
      });
    },
  };
}
