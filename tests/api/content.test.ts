import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductDetailResponse } from '../../contract/catalogue.ts';
import {
  BannersResponse,
  BlogListResponse,
  BlogPostResponse,
  CompareTableResponse,
  CreditCardBannersResponse,
  HeaderLogosResponse,
  LandingPagesResponse,
  MarketingPageResponse,
  type MenuEntry,
  MenuResponse,
  PageBlocksResponse,
  ProductHighlightResponse,
  ProductPageData,
  PromotionBannersResponse,
  topBannerOf,
} from '../../contract/content.ts';
import { type Answer, expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Songkran 2026 (Thai time 12:00), when the April offers run. */
const SONGKRAN = new Date('2026-04-10T05:00:00Z');

let server: TestServer;
let now = SONGKRAN;
beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());
beforeEach(() => {
  now = SONGKRAN;
});

const THAI = /[\u0E00-\u0E7F]/;
const get = (path: string, lang?: string) => send(server.url, 'GET', path, { headers: lang ? { 'accept-language': lang } : {} });
function ok<S extends v.GenericSchema>(schema: S, answer: Answer): v.InferOutput<S> {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(schema, answer.json);
}

/** Every endpoint with the schema of its answer. */
const ENDPOINTS: [string, v.GenericSchema][] = [
  ['/pagerender/content/education-highlight-banners', BannersResponse],
  ['/pagerender/content/education-content-banners-top', BannersResponse],
  ['/pagerender/content/education-content-banners-bottom', BannersResponse],
  ['/pagerender/content/education-product-highlight', ProductHighlightResponse],
  ['/pagerender/landing/page/list-by-tag?tag=education', LandingPagesResponse],
  ['/pagerender/content/top-menus/default', MenuResponse],
  ['/pagerender/content/menus/default', MenuResponse],
  ['/pagerender/content/menus/university-store', MenuResponse],
  ['/pagerender/content/menus/education', MenuResponse],
  ['/pagerender/content/footer-menus/default', MenuResponse],
  ['/pagerender/content/header-logo/default', HeaderLogosResponse],
  ['/pagerender/content/promotion-banners', PromotionBannersResponse],
  ['/pagerender/content/credit-card-banners', CreditCardBannersResponse],
  ['/pagerender/marketing-page/promotion-credit-card-0', MarketingPageResponse],
  ['/pagerender/compare-product/iphone', CompareTableResponse],
  ['/pagerender/page/home', PageBlocksResponse],
  ['/pagerender/page/education', PageBlocksResponse],
  ['/pagerender/blog', BlogListResponse],
  ['/pagerender/blog/choose-macbook-for-university', BlogPostResponse],
  ['/configs/product-page-data.json', ProductPageData],
];

describe('languages and contracts', () => {
  it.each(ENDPOINTS)('%s answers in Thai by default and in English with accept-language en', async (path, schema) => {
    const thai = ok(schema, await get(path));
    const english = ok(schema, await get(path, 'en'));
    expect(JSON.stringify(thai)).toMatch(THAI);
    expect(JSON.stringify(english)).not.toMatch(THAI);
  });

  it('reads English from a browser-style accept-language, and Thai from th-TH', async () => {
    const english = ok(MenuResponse, await get('/pagerender/content/footer-menus/default', 'en-US,en;q=0.9,th;q=0.8')).data;
    const thai = ok(MenuResponse, await get('/pagerender/content/footer-menus/default', 'th-TH,th;q=0.9')).data;
    expect(english[0]!.name).toBe('Product');
    expect(thai[0]!.name).toBe('ผลิตภัณฑ์');
    // Apple's coverage check opens in the page's language
    const coverage = (menu: typeof english) => menu.flatMap((column) => column.subMenu).find((entry) => entry.link?.includes('checkcoverage'))?.link;
    expect(coverage(english)).toBe('https://checkcoverage.apple.com/?locale=en_TH');
    expect(coverage(thai)).toBe('https://checkcoverage.apple.com/?locale=th_TH');
  });

  it('lets shared caches keep an answer per language for a minute', async () => {
    const answer = await get('/pagerender/content/menus/default');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('accept-language');
  });

  it('answers the same university-store content under its short name ustore', async () => {
    for (const kind of ['top-menus', 'menus', 'footer-menus', 'header-logo']) {
      const long = await get(`/pagerender/content/${kind}/university-store`);
      const short = await get(`/pagerender/content/${kind}/ustore`);
      expect(short.status).toBe(200);
      expect(short.json).toEqual(long.json);
    }
    expect((await get('/pagerender/page/ustore')).json).toEqual((await get('/pagerender/page/university-store')).json);
  });
});

