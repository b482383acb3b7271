import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pagePath, product } from './api';
import { LANGUAGES, screenTag } from './languages';

/** This spec's texts, as the catalogues give them. */
const TEXT = {
  th: {
    unreachable: 'ไม่สามารถเชื่อมต่อกับร้านค้าได้',
    tryAgain: 'ลองใหม่อีกครั้ง',
    staleCode: 'ไม่สามารถโหลดหน้านี้ได้',
    reload: 'โหลดหน้านี้ใหม่',
    trackOrder: 'ติดตามคำสั่งซื้อ',
    ok: 'ตกลง',
    stillDown: 'ร้านค้ายังไม่ตอบกลับ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    emptyBag: 'ถุงช้อปปิ้งของคุณว่างอยู่',
  },
  en: {
    unreachable: 'The shop cannot be reached',
    tryAgain: 'Try again',
    staleCode: 'This page could not be loaded',
    reload: 'Reload page',
    trackOrder: 'Track your order',
    ok: 'OK',
    stillDown: 'The shop still does not answer. Try again in a moment.',
    emptyBag: 'Your bag is empty',
  },
} as const;

// this machine may be busy: these flows take several page loads each
test.describe.configure({ timeout: 90_000 });
test.use({ navigationTimeout: 30_000 });
const SLOW = { timeout: 20_000 };

const PRODUCT_CHUNK = /\/assets\/_slug-[\w-]+\.js$/;
const PRODUCT_LIST_CALL = /\/pim\/api\/products\?/;
const PRODUCT_DETAIL_CALL = /\/pim\/api\/products\/\d+$/;

/** The title and description the document has now; there must be one description, not the server's beside the app's. */
async function documentHead(page: Page) {
  await expect(page.locator('meta[name="description"]')).toHaveCount(1, SLOW);
  return { title: await page.title(), description: await page.locator('meta[name="description"]').getAttribute('content') };
}

/** What the server writes into the first page of a path. */
async function serverHead(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const decode = (s: string | undefined) => s?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return { title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]), description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]) };
}

/** A product card is the link to its product page. */
const firstProductLink = (page: Page) => page.getByTestId('product-card').first();

/** Counts the documents the page loads (the first one and every reload). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => void loads.count++);
  return loads;
}

for (const { locale, prefix, text } of LANGUAGES) {
  const t = TEXT[locale];

  test.describe(`navigation (${locale})`, () => {
    test('title and description follow client navigation and match what the server writes for a first load', async ({ page }) => {
      await page.goto(`${prefix}/products`);
      const listing = await documentHead(page);
      expect(listing).toEqual(await serverHead(page, `${prefix}/products`));

      const link = firstProductLink(page);
      const href = await link.getAttribute('href');
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      // the head follows the page's data, a moment after its heading (the shop's own title may show in between)
      const productHead = await serverHead(page, href!);
      await expect(page).toHaveTitle(productHead.title!);
      expect(await documentHead(page)).toEqual(productHead);
      // the listing's canonical address and share card do not stay behind on the product page
      await expect(page.locator('link[rel="canonical"], meta[property^="og:"]')).toHaveCount(0);

      await page.goBack();
      await expect(page.getByTestId('product-list')).toBeVisible();
      expect(await documentHead(page)).toEqual(listing);

      await page.goto(`${prefix}/`);
      expect(await documentHead(page)).toEqual(await serverHead(page, `${prefix}/`));
    });

    test('pages opened from a mail or a bookmark have a title and description of their own, the same before and after the app starts', async ({ page }) => {
      const home = await serverHead(page, `${prefix}/`);
      const descriptions = new Set<string | null | undefined>();
      for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/activate-account', '/cart', '/order-tracking']) {
        const first = await serverHead(page, `${prefix}${path}`);
        expect(first.title, path).not.toBe(home.title);
        expect(first.description, path).not.toBe(home.description);
        descriptions.add(first.description);
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => documentHead(page), { message: path }).toEqual(first);
      }
      expect(descriptions.size).toBe(7);
    });

    test('a page whose head words come with its loader has them after a client navigation and after a switch of language', async ({ page }) => {
      await page.goto(`${prefix}/iphone`);
      await page.getByRole('contentinfo').getByRole('link', { name: t.trackOrder, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/order-tracking$`));
      await expect.poll(() => documentHead(page)).toEqual(await serverHead(page, `${prefix}/order-tracking`));

      const other = locale === 'th' ? { prefix: '/en', name: 'English' } : { prefix: '', name: 'ไทย' };
      await page.getByRole('button', { name: locale === 'th' ? /ภาษา/ : /Language/ }).click();
      await page.getByRole('link', { name: other.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${other.prefix}/order-tracking$`));
      await expect.poll(() => documentHead(page)).toEqual(await serverHead(page, `${other.prefix}/order-tracking`));
    });

    test(`an API that is down shows a clear message in the layout, and Try again brings the page${screenTag(locale)}`, async ({ page }) => {
      // a page's first answers come with it (decision 017): the API fails on the way to the next page
      await page.goto(`${prefix}/no-such-page`);
      await page.route(PRODUCT_LIST_CALL, (route) => route.abort('connectionrefused'));
      await page.getByRole('link', { name: text.returnHome }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unreachable, SLOW);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toContainText(t.unreachable);
      await expect(page.getByRole('link', { name: text.returnHome })).toBeVisible();

      await page.unroute(PRODUCT_LIST_CALL);
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      // the button went with the problem: the page's heading has the focus
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByTestId('page-problem')).toHaveCount(0);
    });

    test(`a page script that fails to load reloads the page once, which then shows${screenTag(locale)}`, async ({ page, request }) => {
      const path = await productPath(request, prefix);
      const loads = countLoads(page);
      // the script fails while the first document is open, and loads for the next
      let documents = 0;
      page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
      await page.route(PRODUCT_CHUNK, (route) => (documents < 2 ? route.abort('failed') : route.continue()));
      await page.goto(path);
      await expect(page.getByRole('button', { name: text.addToBag })).toBeVisible(SLOW);
      await expect(page.getByTestId('page-problem')).toHaveCount(0);
      expect(loads.count).toBe(2);
    });

    test('a page script that keeps failing reloads once only, then offers a reload', async ({ page, request }) => {
      const path = await productPath(request, prefix);
      await page.route(PRODUCT_CHUNK, (route) => route.abort('failed'));
      const loads = countLoads(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.staleCode, SLOW);
      await page.waitForTimeout(500);
      expect(loads.count).toBe(2);

      await page.unroute(PRODUCT_CHUNK);
      await page.getByRole('button', { name: t.reload }).click();
      await expect(page.getByTestId('page-problem')).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.addToBag })).toBeVisible(SLOW);
    });

    test('offline, a page whose script is not loaded yet stays in the shop and says so, with no reload', async ({ page, context }) => {
      await page.goto(`${prefix}/iphone`);
      await expect(firstProductLink(page)).toBeVisible();
      const loads = countLoads(page);
      await context.setOffline(true);
      await firstProductLink(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unreachable, SLOW);
      await page.waitForTimeout(500);
      expect(loads.count, "no reload into the browser's offline page").toBe(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // back online, Try again brings the page
      await context.setOffline(false);
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByRole('button', { name: text.addToBag })).toBeVisible(SLOW);
    });

    test(`with the shop's server down, an add to the bag and a page not loaded yet say so in the shop, with no reload${screenTag(locale)}`, async ({
      page,
      request,
    }) => {
      const watch = await product(request, locale, 'watch', (d) => d.variants.some((v) => v.stock > 2));
      // the error modal's code comes a moment after the first view, before the server goes
      const modalCode = page.waitForResponse(/\/assets\/ErrorModal-[\w-]+\.js$/, SLOW);
      await page.goto(pagePath(prefix, watch));
      await modalCode;
      const loads = countLoads(page);
      await page.route('**/*', (route) => route.abort('connectionrefused'));

      await page.getByRole('button', { name: text.addToBag }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('error-message')).toBeVisible(SLOW);
      // the bag that opened with the add closes: it would show as if nothing had been tried
      await expect(page.getByTestId('mini-cart')).toHaveCount(0);
      await dialog.getByRole('button', { name: t.ok }).click();

      // the bag page's code was never loaded
      await page.getByTestId('cart-button').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unreachable, SLOW);
      await page.waitForTimeout(500);
      expect(loads.count, "no reload into the browser's error page").toBe(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Try again while it is still down keeps the shop's page and says so; once it answers, the page comes
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByTestId('still-unreachable')).toHaveText(t.stillDown);
      expect(loads.count, "no reload into the browser's error page").toBe(0);
      await page.unrouteAll();
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.emptyBag, SLOW);
    });

    test(`Back brings a listing back in its view mode and scroll position; a new page starts at the top${screenTag(locale)}`, async ({ page }) => {
      await page.goto(`${prefix}/products`);
      await page.getByRole('button', { name: text.list, exact: true }).click();
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
      const cards = page.getByTestId('product-card');
      const target = cards.nth(Math.min(6, (await cards.count()) - 1));
      await target.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 1);
      const scrolled = await page.evaluate(() => Math.round(window.scrollY));
      expect(scrolled).toBeGreaterThan(300);

      await target.click();
      await expect(page).toHaveURL(/\/product\//);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
      await expect(page).toHaveURL(/view=list/);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(scrolled - 5);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(scrolled + 5);
    });

    test('a page that is not kept alive shows from the top after Back', async ({ page }) => {
      await page.goto(`${prefix}/products`);
      await firstProductLink(page).click();
      await expect(page.getByRole('button', { name: text.addToBag })).toBeVisible();
      // the shopper scrolls down once the page has settled (a new page is taken to the top 100 ms after it shows)
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
          return page.evaluate(() => window.scrollY);
        })
        .toBeGreaterThan(100);
      await page.goBack();
      await page.goForward();
      await expect(page.getByRole('button', { name: text.addToBag })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('search results are not kept alive either: Back shows them from the top, with the search and view mode of the address', async ({ page }) => {
      await page.goto(`${prefix}/product-category?search=iphone&view=list`);
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const target = cards.nth(Math.min(6, (await cards.count()) - 1));
      await target.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 1);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await target.click();
      await expect(page.getByRole('button', { name: text.addToBag })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/search=iphone&view=list/);
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
      // a page kept alive is scrolled back once its results show: give that the time to happen, then look
      await expect(firstProductLink(page)).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('unknown paths answer 404 with the not-found page; pages answer 200', async ({ page }) => {
      const missing = await page.goto(`${prefix}/no-such-page`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      expect((await page.goto(`${prefix}/iphone`))?.status()).toBe(200);
    });
  });
}

