import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponse } from '../../contract/catalogue.ts';
import { CreditCardBannersResponse, MenuResponse, PromotionBannersResponse } from '../../contract/content.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The content pages' first answers: title, canonical and status, including the 404 of content the CMS does not have. */
let server: TestServer;
const NOW = new Date('2026-11-25T05:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
}, 180_000);
afterAll(() => server?.close());

const get = (path: string, lang?: string) => send(server.url, 'GET', path, { headers: lang ? { 'accept-language': lang } : {} });
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(head(html))?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(head(html))?.[1];

describe('content pages', () => {
  it.each([
    ['/category/promotion', 'โปรโมชัน | Apple Premium Reseller'],
    ['/en/category/promotion', 'Promotions | Apple Premium Reseller'],
    ['/category/hot-deal-pakage', 'ดีลสุดคุ้ม | Apple Premium Reseller'],
    ['/en/compare', 'Compare models | Apple Premium Reseller'],
    ['/blog', 'บทความและรีวิว | Apple Premium Reseller'],
    ['/en/blog/choose-macbook-for-university', 'Choosing a MacBook for university: which one suits your degree? | Apple Premium Reseller'],
    ['/promotion-credit-card-0', 'ผ่อน 0% กับบัตรเครดิต | Apple Premium Reseller'],
    ['/en/back-to-school', 'Back to School 2026 | Apple Premium Reseller'],
    ['/gift-guide', 'ไอเดียของขวัญจาก Apple | Apple Premium Reseller'],
    ['/en/category/gift', 'Offers: Gifts | Apple Premium Reseller'],
    ['/category/iphone', 'โปรโมชันและกิจกรรม: iPhone | Apple Premium Reseller'],
    ['/category/education', 'โปรโมชันและกิจกรรม: การศึกษา | Apple Premium Reseller'],
  ])('serves %s with its own title and canonical', async (path, expected) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(title(answer.text)).toBe(expected);
    expect(canonical(answer.text)).toBe(`${server.url}${path}`);
  });

  it('serves a model of a family as its product page, whose address is the canonical one', async () => {
    const answer = await get('/iphone/iphone-17-pro');
    expect(answer.status).toBe(200);
    expect(title(answer.text)).toBe('iPhone 17 Pro | Apple Premium Reseller');
    expect(canonical(answer.text)).toMatch(new RegExp(`^${server.url}/product/iphone-17-pro_\\d+$`));
  });

  it.each([
    '/no-such-landing-page',
    '/en/no-such-landing-page',
    '/category/ipod',
    '/en/category/ipod',
    '/blog/no-such-post',
    '/iphone/iphone-99',
    '/mac/iphone-17-pro',
    '/back-to-school/more',
  ])('answers 404 for %s, which the content does not have', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('keeps the pages of their own before any landing page', async () => {
    for (const path of ['/iphone', '/apple-pricelist', '/spvi-privacy-policy']) expect((await get(path)).status, path).toBe(200);
  });

  it('lists the content pages in sitemap.xml, and no address only a landing page could claim', async () => {
    const text = (await get('/sitemap.xml')).text;
    for (const path of [
      '/compare',
      '/category/promotion',
      '/category/hot-deal-pakage',
      '/back-to-school',
      '/category/gift',
      '/blog/choose-macbook-for-university',
    ]) {
      expect(text).toContain(`<loc>${server.url}${path}</loc>`);
      expect(text).toContain(`<loc>${server.url}/en${path}</loc>`);
    }
    expect(text).not.toContain(`<loc>${server.url}/airpods</loc>`);
  });
});

describe('the content the pages show', () => {
  it('gives every credit-card offer its months at 0% and its minimum spend', async () => {
    const banners = v.parse(CreditCardBannersResponse, (await get('/pagerender/content/credit-card-banners')).json).data;
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      expect(banner.months).toBeGreaterThanOrEqual(1);
      expect(banner.minimumSpend).toBeGreaterThan(0);
    }
  });

  it('names real products on the promotions that name any', async () => {
    const banners = v.parse(PromotionBannersResponse, (await get('/pagerender/content/promotion-banners?position=promotion')).json).data;
    const products = v.parse(ProductListResponse, (await get('/pim/api/products?limit=100')).json).data.items.map((p) => p.productId);
    const named = banners.flatMap((b) => b.productIds);
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(products).toContain(id);
  });

  it('links the footer to the SPVi privacy notice', async () => {
    const columns = v.parse(MenuResponse, (await get('/pagerender/content/footer-menus/default')).json).data;
    expect(columns.flatMap((c) => c.subMenu).map((e) => e.link)).toContain('/spvi-privacy-policy');
  });
});
