import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { invalidateContent } from '../../server/content/cache.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { contentEntries } from '../../server/db/schema.ts';
import { pagePath, product } from './api';
import { bagWith, sampleBag } from './bag';
import { LANGUAGES, screenTag } from './languages';

interface Entry {
  name: string;
  link: string | null;
  isNew: boolean;
  isExternal: boolean;
  subMenu: Entry[];
}

const TEXT = {
  th: {
    menu: 'เมนู',
    close: 'ปิดเมนู',
    mainMenu: 'เมนูหลัก',
    account: 'เข้าสู่ระบบหรือสมัครสมาชิก',
    register: 'สร้างบัญชีใหม่',
    login: 'เข้าสู่ระบบ',
    isNew: 'ใหม่',
    preorder: 'สั่งจองล่วงหน้า',
    follow: 'ติดตามเรา',
  },
  en: {
    menu: 'Menu',
    close: 'Close the menu',
    mainMenu: 'Main menu',
    account: 'Log in or create an account',
    register: 'Create an account',
    login: 'Log in',
    isNew: 'New',
    preorder: 'Pre-order',
    follow: 'Follow us',
  },
} as const;

// this machine runs several browsers and servers at once: a first render may take longer than the default wait
test.describe.configure({ timeout: 60_000 });
test.use({ navigationTimeout: 30_000 });
const opened = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
};

