import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const page = (path: string) => send(server.url, 'GET', path);
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('pages the app has and has not', () => {
  it.each([
    '/',
    '/en',
    '/home',
    '/en/home',
    '/iphone',
    '/en/apple-accessories',
    '/products',
    '/cart',
    '/en/login',
    '/my-account',
    '/product/iphone-17-pro-max_1001',
    '/product-category/airpods',
    '/en/product-category/apple/iphone/',
  ])('answers the app shell with 200 for %s', async (path) => {
    const answer = await page(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toContain('id="root"');
  });

  it.each([
    '/no-such-page',
    '/some/unknown/path',
    '/en/no-such-page',
    '/fr/iphone',
    '/th/iphone',
    '/en/en/iphone',
    '/iphone/extra',
    '/product-category/a/b/c',
    '/en/product-category/not-a-category',
    '/product',
    '/favicon.png',
  ])('answers the app shell with 404 for %s', async (path) => {
    const answer = await page(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toContain('id="root"');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the 404 of a product that is not in the catalogue, or of a product address without an id', async () => {
    expect((await page('/en/product/no-such-thing_999999')).status).toBe(404);
    expect((await page('/product/does-not-exist')).status).toBe(404);
    expect((await page('/en/product/iphone-17-pro')).status).toBe(404);
  });

  it("writes the 404 page's title in the page's language", async () => {
    expect((await page('/no-such-page')).text).toContain('<title>ไม่พบหน้านี้ | Apple Premium Reseller</title>');
    expect((await page('/en/product/no-such-thing_999999')).text).toContain('<title>Page not found | Apple Premium Reseller</title>');
  });
});

describe('the head the server writes', () => {
  it.each([
    ['/', 'th', 'ร้านตัวแทนจำหน่าย Apple อย่างเป็นทางการ'],
    ['/en', 'en', 'Authorised Apple reseller in Thailand'],
  ])('gives the home page %s canonical, hreflang and Open Graph', async (path, lang, description) => {
    const head = headOf((await page(path)).text);
    const th = `${server.url}/`;
    const en = `${server.url}/en`;
    expect(head).toContain(`<html lang="${lang}"`);
    expect(attribute(head, /<meta name="description" content="([^"]*)"/)).toContain(description);
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(lang === 'en' ? en : th);
    expect(attribute(head, /<link rel="alternate" hreflang="th" href="([^"]*)"/)).toBe(th);
    expect(attribute(head, /<link rel="alternate" hreflang="en" href="([^"]*)"/)).toBe(en);
    expect(attribute(head, /<link rel="alternate" hreflang="x-default" href="([^"]*)"/)).toBe(th);
    expect(attribute(head, /<meta property="og:title" content="([^"]*)"/)).toBe('Apple Premium Reseller | iPhone, iPad, Mac');
    expect(attribute(head, /<meta property="og:description" content="([^"]*)"/)).toContain(description);
    expect(attribute(head, /<meta property="og:locale" content="([^"]*)"/)).toBe(lang === 'en' ? 'en_US' : 'th_TH');
    expect(attribute(head, /<meta property="og:image" content="([^"]*)"/)).toBe(`${server.url}/icons/icon-512.png`);
  });

  it('previews and preloads the colour a product address names (?sku=), and without one the colour the page shows first', async () => {
    const detail = (await send(server.url, 'GET', '/pim/api/products/1002', { headers: { 'accept-language': 'en' } })).json as {
      data: { slug: string; variants: { productId: number; colourCode: string; stock: number }[] };
    };
    const { slug, variants } = detail.data;
    const other = variants.find((v) => v.colourCode !== variants.find((w) => w.stock > 0)!.colourCode)!;
    const shared = headOf((await page(`/en/product/${slug}_1002?sku=${other.productId}`)).text);
    expect(attribute(shared, /<meta property="og:image" content="([^"]*)"/)).toBe(`${server.url}/images/p/${slug}/${other.colourCode}/820.webp`);
    expect(attribute(shared, /<link rel="preload" as="image"[^>]*imagesrcset="([^"]*)"/)).toContain(`/${other.colourCode}/`);
    expect(attribute(shared, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}/en/product/${slug}_1002`);

    const plain = headOf((await page(`/en/product/${slug}_1002?sku=abc`)).text);
    expect(attribute(plain, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${server.url}/images/p/${slug}/${variants.find((v) => v.stock > 0)!.colourCode}/820.webp`,
    );
  });

  it.each(['/product/wrong-name_1001', '/en/product/1001', '/product/_1001'])('names the product’s own address as the canonical of %s', async (path) => {
    const head = headOf((await page(path)).text);
    const prefix = path.startsWith('/en/') ? '/en' : '';
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}${prefix}/product/iphone-17-pro-max_1001`);
  });

  it('points /home at the home page as its canonical address', async () => {
    const head = headOf((await page('/en/home')).text);
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}/en`);
  });

  it('names the SMB campaign as the address of its words, which are also a marketing document (/smb-retail-business)', async () => {
    const head = headOf((await page('/en/smb-retail-business')).text);
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}/en/campaign/smb-retail-business`);
    const sitemap = (await page('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${server.url}/campaign/smb-retail-business</loc>`);
    expect(sitemap).not.toContain(`<loc>${server.url}/smb-retail-business</loc>`);
  });

  it('writes the English shop title and description on an English page it has no head for (an account page), and no canonical', async () => {
    const head = headOf((await page('/en/my-account')).text);
    expect(head).toContain('<html lang="en"');
    expect(attribute(head, /<title>([^<]*)<\/title>/)).toBe('Apple Premium Reseller | iPhone, iPad, Mac');
    expect(attribute(head, /<meta name="description" content="([^"]*)"/)).toMatch(/^Authorised Apple reseller in Thailand/);
    expect(head).not.toContain('rel="canonical"');
  });

  it('writes the bag, login and tracking pages their own title and description, and no canonical: they are not indexed', async () => {
    const cart = headOf((await page('/cart')).text);
    expect(attribute(cart, /<title>([^<]*)<\/title>/)).toBe('ถุงช้อปปิ้งของคุณ | Apple Premium Reseller');
    expect(attribute(cart, /<meta name="description" content="([^"]*)"/)).toMatch(/^สินค้าในถุงช้อปปิ้งของคุณ/);
    expect(cart).not.toContain('rel="canonical"');
    const login = headOf((await page('/en/login/')).text);
    expect(attribute(login, /<title>([^<]*)<\/title>/)).toBe('Log in | Apple Premium Reseller');
    const tracking = headOf((await page('/en/order-tracking/ORD-1')).text);
    expect(attribute(tracking, /<title>([^<]*)<\/title>/)).toBe('Track your order | Apple Premium Reseller');
  });

  it('describes the pre-order page with what the page itself offers (a pre-order sells no accessory)', async () => {
    const thai = attribute(headOf((await page('/preorder')).text), /<meta name="description" content="([^"]*)"/);
    expect(thai).toMatch(/จัดส่งฟรีทั่วประเทศ และคืนสินค้าได้ภายใน 14 วัน$/);
    const english = attribute(headOf((await page('/en/preorder')).text), /<meta name="description" content="([^"]*)"/);
    expect(english).toMatch(/free delivery nationwide and 14-day returns\.$/);
    expect(`${thai} ${english}`).not.toContain('20%');
  });
});