describe('unknown content and bad input', () => {
  it.each([
    '/pagerender/content/top-menus/black-friday',
    '/pagerender/content/menus/black-friday',
    '/pagerender/content/footer-menus/black-friday',
    '/pagerender/content/header-logo/black-friday',
    '/pagerender/marketing-page/black-friday',
    '/pagerender/compare-product/ipod',
    '/pagerender/page/black-friday',
  ])('%s is a 404 with a Thai message, or English with accept-language en', async (path) => {
    expect(expectError(await get(path), 404, 'CONTENT_NOT_FOUND').message).toBe('ไม่พบเนื้อหานี้');
    expect(expectError(await get(path, 'en'), 404, 'CONTENT_NOT_FOUND').message).toBe('This content could not be found');
  });

  it('answers 404 for a blog post that does not exist', async () => {
    expect(expectError(await get('/pagerender/blog/iphone-3g-review'), 404, 'BLOG_POST_NOT_FOUND').message).toBe('ไม่พบบทความนี้');
  });

  it('answers a JSON 404 for a path the service does not have', async () => {
    expectError(await get('/pagerender/content/side-menus/default'), 404, 'NOT_FOUND');
  });

  it.each([
    '/pagerender/content/menus/Default',
    '/pagerender/content/menus/default%20menu',
    `/pagerender/content/menus/${'a'.repeat(200)}`,
    '/pagerender/page/%3Cscript%3E',
    '/pagerender/marketing-page/..%2F..%2Fetc%2Fpasswd',
    '/pagerender/landing/page/list-by-tag',
    '/pagerender/landing/page/list-by-tag?tag=',
    '/pagerender/landing/page/list-by-tag?tag=back%20to%20school',
    '/pagerender/content/promotion-banners?limit=0',
    '/pagerender/content/promotion-banners?limit=21',
    '/pagerender/content/promotion-banners?limit=ten',
    '/pagerender/content/promotion-banners?position=moon',
    '/pagerender/content/promotion-banners?bank=monopoly',
    '/pagerender/content/credit-card-banners?bank=',
    '/pagerender/content/credit-card-banners?limit=-1',
    '/pagerender/blog?limit=0',
    '/pagerender/blog?limit=51',
    '/pagerender/blog?offset=-1',
    '/pagerender/blog?offset=1e3',
    '/pagerender/blog/Choose_MacBook',
  ])('%s is a 400', async (path) => {
    expectError(await get(path), 400, 'INVALID_INPUT');
  });
});

/** Paths of spec section 2, and the pre-order campaign's, that menus and content may link to. */
const STORE_ROUTES = new Set([
  '/home',
  '/blog',
  '/cart',
  '/compare',
  '/cookies-policy',
  '/education',
  '/education-for-university',
  '/education-k12',
  '/education-k12-detail',
  '/k-12',
  '/order-tracking',
  '/ourstore',
  '/private-policy',
  '/products',
  '/icenter',
  '/istudio',
  '/ustore',
  '/isolutions',
  '/mobi',
  '/mac',
  '/ipad',
  '/iphone',
  '/watch',
  '/apple-accessories',
  '/campaign/smb-retail-business',
  '/category/promotion',
  '/category/hot-deal-pakage',
  '/promotion-credit-card-0',
  '/online-refund-policy',
  '/spvi-privacy-policy',
  '/online-schedule-support/',
  '/workshop-online',
  '/yes-i-can-workshop',
  '/demo-workshop',
  '/apple-pricelist',
  // the pre-order campaign's page (the pre-order layout's), where a pre-order session starts
  '/preorder',
  // a family's results (AirPods have no listing of their own: they are sold among the accessories)
  '/product-category/airpods',
]);
const isStoreRoute = (path: string) => STORE_ROUTES.has(path.split('?')[0]!) || /^\/(product|blog)\/[a-z0-9-]+(_\d+)?$/.test(path);

const flatten = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flatten(e.subMenu)]);

/** Every product link points at a real product whose slug matches the link. */
async function expectRealProduct(link: string) {
  const [, slug, id] = /^\/product\/([a-z0-9-]+)_(\d+)$/.exec(link)!;
  const product = ok(ProductDetailResponse, await get(`/pim/api/products/${id}`)).data;
  expect(product.slug).toBe(slug);
}