const DESKTOP_WIDTHS = [1024, 1280, 1536];
const menuRows = (nav: Locator) =>
  nav.locator(':scope > ul > li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
/** Whether the desktop menu shares the bar with the logo (or has a row of its own under it). */
const besideLogo = async (page: Page, nav: Locator) => {
  const [logo, menu] = await Promise.all([page.getByTestId('logo').boundingBox(), nav.boundingBox()]);
  return menu!.y < logo!.y + logo!.height;
};

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { locale, prefix } of LANGUAGES) {
  const t = TEXT[locale];
  const cms = async (request: APIRequestContext, path: string) =>
    ((await (await request.get(`/pagerender/content/${path}`, { headers: { 'accept-language': locale } })).json()) as { data: Entry[] }).data;

  test.describe(`frame from the CMS (${locale})`, () => {
    test('the desktop menu shows the CMS menu; product families open a mega menu with their models, others a dropdown', async ({ page, request }) => {
      const menu = await cms(request, 'menus/default');
      await opened(page, `${prefix}/iphone`);
      const nav = page.getByRole('navigation', { name: t.mainMenu });
      for (const entry of menu) await expect(nav.getByRole('link', { name: entry.name, exact: true }).first()).toBeVisible();

      const iphone = menu.find((e) => e.link === '/iphone')!;
      await nav.getByRole('button', { name: new RegExp(iphone.name) }).click();
      const mega = page.getByTestId('mega-menu').filter({ visible: true });
      await expect(mega.getByRole('link')).toHaveCount(iphone.subMenu.length);
      const first = iphone.subMenu[0]!;
      await expect(mega.getByRole('link').first()).toHaveText(`${first.name}${first.isNew ? t.isNew : ''}`);
      await page.keyboard.press('Escape');
      await expect(mega).toHaveCount(0);
      // opened by the pointer alone, with the focus elsewhere: Escape closes it too, the pointer still on it
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(5, 700);
      await nav.getByRole('link', { name: iphone.name, exact: true }).first().hover();
      await expect(mega).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(mega).toHaveCount(0);

      const services = menu.find((e) => e.link === '/ourstore')!;
      await nav.getByRole('button', { name: new RegExp(services.name) }).click();
      const dropdown = page.getByTestId('dropdown').filter({ visible: true });
      await dropdown.getByRole('link', { name: services.subMenu[0]!.name }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${services.subMenu[0]!.link}$`));

      // one row beside the logo, like apple.com's bar, from the smallest desktop width up
      for (const width of DESKTOP_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await menuRows(nav), `rows of the menu at ${width} px`).toBe(1);
        expect(await besideLogo(page, nav), `the menu beside the logo at ${width} px`).toBe(true);
      }
    });

    test('a CMS menu too long for the bar (K-12) gets a row of its own under the logo, not two rows', async ({ page }) => {
      await opened(page, `${prefix}/k-12`);
      const nav = page.getByRole('navigation', { name: t.mainMenu });
      for (const width of DESKTOP_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => besideLogo(page, nav), { message: `the menu under the logo at ${width} px` }).toBe(false);
        expect(await menuRows(nav), `rows of the menu at ${width} px`).toBe(1);
      }
      await opened(page, `${prefix}/education-for-university`);
      await page.setViewportSize({ width: 1536, height: 800 });
      await expect.poll(() => besideLogo(page, nav), { message: 'the university menu fits beside the logo' }).toBe(true);
    });

    test(`the keyboard's first stop skips the header to the page${screenTag(locale)}`, async ({ page }) => {
      await opened(page, `${prefix}/iphone`);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: locale === 'th' ? 'ข้ามไปยังเนื้อหาของหน้า' : 'Skip to the page content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${prefix}/iphone$`));
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    });

    test('external offer links open in a new tab with rel=noopener and get https:// when typed without it; the price list stays in the shop', async ({
      page,
      request,
    }) => {
      const offers = await cms(request, 'top-menus/default');
      await opened(page, prefix || '/');
      const nav = page.getByRole('navigation', { name: locale === 'th' ? 'ข้อเสนอพิเศษ' : 'Offers' }).first();
      for (const offer of offers.filter((o) => o.isExternal)) {
        const link = nav.getByRole('link', { name: offer.name });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
      const priceList = nav.getByRole('link', { name: offers.find((o) => o.link === '/apple-pricelist')!.name });
      await expect(priceList).toHaveAttribute('href', `${prefix}/apple-pricelist`);
      await expect(priceList).not.toHaveAttribute('target', '_blank');
    });

    test('the top banner shows the CMS text and its links stay in the language', async ({ page }) => {
      await opened(page, `${prefix}/iphone`);
      const banner = page.getByTestId('top-banner');
      await expect(banner).toContainText(locale === 'th' ? 'จัดส่งฟรีทั่วประเทศ เมื่อช้อปครบ 1,000 บาท' : 'Free delivery nationwide on orders of 1,000 baht or more');
      // written in the language too: a new tab or a copied link opens the same page
      await expect(banner.getByRole('link')).toHaveAttribute('href', `${prefix}/promotion-credit-card-0`);
      await banner.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${prefix}/promotion-credit-card-0$`));
      await expect(page.getByTestId('top-banner')).toBeVisible();
    });

    test('the account popover offers a guest to create an account or log in', async ({ page }) => {
      await opened(page, `${prefix}/mac`);
      await page.getByRole('button', { name: t.account, exact: true }).click();
      const menu = page.getByTestId('account-menu');
      await expect(menu.getByRole('link', { name: t.register })).toHaveAttribute('href', `${prefix}/register`);
      await menu.getByRole('link', { name: t.login }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
    });

    test('the phone menu works with the keyboard: sub-menus expand, Escape closes, focus returns @phone-only', async ({ page, request }) => {
      const menu = await cms(request, 'menus/default');
      await opened(page, `${prefix}/watch`);
      const opener = page.getByRole('button', { name: t.menu, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.menu });
      await expect(dialog).toBeVisible();
      // focus is inside the menu, and stays there when tabbing past its end
      for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

      const mac = menu.find((e) => e.link === '/mac')!;
      const expand = dialog.getByRole('button', { name: new RegExp(mac.name) });
      await expand.focus();
      await page.keyboard.press('Enter');
      await expect(expand).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('link', { name: mac.subMenu.at(-1)!.name })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByRole('link', { name: mac.subMenu.at(-1)!.name }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${mac.subMenu.at(-1)!.link}$`));
      await expect(dialog).toBeHidden();
    });

    test(`footer columns come from the CMS, collapsed on phones and opened with a tap${screenTag(locale)}`, async ({ page, request, isMobile }) => {
      const columns = await cms(request, 'footer-menus/default');
      await opened(page, `${prefix}/ipad`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { level: 2 })).toHaveText(columns.map((c) => c.name));
      const firstLink = footer.getByRole('link', { name: columns[0]!.subMenu[0]!.name, exact: true });
      if (isMobile) {
        await expect(firstLink).toBeHidden();
        await footer.getByText(columns[0]!.name, { exact: true }).click();
      }
      await expect(firstLink).toBeVisible();
      const box = await firstLink.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      await expect(footer.getByRole('list', { name: t.follow }).getByRole('link')).toHaveCount(4);
      await expect(footer).not.toContainText(locale === 'th' ? 'ทุกคำสั่งซื้อ' : 'every order');
    });

    test(`layouts: education and university store logos, pre-order header without a bag, empty layout${screenTag(locale)}`, async ({ page }) => {
      await opened(page, `${prefix}/k-12`);
      await expect(page.getByTestId('logo')).toHaveAttribute('href', `${prefix}/k-12`);
      await expect(page.getByTestId('logo').getByRole('img')).toHaveAttribute('src', '/brand/logo-education.svg');

      await opened(page, `${prefix}/education-for-university`);
      await expect(page.getByTestId('logo')).toHaveAttribute('href', `${prefix}/education-for-university`);
      await expect(page.getByTestId('logo').getByRole('img')).toHaveAttribute('src', '/brand/logo-ustore.svg');

      await opened(page, `${prefix}/preorder`);
      await expect(page.getByRole('banner')).toContainText(t.preorder);
      await expect(page.getByRole('banner').getByRole('link', { name: '02-026-9999', exact: true })).toHaveAttribute('href', 'tel:020269999');
      await expect(page.getByTestId('cart-button')).toHaveCount(0);
      // the pre-order footer leads to the main shop: absolute links, in the page's language, in the same tab
      const footerIphone = page.getByRole('contentinfo').getByRole('link', { name: 'iPhone', exact: true, includeHidden: true });
      await expect(footerIphone).toHaveAttribute('href', new RegExp(`^https?://[^/]+${prefix}/iphone$`));
      await expect(footerIphone).not.toHaveAttribute('target', /./);
      const istudio = page.getByTestId('branch-banner').getByRole('link', { name: 'iStudio' });
      await expect(istudio).toHaveAttribute('href', new RegExp(`^https?://[^/]+${prefix}/istudio$`));
      await expect(istudio).not.toHaveAttribute('target', /./);

      // the payment page (an order placed in this browser, by its cookies): the empty layout keeps only the logo
      const url = page.url();
      await page.context().addCookies([
        { name: 'orderId', value: 'SO999999', url },
        { name: 'orderSessionId', value: '00000000-0000-4000-8000-000000000000', url },
      ]);
      await opened(page, `${prefix}/confirmation/pay/SO999999`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByTestId('cart-button')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });

    test('/home is left out of the header except on /k-12 and /education-for-university', async ({ page, request }) => {
      const home = (await cms(request, 'menus/education')).find((e) => e.link === '/home')!;
      await opened(page, `${prefix}/k-12`);
      const nav = page.getByRole('navigation', { name: t.mainMenu });
      await expect(nav.getByRole('link', { name: home.name, exact: true })).toHaveAttribute('href', `${prefix}/home`);
      await opened(page, `${prefix}/education-k12-detail`);
      await expect(nav.getByRole('link').first()).toBeVisible();
      await expect(nav.getByRole('link', { name: home.name, exact: true })).toHaveCount(0);
    });
  });
}

