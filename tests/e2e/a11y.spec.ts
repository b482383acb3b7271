import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { pagePath, product } from './api';
import { withAddresses } from './addresses';
import { bagWith, sampleBag } from './bag';
import { LANGUAGES } from './languages';
import { holdSession, sharedSession } from './logged-in';
import { withOrder } from './orders';
import { preorderPage } from './preorder';
import { axe, type AxeViolations } from './axe';

interface ShopPage {
  name: string;
  /** the path after the language prefix; a function when it depends on data (the catalogue, the customer's addresses) or sets the browser up */
  path: string | ((request: APIRequestContext, context: BrowserContext) => Promise<string>);
  /** the path the shopper ends on, when the page sends them on (a guard) */
  landsOn?: RegExp;
  /** the page is for a logged-in customer (one per worker, logged in through the API) */
  loggedIn?: true;
  /** a bag with items is set up first, through the cart API */
  withBag?: true;
  /** axe checks the header and footer here too: once for each layout and each state of the header (guest, logged in, a bag) */
  shell?: true;
}

/**
 * Every page the app has: a new page joins the accessibility and narrow-screen checks with one line here. The header
 * and footer are the same on every page of a layout, so axe checks them on the pages marked `shell` (a third of the
 * time axe takes on a page) and every page's own content everywhere.
 */
const PAGES: ShopPage[] = [
  { name: 'home', path: '/', shell: true },
  { name: 'home (/home)', path: '/home' },
  { name: 'iPhone listing', path: '/iphone' },
  { name: 'iPad listing', path: '/ipad' },
  { name: 'Mac listing', path: '/mac' },
  { name: 'Watch listing', path: '/watch' },
  { name: 'accessories listing', path: '/apple-accessories' },
  { name: 'all products', path: '/products' },
  { name: 'product', path: async (request) => pagePath('', await product(request, 'th', 'iphone')) },
  { name: 'cart', path: '/cart' },
  { name: 'cart with items', path: '/cart', withBag: true, shell: true },
  { name: 'login', path: '/login' },
  { name: 'my account (guest: sent to login)', path: '/my-account', landsOn: /\/login/ },
  { name: 'my account', path: '/my-account', loggedIn: true, shell: true },
  { name: 'account details', path: '/my-account/account', loggedIn: true },
  { name: 'edit account details', path: '/my-account/account/edit', loggedIn: true },
  { name: 'edit profile address', path: '/my-account/account/edit-address', loggedIn: true },
  { name: 'newsletter', path: '/my-account/newsletter-subscriptions', loggedIn: true },
  { name: 'cancel membership', path: '/my-account/cancel-member', loggedIn: true },
  { name: 'wishlist', path: '/my-account/wish-list', loggedIn: true },
  { name: 'address book', path: withAddresses('/my-account/address-book'), loggedIn: true },
  { name: 'add address', path: '/my-account/address-book/add-address', loggedIn: true },
  { name: 'add shipping address', path: '/my-account/address-book/add-shipping-address', loggedIn: true },
  { name: 'add billing address', path: '/my-account/address-book/add-billing-address', loggedIn: true },
  { name: 'edit address', path: withAddresses((ids) => `/my-account/address-book/edit-address?id=${ids.additional}`), loggedIn: true },
  { name: 'edit shipping address', path: withAddresses('/my-account/address-book/edit-shipping-address'), loggedIn: true },
  { name: 'edit billing address', path: withAddresses('/my-account/address-book/edit-billing-address'), loggedIn: true },
  { name: 'my orders', path: withOrder('unpaid', () => '/my-account/order'), loggedIn: true },
  { name: 'order awaiting payment', path: withOrder('unpaid', (id) => `/my-account/order/${id}`), loggedIn: true },
  { name: 'paid order with a tax invoice', path: withOrder('paid', (id) => `/my-account/order/${id}`), loggedIn: true },
  { name: 'order not found', path: '/my-account/order/SO999999999', loggedIn: true },
  { name: 'checkout (guest: sent to login)', path: '/checkout', landsOn: /\/login/ },
  { name: 'checkout', path: withAddresses('/checkout'), loggedIn: true, withBag: true },
  { name: 'payment', path: withOrder('unpaid', (id) => `/confirmation/pay/${id}`), loggedIn: true, shell: true },
  { name: 'thank you', path: withOrder('paid', (id) => `/thank-you/${id}`), loggedIn: true },
  { name: 'order tracking', path: '/order-tracking' },
  { name: 'order tracking with an order number', path: '/order-tracking/SO100001' },
  { name: 'membership cancelled', path: '/membership-cancelled?at=2026-03-07T09:05:03.000Z' },
  { name: '404', path: '/no-such-page', shell: true },
  { name: 'register', path: '/register' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'reset password', path: `/reset-password?token=${'r'.repeat(43)}` },
  { name: 'activation link that does not work', path: `/activate-account?token=${'a'.repeat(43)}` },
  { name: 'search results', path: '/product-category?search=iphone' },
  { name: 'search without results', path: '/product-category/ipad?search=zzqqxx' },
  { name: 'price list', path: '/apple-pricelist' },
  { name: 'price list of one family', path: '/apple-pricelist?family=mac' },
  { name: 'education pricing', path: '/education' },
  { name: 'K-12 schools', path: '/k-12', shell: true },
  { name: 'K-12 store', path: '/education-k12' },
  { name: 'K-12 terms', path: '/education-k12-detail' },
  { name: 'university store', path: '/education-for-university', shell: true },
  { name: "U-Store shop with a customer's education-code form", path: '/ustore', loggedIn: true },
  { name: 'privacy policy', path: '/private-policy' },
  { name: 'cookie policy', path: '/cookies-policy' },
  { name: 'refund and return policy', path: '/online-refund-policy' },
  { name: 'SPVi privacy notice', path: '/spvi-privacy-policy' },
  { name: 'promotions', path: '/category/promotion' },
  { name: 'hot deals', path: '/category/hot-deal-pakage' },
  { name: 'campaigns by tag', path: '/category/education' },
  { name: 'credit-card promotion', path: '/promotion-credit-card-0' },
  { name: 'landing page', path: '/back-to-school' },
  { name: 'compare models', path: '/compare?type=iphone' },
  { name: 'blog', path: '/blog' },
  { name: 'blog post', path: '/blog/choose-macbook-for-university' },
  { name: 'our stores', path: '/ourstore' },
  { name: 'store branch', path: '/store/icenter-central-ladprao' },
  { name: 'iCenter', path: '/icenter' },
  { name: 'iStudio', path: '/istudio' },
  { name: 'iSolutions', path: '/isolutions' },
  { name: 'Mobi', path: '/mobi' },
  { name: 'support appointment', path: '/online-schedule-support/?branch=icenter-central-ladprao' },
  { name: 'appointment cancel link that does not work', path: `/online-schedule-support/cancel?token=${'c'.repeat(43)}` },
  { name: 'online workshops', path: '/workshop-online' },
  { name: 'Yes I Can workshops', path: '/yes-i-can-workshop' },
  { name: 'product demo workshops', path: '/demo-workshop' },
  { name: 'workshop cancel link', path: `/workshop-cancel?token=${'w'.repeat(43)}` },
  { name: 'small-business quote request', path: '/campaign/smb-retail-business' },
  { name: 'pre-order campaign', path: '/preorder', shell: true },
  { name: 'pre-order products', path: preorderPage('/preorder/products', 'session') },
  { name: 'pre-order checkout', path: preorderPage('/preorder/checkout', 'bag') },
];

