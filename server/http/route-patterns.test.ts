import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeMatcher, routePatternsOf } from './route-patterns.ts';

const TREE = `
export interface FileRoutesByFullPath {
  '/{-$locale}': typeof LocaleRouteWithChildren
  '/{-$locale}/$': typeof SplatRoute
  '/{-$locale}/iphone': typeof IphoneRoute
  '/{-$locale}/': typeof IndexRoute
  '/{-$locale}/product/$slug': typeof ProductSlugRoute
  '/{-$locale}/my-account/': typeof MyAccountIndexRoute
  '/{-$locale}/product-category/$': typeof ProductCategorySplatRoute
  '/{-$locale}/thank-you/{-$orderId}': typeof ThankYouRoute
  '/{-$locale}/store/{$store}.html': typeof StoreRoute
  '/{-$locale}/$landingSlug': typeof LandingRoute
  '/{-$locale}/category/$promotionTag': typeof TagRoute
  '/{-$locale}/category/promotion': typeof PromotionRoute
}
export interface FileRoutesByTo {
  '/{-$locale}/not-a-full-path': typeof Nothing
}`;

describe('routePatternsOf', () => {
  it('reads the full paths of the route tree, leaving out the not-found catcher', () => {
    expect(routePatternsOf(TREE)).toEqual([
      '/{-$locale}',
      '/{-$locale}/',
      '/{-$locale}/$landingSlug',
      '/{-$locale}/category/$promotionTag',
      '/{-$locale}/category/promotion',
      '/{-$locale}/iphone',
      '/{-$locale}/my-account/',
      '/{-$locale}/product-category/$',
      '/{-$locale}/product/$slug',
      '/{-$locale}/store/{$store}.html',
      '/{-$locale}/thank-you/{-$orderId}',
    ]);
  });

  it("reads the app's own route tree", () => {
    const patterns = routePatternsOf(readFileSync('src/routeTree.gen.ts', 'utf8'));
    expect(patterns).toContain('/{-$locale}/product/$slug');
    expect(patterns).not.toContain('/{-$locale}/$');
  });

  it('refuses a file that is not a route tree', () => {
    expect(() => routePatternsOf('export const x = 1')).toThrow(/FileRoutesByFullPath/);
  });
});

describe('routeMatcher', () => {
  const known = routeMatcher(routePatternsOf(TREE));

  it.each([
    '/',
    '/en',
    '/en/',
    '/iphone',
    '/en/iphone',
    '/iPhone',
    '/iphone/',
    '/product/iphone-17_1001',
    '/en/product/-',
    '/my-account',
    '/en/my-account/',
    '/product-category',
    '/product-category/mac/m4',
    '/thank-you',
    '/thank-you/ORD-1',
    '/en/thank-you/ORD-1',
    '/store/siam-paragon.html',
  ])('knows %s', (path) => expect(known.claim(path)).toBe('page'));

  it.each([
    '/no-such-page/at-all',
    '/fr/iphone',
    '/th/iphone',
    '/en/en/iphone',
    '/product/a/b',
    '/iphone/extra',
    '/thank-you/a/b',
    '/store/siam-paragon',
    '/my-account/orders',
    '/back-to-school/more',
  ])('does not know %s', (path) => expect(known.claim(path)).toBe(false));

  it.each(['/back-to-school', '/en/back-to-school', '/no-such-page', '/product', '/category/gift', '/en/category/gift/'])('leaves %s to the content', (path) =>
    expect(known.claim(path)).toBe('content'),
  );
  it.each(['/category/promotion', '/iphone', '/en'])('knows %s as a page of its own before any content page', (path) => expect(known.claim(path)).toBe('page'));
});

describe('preloads', () => {
  const pages = routeMatcher(routePatternsOf(TREE), {
    '/{-$locale}/iphone': ['/assets/iphone-I.js'],
    '/{-$locale}/$landingSlug': ['/assets/landing-L.js'],
    '/{-$locale}/product/$slug': ['/assets/_slug-S.js'],
    '/{-$locale}/': ['/assets/_-_locale_-H.js'],
    '/{-$locale}/my-account/': ['/assets/my-account-A.js'],
  });

  it.each([
    ['/iphone', ['/assets/iphone-I.js']],
    ['/en/iphone', ['/assets/iphone-I.js']],
    ['/back-to-school', ['/assets/landing-L.js']],
    ['/product/iphone-17_1001', ['/assets/_slug-S.js']],
    ['/', ['/assets/_-_locale_-H.js']],
    ['/en', ['/assets/_-_locale_-H.js']],
    ['/en/', ['/assets/_-_locale_-H.js']],
    ['/my-account', ['/assets/my-account-A.js']],
    ['/no/such/page', []],
  ])('names the files of the page that shows %s', (path, files) => expect(pages.preloads(path)).toEqual(files));
});
