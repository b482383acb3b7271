import { expect, test } from '@playwright/test';
import { pagePath, product } from './api';
import { LANGUAGES, screenTag } from './languages';

const TEXT = {
  th: { accept: 'ยอมรับ', ok: 'ตกลง', close: 'ปิดถุงช้อปปิ้ง', viewBag: 'ดูถุงช้อปปิ้ง' },
  en: { accept: 'Accept', ok: 'OK', close: 'Close the bag', viewBag: 'View bag' },
} as const;

for (const { locale, prefix, text } of LANGUAGES) {
  const t = TEXT[locale];

  test.describe(`mini cart (${locale})`, () => {
    test(`opens when something is added, locks page scroll, closes on navigation${screenTag(locale)}`, async ({ page, request }) => {
      const watch = await product(request, locale, 'watch', (d) => d.variants.some((v) => v.stock > 2));
      await page.goto(pagePath(prefix, watch));
      await page.getByRole('button', { name: text.addToBag }).click();
      const mini = page.getByTestId('mini-cart');
      await expect(mini).toBeVisible();
      await expect(mini.getByTestId('mini-cart-line')).toHaveCount(1);
      await expect(page.locator('body')).toHaveClass(/scroll-locked/);

      await mini.getByRole('link', { name: t.viewBag }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
      await expect(mini).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    });

    test('closes with its close button', async ({ page, request }) => {
      const ipad = await product(request, locale, 'ipad');
      await page.goto(pagePath(prefix, ipad));
      await page.getByRole('button', { name: text.addToBag }).click();
      await page.getByTestId('mini-cart').getByRole('button', { name: t.close }).click();
      await expect(page.getByTestId('mini-cart')).toHaveCount(0);
    });
  });

  test.describe(`error modal (${locale})`, () => {
    test("shows the server's message when an add is refused with 422", async ({ page, request }) => {
      const iphone = await product(request, locale, 'iphone', (d) => d.variants[0]!.stock > d.variants[0]!.limitQty);
      await page.goto(pagePath(prefix, iphone));
      const add = page.getByRole('button', { name: text.addToBag });
      const { limitQty } = iphone.variants[0]!;
      for (let i = 1; i <= limitQty; i++) {
        await add.click();
        await expect(page.getByTestId('cart-badge')).toHaveText(String(i));
        await page.getByTestId('mini-cart').getByRole('button', { name: t.close }).click();
      }
      const refused = page.waitForResponse((r) => r.url().endsWith('/items/add') && r.status() === 422);
      await add.click();
      await refused;
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('error-message')).toHaveText(locale === 'th' ? /สั่งซื้อได้สูงสุด/ : /at most/);
      await dialog.getByRole('button', { name: t.ok }).click();
      await expect(page.getByTestId('error-message')).toBeHidden();
      await expect(page.getByTestId('cart-badge')).toHaveText(String(iphone.variants[0]!.limitQty));
    });
  });
}

test.describe('cookie notice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('appears 300 ms after load and not again once accepted @phone', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    // one notice at a time at the bottom of the screen: the privacy consent waits for the cookie notice
    const privacy = page.getByRole('region', { name: 'ความเป็นส่วนตัวของคุณ' });
    await expect(privacy).toHaveCount(0);
    await page.getByRole('button', { name: 'ยอมรับ' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    // the keyboard goes on in the page, not from the start of the document
    await expect(page.getByRole('main')).toBeFocused();
    await expect(privacy).toBeVisible();
    await privacy.getByRole('button', { name: 'ยินยอม' }).focus();
    await page.keyboard.press('Enter');
    await expect(privacy).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    const flag = (await context.cookies()).find((c) => c.name === 'cookie-notice');
    expect(flag?.value).toBe('accepted');
    // 30 days, give or take the test's own run time
    expect(flag!.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    await page.reload();
    await page.waitForTimeout(600);
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  });

  test('the keyboard meets Accept first, and a control it reaches is not hidden behind the notice @phone', async ({ page }) => {
    await page.goto('/iphone');
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    // after the skip link: the notice's policy link, then Accept
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'ยอมรับ' })).toBeFocused();
    // Tab on through the page: each control taken stops above the notice
    const top = (await notice.boundingBox())!.y;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const bottom = await page.evaluate(() => {
        const focused = document.activeElement!;
        if (focused === document.body) return null;
        // the notice's own controls, and the chat button that is fixed beside it, do not scroll
        return focused.closest('[data-testid="cookie-notice"], [data-testid="chat-link"]') ? 0 : focused.getBoundingClientRect().bottom;
      });
      if (bottom === null) break; // past the page's last control
      expect(bottom, `Tab ${i + 1}`).toBeLessThanOrEqual(top);
    }
  });

  test('is not there in the first 300 ms', async ({ page }) => {
    await page.goto('/');
    const shownAt = await page.evaluate(async () => {
      const start = performance.now();
      while (!document.querySelector('[data-testid="cookie-notice"]')) await new Promise((r) => setTimeout(r, 10));
      return performance.now() - start;
    });
    const sinceLoad = await page.evaluate(() => performance.now());
    expect(sinceLoad).toBeGreaterThan(300);
    expect(shownAt).toBeGreaterThanOrEqual(0);
  });
});