declare global {
  interface Window {
    progressStates: string[];
  }
}

/** Records every state the progress bar shows, however briefly (its failed state fades after 400 ms). */
const recordProgress = (page: Page) =>
  page.evaluate(() => {
    const stateNow = () => document.querySelector('[data-testid="progress-bar"]')?.getAttribute('data-state') ?? 'none';
    const seen = [stateNow()];
    window.progressStates = seen;
    new MutationObserver(() => {
      if (seen.at(-1) !== stateNow()) seen.push(stateNow());
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
const progressStates = (page: Page) => page.evaluate(() => window.progressStates);

test('the footer language dropdown steps with the arrow keys without leaving the page, and switches on Enter', async ({ page }) => {
  await page.goto('/mac');
  const language = page.getByRole('contentinfo').getByLabel('ภาษา');
  await language.focus();
  await page.keyboard.press('ArrowDown');
  await expect(language).toHaveValue('en');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/mac$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/mac$/);
  // chosen with the pointer, it switches at once
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('th');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/mac$/);
});

test('the language switch keeps the #part of the address', async ({ page }) => {
  await page.goto('/mac?view=list#main');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('contentinfo').getByLabel('ภาษา').selectOption('en');
  await expect(page).toHaveURL(/\/en\/mac\?view=list#main$/);
});

test('with the shop unreachable, the language switch keeps the page in its language and says why', async ({ page, context }) => {
  await page.goto('/mac');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await context.route('**/*', (route) => route.abort('connectionrefused'));
  const language = page.getByRole('contentinfo').getByLabel('ภาษา');
  await language.selectOption('en');
  await expect(page.getByTestId('toast')).toHaveText('ไม่สามารถเปลี่ยนภาษาได้ เนื่องจากเชื่อมต่อกับร้านค้าไม่ได้ กรุณาลองใหม่อีกครั้ง');
  await expect(page).toHaveURL(/\/mac$/);
  await expect(language).toHaveValue('th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // the shop answers again: the same choice switches
  await context.unrouteAll();
  await language.selectOption('en');
  await expect(page).toHaveURL(/\/en\/mac$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mac');
});

test.describe('progress bar', () => {
  test('shows while a slow page loads and ends when it is there', async ({ page }) => {
    await opened(page, '/en/iphone');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.route('**/pim/api/products?*category=mac*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await recordProgress(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Mac', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mac' })).toBeVisible();
    await expect(page.getByTestId('progress-bar')).toHaveCount(0);
    expect(await progressStates(page)).toEqual(['none', 'running', 'finishing', 'none']);
  });

  test('a failed request ends it in red', async ({ page }) => {
    await opened(page, '/en/iphone');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.route('**/pim/api/products?*category=watch*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 503, json: { message: 'down', code: 'UNAVAILABLE' } });
    });
    await recordProgress(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Watch', exact: true }).click();
    await expect.poll(() => progressStates(page), { timeout: 15_000 }).toContain('failed');
    expect(await progressStates(page)).not.toContain('finishing');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page scrolls sideways at 320 px, with the phone menu open too @phone', async ({ page, request }) => {
    const iphone = await product(request, 'th', 'iphone');
    for (const path of ['/', '/en', '/iphone', pagePath('/en', iphone), '/cart', '/k-12', '/preorder', '/no-such-page']) {
      await opened(page, path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await noHorizontalScroll(page), path).toBe(0);
    }
    await opened(page, '/en/mac');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await noHorizontalScroll(page)).toBe(0);
  });

  test('the chat button steps aside while the shopper scrolls down a page and comes back when they scroll up @phone-only', async ({ page }) => {
    // a page of text: on a listing a card's heart may come to lie under the button, which then stays aside
    await opened(page, '/private-policy');
    const chat = page.getByTestId('chat-link');
    await expect(chat).toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(chat).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(chat).toBeInViewport();
  });

  test('the chat button steps aside while the shopper types in a field, where it sat on the field’s error @phone-only', async ({ page }) => {
    await opened(page, '/en/order-tracking');
    const chat = page.getByTestId('chat-link');
    await expect(chat).toBeInViewport();
    await page.getByLabel('Order number').fill('abc');
    await page.getByLabel('Email or phone number').fill('xyz');
    await expect(chat).not.toBeInViewport();
    await page.getByRole('button', { name: 'Track order' }).focus();
    await expect(chat).toBeInViewport();
  });

  /**
   * Scrolls the middle of `target` to where the chat button rests, coming from below as a shopper scrolling up does
   * (scrolling down put the button away).
   */
  async function scrollUnderChat(page: Page, target: Locator) {
    const { y, height } = (await target.boundingBox())!;
    const under = await page.evaluate(({ top, h }) => top + window.scrollY + h / 2 - (window.innerHeight - 16 - 26), { top: y, h: height });
    await page.evaluate((to) => window.scrollTo(0, to + 200), under);
    await expect(page.getByTestId('chat-link')).not.toBeInViewport();
    await page.evaluate((to) => window.scrollTo(0, to), under);
  }

  test('the chat button steps aside from a control under it: the bag’s Check out takes a press at its right end @phone-only', async ({
    page,
    request,
    context,
  }) => {
    await bagWith(request, context, await sampleBag(request));
    await opened(page, '/en/cart');
    const checkout = page.getByTestId('checkout');
    await expect(checkout).toBeVisible();
    // bring the button's right end to where the chat button rests
    const chat = page.getByTestId('chat-link');
    await scrollUnderChat(page, checkout);
    const box = (await checkout.boundingBox())!;
    await expect(chat).toHaveAttribute('data-away', 'true');
    // what a tap there reaches
    const tapped = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.dataset.testid, {
      x: box.x + box.width - 12,
      y: box.y + box.height / 2,
    });
    expect(tapped).toBe('checkout');
  });

  test('the chat button keeps off the bag’s totals: the delivery figure under it shows @phone-only', async ({ page, request, context }) => {
    await bagWith(request, context, await sampleBag(request));
    await opened(page, '/en/cart');
    const delivery = page.getByTestId('total-delivery');
    await expect(delivery).toBeVisible();
    const chat = page.getByTestId('chat-link');
    await scrollUnderChat(page, delivery);
    await expect(chat).toHaveAttribute('data-away', 'true');
    const box = (await delivery.boundingBox())!;
    const seen = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="total-delivery"]')?.textContent, {
      x: box.x + box.width - 4,
      y: box.y + box.height / 2,
    });
    expect(seen).toBe(await delivery.textContent());
  });

  test('at the end of the page the chat button covers none of the copyright @phone-only', async ({ page }) => {
    await opened(page, '/');
    const copyright = page.getByRole('contentinfo').getByText(/Apple Premium Reseller Thailand/);
    await copyright.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('chat-link')).toBeInViewport();
    const line = (await copyright.boundingBox())!;
    const chat = (await page.getByTestId('chat-link').boundingBox())!;
    expect(line.y + line.height, 'the copyright ends above the chat button').toBeLessThanOrEqual(chat.y);
  });
});