describe('menus', () => {
  const VARIANTS = ['default', 'university-store', 'education'];
  const KINDS = ['top-menus', 'menus', 'footer-menus'];

  it('follow the link rules: paths stay internal, scheme-less links get https:// and http(s) links are external', async () => {
    for (const kind of KINDS) {
      for (const variant of VARIANTS) {
        for (const lang of [undefined, 'en']) {
          const entries = flatten(ok(MenuResponse, await get(`/pagerender/content/${kind}/${variant}`, lang)).data);
          expect(entries.length).toBeGreaterThan(0);
          for (const entry of entries) {
            if (entry.link === null) {
              expect(entry.subMenu.length, entry.name).toBeGreaterThan(0);
            } else if (entry.link.startsWith('/')) {
              expect(entry.isExternal, entry.link).toBe(false);
              expect(isStoreRoute(entry.link), entry.link).toBe(true);
            } else if (/^(mailto|tel):/.test(entry.link)) {
              expect(entry.isExternal, entry.link).toBe(false);
            } else {
              expect(entry.link, entry.name).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
              expect(entry.isExternal, entry.link).toBe(true);
            }
          }
        }
      }
    }
  });

  it('link every product entry to a product that exists', async () => {
    const links = new Set<string>();
    for (const variant of VARIANTS) {
      for (const entry of flatten(ok(MenuResponse, await get(`/pagerender/content/menus/${variant}`)).data)) {
        if (entry.link?.startsWith('/product/')) links.add(entry.link);
      }
    }
    expect(links.size).toBeGreaterThan(10);
    for (const link of links) await expectRealProduct(link);
  });

  it('put the four offer links above the header: the promotions external, the price list a page of the shop', async () => {
    const offers = ok(MenuResponse, await get('/pagerender/content/top-menus/default', 'en')).data;
    expect(offers.map((o) => o.name)).toEqual(['On Sales', 'Credit Card Promotion Online', 'Credit Card Promotion Store', 'Apple Pricelist']);
    expect(offers.slice(0, 3).every((o) => o.isExternal && o.link?.startsWith('https://'))).toBe(true);
    expect(offers[3]).toMatchObject({ link: '/apple-pricelist', isExternal: false });
  });

  it('group the footer as Product, Promotion, Service & Support and Online Shop Support', async () => {
    const thai = ok(MenuResponse, await get('/pagerender/content/footer-menus/default')).data;
    const english = ok(MenuResponse, await get('/pagerender/content/footer-menus/default', 'en')).data;
    expect(thai.map((g) => g.name)).toEqual(['ผลิตภัณฑ์', 'โปรโมชัน', 'บริการและการสนับสนุน', 'ช่วยเหลือการสั่งซื้อออนไลน์']);
    expect(english.map((g) => g.name)).toEqual(['Product', 'Promotion', 'Service & Support', 'Online Shop Support']);
    const policies = flatten(thai).map((e) => e.link);
    expect(policies).toEqual(expect.arrayContaining(['/order-tracking', '/online-refund-policy', '/private-policy', '/cookies-policy']));
  });

  it('mark new products with the new badge', async () => {
    const iphone = ok(MenuResponse, await get('/pagerender/content/menus/default', 'en')).data.find((e) => e.name === 'iPhone')!;
    expect(iphone.subMenu.find((e) => e.name === 'iPhone Air')?.isNew).toBe(true);
    expect(iphone.subMenu.find((e) => e.name === 'iPhone 16')?.isNew).toBe(false);
  });

  it('offer a link home on the education and university layouts', async () => {
    for (const variant of ['education', 'university-store']) {
      const links = ok(MenuResponse, await get(`/pagerender/content/menus/${variant}`)).data.map((e) => e.link);
      expect(links).toContain('/home');
    }
  });
});

describe('header logos', () => {
  it('link home to /home, education to /k-12 and the university store to /education-for-university', async () => {
    const { data } = ok(HeaderLogosResponse, await get('/pagerender/content/header-logo/default'));
    expect(data.home.link).toBe('/home');
    expect(data.education.link).toBe('/k-12');
    expect(data.ustore.link).toBe('/education-for-university');
    expect(Object.values(data).every((logo) => logo.image.startsWith('/brand/') && logo.alt.length > 0)).toBe(true);
  });
});