describe('the first answers written into the page', () => {
  const answersOf = (html: string) => {
    const json = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(headOf(html))?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as { locale: string; answers: Record<string, unknown> });
  };
  const api = async (path: string, lang: string) => (await send(server.url, 'GET', path, { headers: { 'accept-language': lang } })).json;

  it.each([
    ['/product/iphone-17-pro-max_1001', 'th', '/pim/api/products/1001'],
    ['/en/iphone', 'en', '/pim/api/products?limit=100&category=iphone'],
    ['/en', 'en', '/pim/api/products?limit=100&sort=recommended'],
  ])('gives %s the answers its first view asks for, in its language, the same as the API', async (path, lang, pageCall) => {
    const written = answersOf((await page(path)).text);
    expect(written?.locale).toBe(lang);
    const calls = [
      '/pagerender/content/top-menus/default',
      '/pagerender/content/menus/default',
      '/pagerender/content/footer-menus/default',
      '/pagerender/content/header-logo/default',
      '/pagerender/page/home',
      pageCall,
    ];
    expect(Object.keys(written!.answers).sort()).toEqual([...calls].sort());
    for (const call of calls) expect(written!.answers[call], call).toEqual(await api(call, lang));
  });

  it('writes nothing into a page that is not found, and no answer a shopper could not get themselves', async () => {
    expect(answersOf((await page('/en/product/no-such-thing_999999')).text)).toBeUndefined();
    expect(answersOf((await page('/no-such-page')).text)).toBeUndefined();
    const cart = answersOf((await page('/cart')).text)!;
    expect(Object.keys(cart.answers).every((call) => call.startsWith('/pagerender/'))).toBe(true);
  });
});

