import { Hono } from 'hono';

/** Pages of one shopper (bag, checkout, account, sign-in): nothing for a search engine. */
const PRIVATE_PAGES = [
  '/cart',
  '/checkout',
  '/thank-you',
  '/confirmation',
  '/my-account',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/activate-account',
  '/order-tracking',
];

/** robots.txt: everything may be crawled but the private pages, in both languages; the sitemap's address. */
export const robotsRoutes = (publicUrl: string | null) =>
  new Hono().get('/robots.txt', (c) => {
    const origin = publicUrl ?? new URL(c.req.url).origin;
    const disallowed = PRIVATE_PAGES.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]);
    const body = ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return c.body(body, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });
