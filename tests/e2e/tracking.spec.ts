import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { SendEventBody } from '../../contract/tracking';
import { pagePath, product } from './api';
import { LANGUAGES } from './languages';

/** What the stand-in IP-lookup service says the shopper's address is. */
const STAND_IN_IP = '203.0.113.7';

/** The IP-lookup service the shop names (IP_LOOKUP_URL in playwright.config.ts), answered in the browser as ipify would. */
async function standInIpLookup(page: Page, request: APIRequestContext) {
  const { data } = (await (await request.get('/utils/api/fb/setup')).json()) as { data: { ipLookupUrl: string } | null };
  expect(data?.ipLookupUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  await page.route(data!.ipLookupUrl, (route) => route.fulfill({ json: { ip: STAND_IN_IP }, headers: { 'access-control-allow-origin': '*' } }));
}

/** The tracking calls the page makes (setup, lookup, events), and each event with the status the shop answered. */
function trackingCalls(page: Page) {
  const calls = { asked: [] as string[], events: [] as { body: SendEventBody; status: number }[] };
  page.on('request', (request) => {
    if (/\/utils\/api\/fb\/|\/ip\?/.test(request.url())) calls.asked.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/utils/api/fb/send-event'))
      calls.events.push({ body: response.request().postDataJSON() as SendEventBody, status: response.status() });
  });
  return calls;
}

type Entry = { event?: string; ecommerce?: { item_list_name?: string; items: { item_id: string }[] } };
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const eventNames = async (page: Page) => (await dataLayer(page)).flatMap((entry) => (entry.event ? [entry.event] : []));

for (const { locale, prefix, text } of LANGUAGES) {
  test.describe(`tracking (${locale})`, () => {
    test('with consent, a product view and an add reach the data layer and the Conversions API with the looked-up address', async ({ page, request }) => {
      const calls = trackingCalls(page);
      await standInIpLookup(page, request);
      const iphone = await product(request, locale, 'iphone');
      await page.goto(pagePath(prefix, iphone));
      await expect.poll(() => eventNames(page)).toContain('view_item');
      expect((await dataLayer(page)).find((entry) => entry.event === 'view_item')?.ecommerce?.items[0]?.item_id).toBe(String(iphone.productId));

      await page.getByRole('button', { name: text.addToBag }).click();
      await expect(page.getByTestId('added')).toContainText(text.added);
      await expect.poll(() => eventNames(page)).toContain('add_to_cart');
      await expect.poll(() => calls.events.map((event) => event.body.eventName).sort()).toEqual(['AddToCart', 'ViewContent']);
      for (const { body, status } of calls.events) {
        expect(status).toBe(202);
        expect(body.userData.clientIpAddress).toBe(STAND_IN_IP);
        expect(body.currency).toBe('THB');
      }
      const added = calls.events.find((event) => event.body.eventName === 'AddToCart')!.body;
      expect(added).toMatchObject({ contentType: 'product', numItems: 1, contentName: iphone.productName });
      expect(iphone.variants.map((variant) => String(variant.productId))).toContain(added.contentIds[0]);
    });

    test('a listing reports its products, the card followed and, once in the bag, the bag page', async ({ page }) => {
      await page.goto(`${prefix}/iphone`);
      await expect.poll(() => eventNames(page)).toContain('view_item_list');
      const list = (await dataLayer(page)).find((entry) => entry.event === 'view_item_list')!.ecommerce!;
      expect(list.item_list_name).toBe('iphone');
      expect(list.items.length).toBe(await page.getByTestId('product-card').count());

      await page.getByTestId('product-card').first().click();
      await expect(page).toHaveURL(/\/product\//);
      await expect.poll(() => eventNames(page)).toEqual(expect.arrayContaining(['select_item', 'view_item']));
      await page.getByRole('button', { name: text.addToBag }).click();
      await expect(page.getByTestId('added')).toContainText(text.added);

      await page.goto(`${prefix}/cart`);
      await expect.poll(() => eventNames(page)).toContain('view_cart');
      expect((await dataLayer(page)).find((entry) => entry.event === 'view_cart')?.ecommerce?.items).toHaveLength(1);
    });

    test.describe('without consent', () => {
      test.use({
        storageState: {
          cookies: [{ name: 'cookie-notice', value: 'accepted', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
          origins: [],
        },
      });

      test('nothing is pushed to the data layer and no tracking call is made', async ({ page, request }) => {
        const calls = trackingCalls(page);
        const scripts: string[] = [];
        page.on('request', (sent) => void (sent.resourceType() === 'script' && scripts.push(sent.url())));
        await standInIpLookup(page, request);
        const iphone = await product(request, locale, 'iphone');
        await page.goto(pagePath(prefix, iphone));
        await expect(page.getByTestId('privacy-consent')).toBeVisible();
        await page.getByRole('button', { name: text.addToBag }).click();
        await expect(page.getByTestId('added')).toContainText(text.added);
        // an event would have gone out by now: the add was answered, and the page's view long before it
        await page.waitForTimeout(1000);
        expect(await eventNames(page)).toEqual([]);
        expect(calls.asked).toEqual([]);
        // the reporting code itself is not downloaded
        expect(scripts.filter((url) => url.includes('analytics-report'))).toEqual([]);
        expect(scripts.length).toBeGreaterThan(0);
      });
    });
  });
}