const NARROW_WIDTHS = [320, 390];

// axe walks the whole page (menus, footer) and measures every touch target: slow on a small, busy machine
test.describe.configure({ timeout: 90_000 });

/** Opens a page in a language and waits until it has rendered its content and its late chunks. */
async function open(page: Page, request: APIRequestContext, shopPage: ShopPage, prefix: string) {
  const path = typeof shopPage.path === 'string' ? shopPage.path : await shopPage.path(request, page.context());
  if (shopPage.loggedIn) await holdSession(page.context(), await sharedSession(request));
  if (shopPage.withBag) await bagWith(request, page.context(), await sampleBag(request));
  await page.goto(prefix + (path === '/' && prefix ? '' : path));
  if (shopPage.landsOn) await expect(page).toHaveURL(shopPage.landsOn);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** One line per violation and element: what a developer needs to find it. */
const describe = (violations: AxeViolations) =>
  violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')}`));

// Every page is checked in both languages and on both screens, in pairs: Thai on the phone (most of the shop's
// shoppers), English on the desktop. What the phone changes is the layout (mobile menu, stacked columns), which both
// languages share; what the language changes is the text, which both screens share. Both runs check the narrow widths
// after axe, so Thai and English text are measured at 320 and 390 px.
for (const { locale, prefix } of LANGUAGES) {
  const screen = locale === 'th' ? ' @phone-only' : '';
  for (const shopPage of PAGES) {
    test.describe(`${shopPage.name} (${locale})`, () => {
      // one page load for both checks: axe at the project's size, then the narrow widths
      test(`has no accessibility violations and does not scroll sideways at ${NARROW_WIDTHS.join(' or ')} px${screen}`, async ({ page, request }) => {
        await open(page, request, shopPage, prefix);
        const { violations } = await (shopPage.shell ? axe(page) : axe(page).exclude('[data-layout] > header').exclude('[data-layout] > footer')).analyze();
        expect(describe(violations)).toEqual([]);
        for (const width of NARROW_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // the layout viewport: on a phone, innerWidth grows with content that overflows (the page zooms out to it)
          const { scrollWidth, viewport } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            viewport: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(viewport);
        }
      });
    });
  }

  test.describe(`before the cookie notice is answered (${locale})`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the cookie notice has no accessibility violations @phone', async ({ page }) => {
      await page.goto(prefix || '/');
      await expect(page.getByTestId('cookie-notice')).toBeVisible();
      const { violations } = await axe(page).include('[data-testid="cookie-notice"]').analyze();
      expect(describe(violations)).toEqual([]);
    });
  });
}

test("Thai and Latin text is drawn with the shop's own web font, preloaded by the page @phone", async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname));
  expect(preloaded).toHaveLength(4);
  await page.evaluate(() => document.fonts.ready);
  // a face is downloaded only when the page shows characters of its subset: Thai and Latin, text and titles
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`),
  );
  expect(loaded.sort()).toEqual(['IBM Plex Sans Thai 400', 'IBM Plex Sans Thai 400', 'IBM Plex Sans Thai 600', 'IBM Plex Sans Thai 600']);
  // each file once: a preload that the stylesheet's request cannot reuse would be fetched twice
  await expect.poll(() => [...fonts].sort()).toEqual([...preloaded].sort());
});
