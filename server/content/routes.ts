import { Hono } from 'hono';
import { BannerQuery, BlogListQuery, BlogSlugParams, ContentKeyParams, LandingTagQuery, type PromotionBanner } from '../../contract/content.ts';
import { notFound, say } from '../http/errors.ts';
import { langOf } from '../http/lang.ts';
import { valid } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { type DocumentType, documents } from './documents.ts';
import { contentStore } from './store.ts';

const EDUCATION_BANNERS = ['education-highlight-banners', 'education-content-banners-top', 'education-content-banners-bottom'] as const;
/** `ustore` is the short name of the university-store variant (the logos object uses it). */
const ALIASES: Record<string, string> = { ustore: 'university-store' };

const missing = () => notFound('CONTENT', say('ไม่พบเนื้อหานี้', 'This content could not be found'));

/** A banner is shown from the first second of its period to the last. */
const covers = (banner: PromotionBanner, now: Date) =>
  Date.parse(banner.period.startDate) <= now.getTime() && now.getTime() <= Date.parse(banner.period.endDate);

/** GET /pagerender/...: CMS content in the language of accept-language (Thai unless en), wrapped as { data }. */
export function contentRoutes(services: Services) {
  const store = contentStore(services.db);

  const app = new Hono();
  // read-mostly and the same for everyone in a language: shared caches may keep it for a minute
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.res.headers.set('cache-control', 'public, max-age=60');
      c.res.headers.append('vary', 'accept-language');
    }
  });

  /** The document `kind`/`{x}` at `path`; an unknown x is a 404. */
  const keyed = (path: string, kind: string, type: DocumentType) =>
    app.get(path, valid.param(ContentKeyParams), async (c) => {
      const { x } = c.req.valid('param');
      const doc = await store.one(type, kind, ALIASES[x] ?? x, langOf(c));
      if (doc === undefined) throw missing();
      return c.json({ data: doc });
    });

  /** Promotion or credit-card banners running now, filtered by position and bank. */
  const banners = (path: string, kind: string, type: typeof documents.promotionBanners | typeof documents.creditCardBanners) =>
    app.get(path, valid.query(BannerQuery), async (c) => {
      const query = c.req.valid('query');
      const now = services.now();
      const all = (await store.one(type, kind, 'all', langOf(c))) ?? [];
      const running = all.filter((b) => covers(b, now) && (!query.position || b.positions.includes(query.position)) && (!query.bank || b.bank === query.bank));
      return c.json({ data: running.slice(0, query.limit) });
    });

  for (const key of EDUCATION_BANNERS) {
    app.get(`/content/${key}`, async (c) => c.json({ data: (await store.one(documents.banners, 'content', key, langOf(c))) ?? [] }));
  }
  app.get('/content/education-product-highlight', async (c) =>
    c.json({ data: (await store.one(documents.productHighlight, 'content', 'education-product-highlight', langOf(c))) ?? [] }),
  );

  keyed('/content/top-menus/:x', 'top-menus', documents.menu);
  keyed('/content/menus/:x', 'menus', documents.menu);
  keyed('/content/footer-menus/:x', 'footer-menus', documents.menu);
  keyed('/content/header-logo/:x', 'header-logo', documents.headerLogos);

  banners('/content/promotion-banners', 'promotion-banners', documents.promotionBanners);
  banners('/content/credit-card-banners', 'credit-card-banners', documents.creditCardBanners);

  app.get('/landing/page/list-by-tag', valid.query(LandingTagQuery), async (c) => {
    const { tag } = c.req.valid('query');
    const pages = await store.all(documents.landingPage, 'landing', langOf(c));
    return c.json({ data: pages.filter((page) => page.tags.includes(tag)) });
  });

  keyed('/marketing-page/:x', 'marketing-page', documents.marketingPage);
  keyed('/compare-product/:x', 'compare-product', documents.compareTable);
  keyed('/page/:x', 'page', documents.pageBlocks);

  app.get('/blog', valid.query(BlogListQuery), async (c) => {
    const { offset, limit } = c.req.valid('query');
    const now = services.now().getTime();
    const published = (await store.blogSummaries(langOf(c))).filter((post) => Date.parse(post.publishedAt) <= now);
    return c.json({ data: { items: published.slice(offset, offset + limit), total: published.length, offset, limit } });
  });

  app.get('/blog/:slug', valid.param(BlogSlugParams), async (c) => {
    const { slug } = c.req.valid('param');
    const post = await store.blogPost(slug, langOf(c));
    if (!post || Date.parse(post.publishedAt) > services.now().getTime()) {
      throw notFound('BLOG_POST', say('ไม่พบบทความนี้', 'This article could not be found'));
    }
    return c.json({ data: post });
  });

  return app;
}