describe('home page blocks', () => {
  it.each(['home', 'education', 'university-store'])('%s has a top banner whose HTML links into the store', async (page) => {
    for (const lang of [undefined, 'en']) {
      const blocks = ok(PageBlocksResponse, await get(`/pagerender/page/${page}`, lang)).data;
      const banner = topBannerOf(blocks);
      expect(banner).toMatch(/^<p>.+<a href="\/[a-z0-9/-]+">.+<\/a><\/p>$/);
      const hrefs = [
        ...blocks
          .flatMap((b) => b.data.map((e) => e.detail))
          .join('')
          .matchAll(/href="([^"]+)"/g),
      ].map((m) => m[1]!);
      expect(hrefs.every(isStoreRoute), hrefs.join(' ')).toBe(true);
    }
  });

  // /k-12 shows the education page's blocks, /education-for-university the university store's
  it.each([
    ['education', '/k-12'],
    ['university-store', '/education-for-university'],
  ])('%s links to no entry that only leads back to %s, the page showing it', async (page, shownOn) => {
    for (const lang of [undefined, 'en']) {
      const details = ok(PageBlocksResponse, await get(`/pagerender/page/${page}`, lang)).data.flatMap((b) => b.data.map((e) => e.detail));
      expect(details.filter((detail) => detail.includes(`href="${shownOn}"`))).toEqual([]);
    }
  });

  it("the K-12 pages' top banner checks eligibility in the K-12 store, not in the university one", async () => {
    for (const lang of [undefined, 'en']) {
      expect(topBannerOf(ok(PageBlocksResponse, await get('/pagerender/page/education', lang)).data)).toContain('href="/education-k12-detail"');
    }
  });

  it('leads to the AirPods, not to all the accessories, from the menu and the home page', async () => {
    const menu = flatten(ok(MenuResponse, await get('/pagerender/content/menus/default')).data);
    expect(menu.find((entry) => entry.name === 'AirPods')?.link).toBe('/product-category/airpods');
    const home = ok(PageBlocksResponse, await get('/pagerender/page/home')).data.flatMap((b) => b.data.map((e) => e.detail));
    expect(home.filter((detail) => detail.includes('AirPods') && detail.includes('href="/apple-accessories"'))).toEqual([]);
  });

  it('offers the comparison of each family that has one in its menu, Apple Watch included', async () => {
    const menu = ok(MenuResponse, await get('/pagerender/content/menus/default', 'en')).data;
    for (const [family, type] of [
      ['iPhone', 'iphone'],
      ['iPad', 'ipad'],
      ['Mac', 'mac'],
      ['Watch', 'watch'],
    ]) {
      const entries = menu.find((entry) => entry.name === family)?.subMenu ?? [];
      expect(
        entries.map((entry) => entry.link),
        family,
      ).toContain(`/compare?type=${type}`);
    }
  });

  it('announces free delivery in the home top banner', async () => {
    expect(topBannerOf(ok(PageBlocksResponse, await get('/pagerender/page/home')).data)).toContain('จัดส่งฟรีทั่วประเทศ');
    expect(topBannerOf(ok(PageBlocksResponse, await get('/pagerender/page/home', 'en')).data)).toContain('Free delivery nationwide');
  });
});

