import { expect, type Locator, test } from '@playwright/test';
import { LANGUAGES, screenTag } from './languages';

for (const { locale, prefix } of LANGUAGES) {
  test.describe(`home page (${locale})`, () => {
    test(`shows the header with logo, language switch and bag, and the footer${screenTag(locale)}`, async ({ page }) => {
      await page.goto(prefix || '/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('logo')).toHaveAttribute('href', `${prefix}/home`);
      await expect(page.getByTestId('cart-button')).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });

    test(`the hero shows its other slides with the arrows and the dots, not only by a swipe${screenTag(locale)}`, async ({ page }) => {
      const words =
        locale === 'th'
          ? { next: 'สไลด์ถัดไป', previous: 'สไลด์ก่อนหน้า', third: 'สไลด์ที่ 3 จาก 3' }
          : { next: 'Next slide', previous: 'Previous slide', third: 'Slide 3 of 3' };
      await page.goto(prefix || '/');
      const hero = page.getByTestId('block-hero-banner');
      const slides = hero.getByRole('listitem');
      const next = hero.getByRole('button', { name: words.next });
      const previous = hero.getByRole('button', { name: words.previous });
      await expect(slides.first()).toBeInViewport();
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await next.click();
      await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
      await expect(slides.first()).not.toBeInViewport();
      await hero.getByRole('button', { name: words.third }).click();
      await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
      await expect(hero.getByRole('button', { name: words.third })).toHaveAttribute('aria-current', 'true');
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await previous.click();
      await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
      // from the last slide, two quick presses of the key go two slides back; the arrow at the end keeps the focus
      await hero.getByRole('button', { name: words.third }).click();
      await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
      await previous.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).toBeFocused();

      // a focused slide's link shows its whole ring: the sideways list clips what lies outside it
      const link = slides.first().getByRole('link').first();
      await link.focus();
      const ring = await link.evaluate((a) => {
        const style = getComputedStyle(a);
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        const box = a.getBoundingClientRect();
        const list = a.closest('ul')!.getBoundingClientRect();
        return { style: style.outlineStyle, inside: box.left - reach >= list.left && box.right + reach <= list.right && box.top - reach >= list.top };
      });
      expect(ring).toEqual({ style: 'solid', inside: true });
    });

    test('switching language keeps the page and remembers the choice', async ({ page, context }) => {
      const other = locale === 'th' ? 'en' : 'th';
      await page.goto(`${prefix}/iphone`);
      await page.getByRole('button', { name: locale === 'th' ? /ภาษา/ : /Language/ }).click();
      await page.getByRole('link', { name: other === 'en' ? 'English' : 'ไทย', exact: true }).click();
      await expect(page).toHaveURL(other === 'en' ? /\/en\/iphone$/ : /127\.0\.0\.1:\d+\/iphone$/);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'locale')?.value).toBe(other);
      expect(await page.evaluate(() => localStorage.getItem('current_language'))).toBe(other);
      // the next visit to a page of the other language lands in the language chosen
      await page.goto(other === 'en' ? '/cart' : '/en/cart');
      await expect(page).toHaveURL(other === 'en' ? /\/en\/cart$/ : /127\.0\.0\.1:\d+\/cart$/);
    });
  });
}

test('a click_id in the address is kept in a cookie for 30 days', async ({ page, context }) => {
  await page.goto('/iphone?click_id=ad-2026-11');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'click_id');
  expect(cookie?.value).toBe('ad-2026-11');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
});

test('on a 320 px phone a number stays on the line of its Thai unit: "13 นิ้ว" in a card @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const card = page.getByTestId('product-card').getByRole('heading', { name: /iPad Pro 13\sนิ้ว/ });
  await expect(card).toBeVisible();
  expect(await linesSpanned(card, /13\sนิ้ว/)).toBe(1);
});

/** How many lines the first match of `words` takes in the element's text as laid out. */
function linesSpanned(element: Locator, words: RegExp): Promise<number> {
  return element.evaluate((root, pattern) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = new RegExp(pattern).exec(node.textContent ?? '');
      if (!match) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, words.source);
}

test('a blog card is one link named by its title, and a click on its picture follows it', async ({ page }) => {
  await page.goto('/en');
  const blog = page.getByTestId('block-content-card');
  const link = blog.getByRole('link', { name: 'Is AppleCare+ worth it?' });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', /\/blog\/applecare-plus-worth-it$/);
  const picture = blog
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Is AppleCare+ worth it?' }) })
    .locator('img');
  await picture.scrollIntoViewIfNeeded();
  // where the picture is, the pointer meets the card's link, stretched over it
  const box = (await picture.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/en\/blog\/applecare-plus-worth-it$/);
});