describe('robots.txt', () => {
  it('lets crawlers in but keeps them out of the private pages, and names the sitemap', async () => {
    const answer = await page('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Disallow: /cart', 'Disallow: /en/cart', 'Disallow: /my-account', 'Disallow: /en/checkout']));
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(answer.text).not.toMatch(/Disallow: \/(pim|images)/);
  });
});

describe('sitemap.xml', () => {
  it('lists the home page, every listing and every product in both languages with hreflang alternates', async () => {
    const answer = await page('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const locs = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(server.url.length));
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/en', '/products', '/en/products', '/iphone', '/en/iphone', '/apple-accessories', '/en/apple-accessories']),
    );

    const products = (await send(server.url, 'GET', '/pim/api/products?limit=100')).json as {
      data: { items: { productId: number; slug: string }[]; total: number };
    };
    expect(products.data.items.length).toBe(products.data.total);
    for (const { productId, slug } of products.data.items) {
      expect(locs).toContain(`/product/${slug}_${productId}`);
      expect(locs).toContain(`/en/product/${slug}_${productId}`);
    }

    const entry = new RegExp(`<url><loc>${server.url}/en/iphone</loc>(.*?)</url>`).exec(answer.text)?.[1];
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="th" href="${server.url}/iphone"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${server.url}/en/iphone"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/iphone"/>`);
  });

  it('leaves out the pages the app has no route for, and every address it lists is a page', async () => {
    const text = (await page('/sitemap.xml')).text;
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs.filter((_, i) => i % 7 === 0)) expect((await fetch(loc)).status, loc).toBe(200);
    expect(locs.some((loc) => loc.endsWith('/cart'))).toBe(false);
    // a page the content has twice (a landing and a marketing page, a tag the shop lists anyway) is one address
    expect(locs.filter((loc, i) => locs.indexOf(loc) !== i)).toEqual([]);
  });
});

/** A raw request with a Host header of the caller's choosing (fetch does not let a test set it). */
const withHost = (path: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    request({ hostname, port, path, headers: { host } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

describe('a malformed Host header', () => {
  it.each(['a<b', 'x:99999', '[::1', 'a b'])('answers 400 for %j, never a server error', async (host) => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/', '/no-such-page']) expect(await withHost(path, host)).toBe(400);
  });
});

describe('web manifest and app icons', () => {
  it('answers the manifest with its content type, a Thai name, icons and the theme colour', async () => {
    const answer = await page('/manifest.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(answer.text) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.lang).toBe('th');
    expect(manifest.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(manifest.short_name).toMatch(/[\u0E00-\u0E7F]/);
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it.each([
    ['/icons/icon-192.png', 192],
    ['/icons/icon-512.png', 512],
    ['/apple-touch-icon.png', 180],
  ])('draws %s as a %i pixel square PNG', async (path, size) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('answers /favicon.ico with an icon file holding the 48 pixel mark', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await res.arrayBuffer());
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 48, 48]);
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22);
    expect(await sharp(ico.subarray(ico.readUInt32LE(18))).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
  });
});