test("on a desktop every page's title starts under the logo, whatever the page's width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/iphone', '/compare', '/ourstore', '/blog', '/private-policy', '/category/promotion', '/campaign/smb-retail-business']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const logo = (await page.getByTestId('logo').boundingBox())!.x;
    expect(Math.round((await page.getByRole('heading', { level: 1 }).boundingBox())!.x), path).toBe(Math.round(logo));
  }
});

test('on a desktop a page of cards is as wide as the footer: its cards end where the footer columns end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, cards] of [
    ['/blog', 'blog-posts'],
    ['/ourstore', 'store-list'],
  ] as const) {
    await page.goto(path);
    const right = async (testId: string) => {
      const box = (await page.getByTestId(testId).first().boundingBox())!;
      return Math.round(box.x + box.width);
    };
    await expect(page.getByTestId(cards)).toBeVisible();
    expect(await right(cards), path).toBe(await right('footer-menus'));
  }
});

test('a path outside the languages is a 404 inside the layout: header, main and footer', async ({ page }) => {
  await opened(page, '/fr/iphone');
  await expect(page.getByRole('main').getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a page the CMS does not have is the not-found page after one question, not after a retry', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagerender/marketing-page/no-such-campaign')) asked.push(request.url());
  });
  await opened(page, '/no-such-campaign');
  await expect(page.getByRole('main').getByTestId('not-found')).toBeVisible();
  expect(asked).toHaveLength(1);
});

