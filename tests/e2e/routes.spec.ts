import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Every route of spec section 2 that the shop has, and one sample of each parameterised route: the page opens in
 * Thai with a 200 and shows a page of its own (a heading, not the not-found page); its English address answers 200
 * in English. One navigation per route: the accessibility table (a11y.spec.ts) looks at the pages themselves.
 */
const ROUTES: { path: string; landsOn?: RegExp }[] = [
  // simple pages
  { path: '/' },
  { path: '/home' },
  { path: `/activate-account?token=${'a'.repeat(43)}` },
  { path: '/blog' },
  { path: '/cart' },
  { path: '/checkout', landsOn: /\/login\?redirect=/ },
  { path: '/compare' },
  { path: '/cookies-policy' },
  { path: '/education' },
  { path: '/education-for-university' },
  { path: '/education-k12' },
  { path: '/education-k12-detail' },
  { path: '/k-12' },
  { path: '/forgot-password' },
  { path: '/login' },
  { path: '/order-tracking' },
  { path: '/ourstore' },
  { path: '/private-policy' },
  { path: '/product-category' },
  { path: '/register' },
  { path: '/register/social', landsOn: /127\.0\.0\.1:\d+\/$/ },
  { path: `/reset-password?token=${'r'.repeat(43)}` },
  { path: '/products' },
  { path: '/icenter' },
  { path: '/istudio' },
  { path: '/ustore' },
  { path: '/isolutions' },
  { path: '/mobi' },
  { path: '/mac' },
  { path: '/ipad' },
  { path: '/iphone' },
  { path: '/watch' },
  { path: '/apple-accessories' },
  { path: '/category/promotion' },
  { path: '/category/hot-deal-pakage' },
  { path: '/promotion-credit-card-0' },
  { path: '/online-refund-policy' },
  { path: '/spvi-privacy-policy' },
  { path: '/online-schedule-support/' },
  { path: '/workshop-online' },
  { path: '/yes-i-can-workshop' },
  { path: '/demo-workshop' },
  { path: '/campaign/smb-retail-business' },
  { path: '/apple-pricelist' },
  { path: '/preorder' },
  // behind a pre-order session: without one the shopper is sent home, and to log in before the pre-order checkout
  { path: '/preorder/products', landsOn: /127\.0\.0\.1:\d+\/$/ },
  { path: '/preorder/checkout', landsOn: /\/preorder$/ },
  { path: `/membership-cancelled?at=2026-03-07T09:05:03.000Z` },
  // the account area: a guest is sent to log in and back (the pages themselves are in the accessibility table)
  ...[
    '',
    '/account',
    '/account/edit',
    '/account/edit-address',
    '/address-book',
    '/address-book/add-address',
    '/address-book/add-billing-address',
    '/address-book/add-shipping-address',
    '/address-book/edit-address',
    '/address-book/edit-billing-address',
    '/address-book/edit-shipping-address',
    '/cancel-member',
    '/newsletter-subscriptions',
    '/order',
    '/order/SO100001',
    '/wish-list',
  ].map((sub) => ({
    path: `/my-account${sub}`,
    landsOn: /\/login\?redirect=/,
  })),
  // parameterised routes, one sample each
  { path: '/confirmation/pay/SO100001', landsOn: /\/cart$/ },
  { path: '/blog/choose-macbook-for-university' },
  { path: '/category/gift' },
  { path: '/order-tracking/SO100001' },
  { path: '/product/iphone-17-pro_1002' },
  { path: '/store/icenter-central-ladprao' },
  // the optional parameters without a value: the list they belong to
  { path: '/store', landsOn: /\/ourstore$/ },
  { path: '/category', landsOn: /\/category\/promotion$/ },
  { path: '/thank-you/SO100001' },
  { path: '/thank-you', landsOn: /\/order-tracking$/ },
  { path: '/product-category/mac' },
  { path: '/back-to-school' },
  { path: '/iphone/iphone-17-pro' },
];

for (const { path, landsOn } of ROUTES) {
  test(`${path} is a page in Thai and English`, async ({ page }) => {
    const thai = await page.goto(path);
    expect(thai?.status()).toBe(200);
    if (landsOn) await expect(page).toHaveURL(landsOn);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);

    const english = await page.request.get(`/en${path === '/' ? '' : path}`);
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  });
}

test("every file a page's head preloads is there", async ({ request }) => {
  const { preloads } = JSON.parse(readFileSync(join(process.env.DIST_DIR ?? 'dist', 'routes.json'), 'utf8')) as { preloads: Record<string, string[]> };
  const files = [...new Set(Object.values(preloads).flat())];
  expect(files.length).toBeGreaterThan(10);
  const missing = [];
  for (const file of files) if ((await request.get(file)).status() !== 200) missing.push(file);
  expect(missing).toEqual([]);
});
