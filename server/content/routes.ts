import { type Context, Hono } from 'hono';
import { BannerQuery, BlogListQuery, BlogSlugParams, ContentKeyParams, LandingTagQuery, type PromotionBanner } from '../../contract/content.ts';
import { notFound } from '../http/errors.ts';
import { type Lang, langOf, pick } from '../http/lang.ts';
import { parse } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { type DocumentType, documents } from './documents.ts';
import { contentStore } from './store.ts';

const EDUCATION_BANNERS = ['education-highlight-banners', 'education-content-banners-top', 'education-content-banners-bottom'] as const;
/** `ustore` is the short name of the university-store variant (the logos object uses it). */
const ALIASES: Record<string, string> = { ustore: 'university-store' };

const missing = (lang: Lang) => notFound('CONTENT', pick(lang, 'ไม่พบเนื้อหานี้', 'This content could not be found'));

/** A banner is shown from the first second of its period to the last. */
const covers = (banner: PromotionBanner, now: Date) =>
  Date.parse(banner.period.startDate) <= now.getTime() && now.getTime() <= Date.parse(banner.period.endDate);

/** GET /pagerender/...: CMS content in the language of accept-language (Thai unless en), wrapped as { data }. */
export function contentRoutes(services: Services) {
  const store = contentStore(services.db);

  /** The document `kind`/`{x}`; an unknown x is a 404. */
  const keyed = (kind: string, type: DocumentType) => async (c: Context) => {
    const lang = langOf(c);
    const { x } = parse(ContentKeyParams, c.req.param());
    const doc = await store.one(type, kind, ALIASES[x] ?? x, lang);
    if (doc === undefined) throw missing(lang);
    return c.json({ data: doc });
  };

  /** Promotion or credit-card banners running now, filtered by position and bank. */
  const banners = (kind: string, type: typeof documents.promotionBanners | typeof documents.creditCardBanners) => async (c: Context) => {
    const query = parse(BannerQuery, c.req.query());
    const now = services.now();
    const all = (await store.one(type, kind, 'all', langOf(c))) ?? [];
    const running = all.filter((b) => covers(b, now) && (!query.position || b.positions.includes(query.position)) && (!query.bank || b.bank === query.bank));
    return c.json({ data: running.slice(0, query.limit) });
  };

  const app = new Hono();
  // read-mostly and the same for everyone in a language: shared caches may keep it for a minute
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.res.headers.set('cache-control', 'public, max-age=60');
      c.res.headers.append('vary', 'accept-language');
    }
  });

  for (const key of EDUCATION_BANNERS) {
    app.get(`/content/${key}`, async (c) => c.json({ data: (await store.one(documents.banners, 'content', key, langOf(c))) ?? [] }));
  }
  app.get('/content/education-product-highlight', async (c) =>
    c.json({ data: (await store.one(documents.productHighlight, 'content', 'education-product-highlight', langOf(c))) ?? [] }),
  );

  app.get('/content/top-menus/:x', keyed('top-menus', documents.menu));
  app.get('/content/menus/:x', keyed('menus', documents.menu));
  app.get('/content/footer-menus/:x', keyed('footer-menus', documents.menu));
  app.get('/content/header-logo/:x', keyed('header-logo', documents.headerLogos));

  app.get('/content/promotion-banners', banners('promotion-banners', documents.promotionBanners));
  app.get('/content/credit-card-banners', banners('credit-card-banners', documents.creditCardBanners));

  app.get('/landing/page/list-by-tag', async (c) => {
    const { tag } = parse(LandingTagQuery, c.req.query());
    const pages = await store.all(documents.landingPage, 'landing', langOf(c));
    return c.json({ data: pages.filter((page) => page.tags.includes(tag)) });
  });

  app.get('/marketing-page/:x', keyed('marketing-page', documents.marketingPage));
  app.get('/compare-product/:x', keyed('compare-product', documents.compareTable));
  app.get('/page/:x', keyed('page', documents.pageBlocks));

  app.get('/blog', async (c) => {
    const { offset, limit } = parse(BlogListQuery, c.req.query());
    const now = services.now().getTime();
    const published = (await store.blogSummaries(langOf(c))).filter((post) => Date.parse(post.publishedAt) <= now);
    return c.json({ data: { items: published.slice(offset, offset + limit), total: published.length, offset, limit } });
  });

  app.get('/blog/:slug', async (c) => {
    const lang = langOf(c);
    const { slug } = parse(BlogSlugParams, c.req.param());
    const post = await store.blogPost(slug, lang);
    if (!post || Date.parse(post.publishedAt) > services.now().getTime()) {
      throw notFound('BLOG_POST', pick(lang, 'ไม่พบบทความนี้', 'This article could not be found'));
    }
    return c.json({ data: post });
  });

  return app;
}
