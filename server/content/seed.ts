import { LOCALES } from '../../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { blogPosts, contentEntries, products } from '../db/schema.ts';
import { invalidateContent } from './cache.ts';
import { type DocumentType, documents, prepareDocument } from './documents.ts';
import { sanitizeHtml } from './sanitize.ts';
import { blogPosts as seedPosts } from './seed-data/blog.ts';
import { compareTables } from './seed-data/compare.ts';
import { productPageData } from './seed-data/configs.ts';
import { educationContentBannersBottom, educationContentBannersTop, educationHighlightBanners, educationProductHighlight } from './seed-data/education.ts';
import { landingMarketingPages, landingPages } from './seed-data/landing.ts';
import { marketingPages } from './seed-data/marketing.ts';
import { footerMenus, headerLogos, MENU_VARIANTS, menus, topMenus } from './seed-data/menus.ts';
import { pages } from './seed-data/pages.ts';
import { policyPages } from './seed-data/policies.ts';
import { creditCardBanners, promotionBanners } from './seed-data/promotions.ts';
import { materialise } from './seed-values.ts';

/** One content_entries document per language: `kind` is the service path it is answered under. */
interface SeedEntry {
  kind: string;
  key: string;
  type: DocumentType;
  data: unknown;
}

const entries: SeedEntry[] = [
  { kind: 'content', key: 'education-highlight-banners', type: documents.banners, data: educationHighlightBanners },
  { kind: 'content', key: 'education-content-banners-top', type: documents.banners, data: educationContentBannersTop },
  { kind: 'content', key: 'education-content-banners-bottom', type: documents.banners, data: educationContentBannersBottom },
  { kind: 'content', key: 'education-product-highlight', type: documents.productHighlight, data: educationProductHighlight },
  ...MENU_VARIANTS.flatMap((key) => [
    { kind: 'top-menus', key, type: documents.menu, data: topMenus[key] },
    { kind: 'menus', key, type: documents.menu, data: menus[key] },
    { kind: 'footer-menus', key, type: documents.menu, data: footerMenus[key] },
    { kind: 'header-logo', key, type: documents.headerLogos, data: headerLogos[key] },
  ]),
  { kind: 'promotion-banners', key: 'all', type: documents.promotionBanners, data: promotionBanners },
  { kind: 'credit-card-banners', key: 'all', type: documents.creditCardBanners, data: creditCardBanners },
  ...landingPages.map((page) => ({ kind: 'landing', key: page.slug, type: documents.landingPage, data: page })),
  ...Object.entries(marketingPages).map(([key, data]) => ({ kind: 'marketing-page', key, type: documents.marketingPage, data })),
  ...Object.entries(landingMarketingPages).map(([key, data]) => ({ kind: 'marketing-page', key, type: documents.marketingPage, data })),
  ...Object.entries(policyPages).map(([key, data]) => ({ kind: 'marketing-page', key, type: documents.marketingPage, data })),
  ...Object.entries(compareTables).map(([key, data]) => ({ kind: 'compare-product', key, type: documents.compareTable, data })),
  ...Object.entries(pages).map(([key, data]) => ({ kind: 'page', key, type: documents.pageBlocks, data })),
  { kind: 'configs', key: 'product-page-data', type: documents.productPageData, data: productPageData },
];

/**
 * Menus, banners, pages, landing pages, comparisons, blog posts and the product-page config, in Thai
 * and English. Idempotent: inserts what is missing and leaves existing rows (edited content) alone.
 * Runs after the catalogue, whose product ids and names the content refers to.
 */
export async function seedContent(db: Db): Promise<void> {
  const productRows = await db.select({ id: products.id, slug: products.slug, nameTh: products.nameTh, nameEn: products.nameEn }).from(products);
  const bySlug = new Map(productRows.map((p) => [p.slug, p]));

  const entryRows = LOCALES.flatMap((locale) =>
    entries.map(({ kind, key, type, data }) => ({
      kind,
      key,
      locale,
      data: prepareDocument(type, materialise(data, locale, bySlug), `${kind}/${key}/${locale}`),
    })),
  );
  const postRows = LOCALES.flatMap((locale) =>
    seedPosts.map((post) => ({
      slug: post.slug,
      locale,
      title: post[locale].title,
      excerpt: post[locale].excerpt,
      body: sanitizeHtml(post[locale].body),
      tags: post.tags,
      publishedAt: new Date(post.publishedAt),
    })),
  );

  await db.transaction(async (tx) => {
    await tx.insert(contentEntries).values(entryRows).onConflictDoNothing();
    await tx.insert(blogPosts).values(postRows).onConflictDoNothing();
  });
  invalidateContent(db);
}