describe('education content', () => {
  it('highlights products by id, each matching the catalogue', async () => {
    const items = ok(ProductHighlightResponse, await get('/pagerender/content/education-product-highlight', 'en')).data;
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      const product = ok(ProductDetailResponse, await get(`/pim/api/products/${item.productId}`, 'en')).data;
      expect(product.slug).toBe(item.slug);
      expect(product.productName).toBe(item.productName);
      expect(product.educationFlag || product.categorySlug === 'apple-accessories').toBe(true);
      expect(item.link).toBe(`/product/${item.slug}_${item.productId}`);
    }
  });

  it('shows banners whose pictures are product images the server draws', async () => {
    for (const key of ['education-highlight-banners', 'education-content-banners-top', 'education-content-banners-bottom']) {
      const banners = ok(BannersResponse, await get(`/pagerender/content/${key}`)).data;
      expect(banners.length).toBeGreaterThan(0);
      for (const banner of banners) {
        expect(banner.image).toMatch(/^\/images\/p\/[a-z0-9-]+\/[a-z-]+\/820\.webp$/);
        expect(isStoreRoute(banner.link), banner.link).toBe(true);
      }
    }
    const first = ok(BannersResponse, await get('/pagerender/content/education-highlight-banners')).data[0]!;
    const image = await send(server.url, 'GET', first.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});

describe('landing pages', () => {
  it('lists the pages carrying a tag, in each language', async () => {
    const thai = ok(LandingPagesResponse, await get('/pagerender/landing/page/list-by-tag?tag=education')).data;
    const english = ok(LandingPagesResponse, await get('/pagerender/landing/page/list-by-tag?tag=education', 'en')).data;
    expect(thai.map((p) => p.slug)).toEqual(['back-to-school', 'mac-for-students', 'ipad-for-learning']);
    expect(english.map((p) => p.slug)).toEqual(thai.map((p) => p.slug));
    expect(thai.every((p) => p.tags.includes('education'))).toBe(true);
  });

  it('answers an empty list for a tag no page carries', async () => {
    expect(ok(LandingPagesResponse, await get('/pagerender/landing/page/list-by-tag?tag=ipod')).data).toEqual([]);
  });
});

describe('promotion and credit-card banners', () => {
  const ids = async (path: string) => ok(PromotionBannersResponse, await get(path)).data.map((b) => b.id);

  it('shows only the banners running at the current time', async () => {
    expect(await ids('/pagerender/content/promotion-banners')).toEqual(['ipad-pencil-bundle-2026', 'songkran-2026']);
    expect(await ids('/pagerender/content/credit-card-banners')).toEqual([
      'kbank-0-percent-2026',
      'scb-0-percent-2026',
      'ktc-0-percent-h1-2026',
      'krungsri-songkran-2026',
    ]);

    now = new Date('2026-11-21T05:00:00Z');
    expect(await ids('/pagerender/content/promotion-banners')).toEqual(['year-end-sale-2026', 'kbank-cashback-q4-2026', 'ipad-pencil-bundle-2026']);
    expect(await ids('/pagerender/content/credit-card-banners')).toEqual([
      'kbank-0-percent-2026',
      'scb-0-percent-2026',
      'bbl-0-percent-2026',
      'ttb-year-end-2026',
    ]);
  });

  it('a sale that promises savings on models shows models that are on sale, the deepest cut among them', async () => {
    now = new Date('2026-11-21T05:00:00Z');
    const sale = ok(PromotionBannersResponse, await get('/pagerender/content/promotion-banners', 'en')).data.find((b) => b.id === 'year-end-sale-2026')!;
    expect(sale.title).toBe('Year-End Sale: up to 5,000 baht off');
    const cuts = await Promise.all(
      sale.productIds.map(async (id) => {
        const { variants } = ok(ProductDetailResponse, await get(`/pim/api/products/${id}`)).data;
        return Math.max(...variants.map((variant) => (variant.specialPrice === null ? 0 : variant.price - variant.specialPrice)));
      }),
    );
    expect(cuts.length).toBeGreaterThan(0);
    expect(cuts.every((cut) => cut > 0)).toBe(true);
    expect(Math.max(...cuts)).toBe(5000);
  });

  it('shows a banner up to the last second of its period, Thai time', async () => {
    now = new Date('2026-04-30T23:59:59+07:00');
    expect(await ids('/pagerender/content/promotion-banners')).toContain('songkran-2026');
    now = new Date('2026-05-01T00:00:00+07:00');
    expect(await ids('/pagerender/content/promotion-banners')).not.toContain('songkran-2026');
    expect(await ids('/pagerender/content/promotion-banners')).toContain('back-to-school-2026');
  });

  it('filters by position and bank, and keeps to the limit', async () => {
    expect(await ids('/pagerender/content/promotion-banners?position=cart')).toEqual(['ipad-pencil-bundle-2026']);
    expect(await ids('/pagerender/content/promotion-banners?position=education')).toEqual([]);
    expect(await ids('/pagerender/content/credit-card-banners?bank=krungsri')).toEqual(['krungsri-songkran-2026']);
    expect(await ids('/pagerender/content/credit-card-banners?position=home&limit=2&bank=kbank')).toEqual(['kbank-0-percent-2026']);
    expect(await ids('/pagerender/content/credit-card-banners?limit=2')).toHaveLength(2);
    expect(await ids('/pagerender/content/credit-card-banners?bank=uob')).toEqual([]);
  });

  it('gives every credit-card banner its bank, title, detail, period and link', async () => {
    now = new Date('2026-11-21T05:00:00Z');
    const banners = ok(CreditCardBannersResponse, await get('/pagerender/content/credit-card-banners')).data;
    for (const banner of banners) {
      expect(banner.title).toMatch(THAI);
      expect(banner.detail).toMatch(THAI);
      expect(banner.link).toBe('/promotion-credit-card-0');
      expect(Date.parse(banner.period.startDate)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(banner.period.endDate)).toBeGreaterThanOrEqual(now.getTime());
    }
  });
});

describe('marketing pages and comparisons', () => {
  it.each(['promotion-credit-card-0', 'smb-retail-business', 'workshop-online'])('marketing page %s has a title and HTML blocks', async (slug) => {
    const page = ok(MarketingPageResponse, await get(`/pagerender/marketing-page/${slug}`)).data;
    expect(page.slug).toBe(slug);
    expect(page.blocks.length).toBeGreaterThan(1);
    expect(page.blocks.every((b) => b.html.startsWith('<'))).toBe(true);
  });

  it.each(['iphone', 'ipad', 'mac', 'watch'])('compares the %s models spec by spec, one value per model', async (slug) => {
    const table = ok(CompareTableResponse, await get(`/pagerender/compare-product/${slug}`, 'en')).data;
    expect(table.rows.map((r) => r.label)).toContain('Chip');
    for (const model of table.models) await expectRealProduct(`/product/${model.slug}_${model.productId}`);
  });
});

describe('blog', () => {
  it('lists the posts newest first and pages through them', async () => {
    const all = ok(BlogListResponse, await get('/pagerender/blog')).data;
    expect(all.total).toBe(6);
    const dates = all.items.map((p) => Date.parse(p.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = ok(BlogListResponse, await get('/pagerender/blog?offset=2&limit=2')).data;
    expect(second).toMatchObject({ total: 6, offset: 2, limit: 2 });
    expect(second.items.map((p) => p.slug)).toEqual(all.items.slice(2, 4).map((p) => p.slug));
    expect(ok(BlogListResponse, await get('/pagerender/blog?offset=100')).data.items).toEqual([]);
  });

  it('answers one post with its HTML body in the chosen language', async () => {
    const thai = ok(BlogPostResponse, await get('/pagerender/blog/education-pricing-explained')).data;
    const english = ok(BlogPostResponse, await get('/pagerender/blog/education-pricing-explained', 'en')).data;
    expect(thai.title).toBe('ราคาเพื่อการศึกษาคืออะไร ใครมีสิทธิ์ และซื้ออย่างไร');
    expect(english.title).toBe('Education pricing explained: who qualifies and how to buy');
    expect(english.body).toContain('<h2>Who qualifies</h2>');
  });

  it('opens external links in a new tab without giving the other site a handle on the page', async () => {
    const post = ok(BlogPostResponse, await get('/pagerender/blog/applecare-plus-worth-it')).data;
    expect(post.body).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('hides posts until they are published', async () => {
    now = new Date('2026-01-15T00:00:00Z');
    const list = ok(BlogListResponse, await get('/pagerender/blog')).data;
    expect(list.items.map((p) => p.slug)).toEqual(['education-pricing-explained', 'apple-watch-for-health', 'trade-in-your-old-device']);
    expect(list.total).toBe(3);
    expectError(await get('/pagerender/blog/applecare-plus-worth-it'), 404, 'BLOG_POST_NOT_FOUND');
  });
});

describe('product page configuration', () => {
  it('answers the gift-wrapping campaigns as a plain JSON file, not wrapped in data', async () => {
    const answer = await get('/configs/product-page-data.json');
    expect(answer.json).not.toHaveProperty('data');
    const config = ok(ProductPageData, answer);
    expect(config.giftWrapping.defaultPrice).toBe(59);
    expect(config.giftWrapping.campaign.map((c) => c.price)).toEqual([0, 29, 0]);
  });

  it.each([
    ['2026-04-10T05:00:00Z', 0],
    ['2026-12-31T12:00:00Z', 29],
    ['2027-04-13T05:00:00Z', 0],
    ['2026-11-21T05:00:00Z', 59],
  ])('makes gift wrapping at %s cost %i baht', async (at, price) => {
    const { giftWrapping } = ok(ProductPageData, await get('/configs/product-page-data.json'));
    const time = Date.parse(at);
    const campaign = giftWrapping.campaign.find((c) => Date.parse(c.startDate) <= time && time <= Date.parse(c.endDate));
    expect(campaign?.price ?? giftWrapping.defaultPrice).toBe(price);
  });
});