test('another first segment than a language answers 404', async ({ page }) => {
  expect((await page.goto('/fr/iphone'))?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test.describe('focus after a move to another page', () => {
  test("a link followed by keyboard leaves the focus on the new page's heading, where the next Tab goes on @phone", async ({ page }) => {
    await page.goto('/iphone');
    await firstProductLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: LANGUAGES[0].text.addToBag })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true);
    // Back to the listing
    await page.goBack();
    await expect(page).toHaveURL(/\/iphone$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a family chosen in the phone menu leaves the focus on its page, not on the menu button @phone-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'เมนู', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mac', exact: true }).first().click();
    await expect(page).toHaveURL(/\/mac$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('page fade', () => {
  const mainAnimation = (page: Page) => page.locator('#main').evaluate((main) => getComputedStyle(main).animationName);

  test('the page a visit opens on shows at once, the pages the shopper moves to fade in', async ({ page }) => {
    await page.goto('/iphone');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await mainAnimation(page)).toBe('none');
    await firstProductLink(page).click();
    await expect(page.getByRole('button', { name: LANGUAGES[0].text.addToBag })).toBeVisible();
    expect(await mainAnimation(page)).not.toBe('none');
  });

  test('no page fades for a shopper who asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/iphone');
    await firstProductLink(page).click();
    await expect(page.getByRole('button', { name: LANGUAGES[0].text.addToBag })).toBeVisible();
    expect(await mainAnimation(page)).toBe('none');
  });
});

test.describe('link prefetch', () => {
  test('a link the pointer rests on loads its page ahead', async ({ page }) => {
    await page.goto('/iphone');
    const preloaded = page.waitForRequest(PRODUCT_DETAIL_CALL);
    await firstProductLink(page).hover();
    await preloaded;
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`nothing is loaded ahead with ${connection.saveData ? 'data saving on' : 'a 2g connection'}`, async ({ page }) => {
      await page.addInitScript((hints) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => hints }), connection);
      const calls: string[] = [];
      page.on('request', (r) => void (PRODUCT_DETAIL_CALL.test(r.url()) && calls.push(r.url())));
      await page.goto('/iphone');
      await firstProductLink(page).hover();
      await page.waitForTimeout(600);
      expect(calls).toEqual([]);
      await firstProductLink(page).click();
      await expect(page.getByRole('button', { name: LANGUAGES[0].text.addToBag })).toBeVisible();
      expect(calls.length).toBeGreaterThan(0);
    });
  }
});

async function productPath(request: APIRequestContext, prefix: string) {
  const list = (await (await request.get('/pim/api/products?category=iphone')).json()) as { data: { items: { productId: number; slug: string }[] } };
  const { slug, productId } = list.data.items[0]!;
  return `${prefix}/product/${slug}_${productId}`;
}