test.describe('a menu changed in the database', () => {
  // a server of its own, on the built app, whose database the test writes to
  let server: { url: string; close: () => Promise<void>; db: Awaited<ReturnType<typeof openDatabase>>['db'] };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const database = await openDatabase('memory://');
    await seedDatabase(database.db);
    const imageCacheDir = await mkdtemp(join(tmpdir(), 'frame-images-'));
    const config = readConfig({ ...process.env, DATABASE_URL: 'memory://', SMTP_URL: '', LOG_LEVEL: 'error' });
    const app = createApp({ db: database.db, distDir: process.env.DIST_DIR ?? 'dist', imageCacheDir, config });
    const { http, port } = await new Promise<{ http: Server; port: number }>((resolve) => {
      const http = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve({ http, port: info.port })) as Server;
    });
    server = {
      url: `http://127.0.0.1:${port}`,
      db: database.db,
      close: async () => {
        http.closeAllConnections();
        await new Promise((resolve) => http.close(resolve));
        await app.stopMail();
        await database.close();
        await rm(imageCacheDir, { recursive: true, force: true });
      },
    };
  });
  test.afterAll(async () => server?.close());

  test('shows after a reload', async ({ page }) => {
    await opened(page, `${server.url}/en/no-such-page`);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'iPhone', exact: true })).toBeVisible();

    const where = and(eq(contentEntries.kind, 'menus'), eq(contentEntries.key, 'default'), eq(contentEntries.locale, 'en'));
    const blackFriday: Entry = { name: 'Black Friday', link: '/category/promotion', isNew: true, isExternal: false, subMenu: [] };
    await server.db
      .update(contentEntries)
      .set({ data: [blackFriday] })
      .where(where);
    invalidateContent(server.db);

    // the answers may be kept for a minute (cache-control): the reload skips the browser's cache
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Black Friday' })).toHaveAttribute('href', '/en/category/promotion');
    await expect(nav.getByRole('link', { name: 'iPhone', exact: true })).toHaveCount(0);
  });
});
