import { expect, type Page, test } from '@playwright/test';
import { pagePath, product } from './api';
import { axe } from './axe';
import { bagOf, bagWith, twoAccessoryLines } from './bag';
import { formatBaht, LANGUAGES, screenTag } from './languages';

const TEXT = {
  th: { bag: 'ถุงช้อปปิ้งของคุณ', viewBag: 'ดูถุงช้อปปิ้ง', checkout: 'ชำระเงิน', shopNow: 'เลือกซื้อเลย' },
  en: { bag: 'Your bag', viewBag: 'View bag', checkout: 'Check out', shopNow: 'Shop now' },
};

/** No sideways scrolling: the page is no wider than the window. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const { locale, prefix, text } of LANGUAGES) {
  const own = TEXT[locale];
  test.describe(`mini cart (${locale})`, () => {
    test(`opens on Add to bag: stepper, remove after Sure, subtotal, View bag and Check out${screenTag(locale)}`, async ({ page, request, context }) => {
      const accessory = await product(request, locale, 'apple-accessories', (d) => d.variants.some((v) => v.stock >= 5 && v.limitQty >= 3));
      const kept = accessory.variants.find((v) => v.stock >= 5 && v.limitQty >= 3)!;
      const watch = await product(request, locale, 'watch', (d) => d.variants.some((v) => v.stock > 2));
      const added = watch.variants.find((v) => v.stock > 2)!;
      const cartId = await bagWith(request, context, [{ productId: kept.productId, quantity: 1 }]);

      await page.goto(pagePath(prefix, watch));
      await page.getByRole('button', { name: watch.colours.find((c) => c.code === added.colourCode)!.name }).click();
      if (added.capacity) await page.getByRole('button', { name: added.capacity, exact: true }).click();
      await page.getByRole('button', { name: text.addToBag }).click();

      const mini = page.getByRole('dialog', { name: own.bag });
      await expect(mini.getByTestId('mini-cart-line')).toHaveCount(2);
      await expect(page.locator('body')).toHaveClass(/scroll-locked/);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await fitsWidth(page), 'mini cart at 320 px').toBe(true);
      expect((await axe(page).include('[data-testid="mini-cart"]').analyze()).violations).toEqual([]);
      const keptLine = mini.getByTestId('mini-cart-line').filter({ hasText: accessory.productName });
      await expect(keptLine.getByTestId('remove-line')).toBeInViewport();

      await keptLine.getByRole('button', { name: text.increase }).click();
      await expect(keptLine.getByTestId('quantity')).toHaveText('2');
      await expect(page.getByTestId('cart-badge')).toHaveText('3');
      const bag = await bagOf(request, cartId, locale);
      const subtotal = bag.items.reduce((sum, i) => sum + i.totalPrice, 0);
      await expect(mini.getByTestId('mini-cart-subtotal')).toHaveText(formatBaht(subtotal));
      await expect(mini.getByRole('link', { name: own.checkout })).toHaveAttribute('href', `${prefix}/checkout`);

      // Escape in the confirmation keeps the line; Sure removes it
      await keptLine.getByTestId('remove-line').click();
      const confirm = page.getByRole('dialog', { name: text.removeTitle });
      await expect(confirm).toContainText(accessory.productName);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(mini.getByTestId('mini-cart-line')).toHaveCount(2);
      await keptLine.getByTestId('remove-line').click();
      await confirm.getByRole('button', { name: text.sure }).click();
      await expect(mini.getByTestId('mini-cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');

      // the keyboard stays in the bag, and Escape closes it
      const inBag = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="mini-cart"]')));
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await inBag(), `focus after ${i + 1} Tab`).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await inBag()).toBe(true);
      await page.keyboard.press('Escape');
      await expect(mini).toBeHidden();
      await page.getByRole('button', { name: text.addToBag }).click();
      await expect(mini.getByTestId('mini-cart-line')).toHaveCount(1);

      await mini.getByRole('link', { name: own.viewBag }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
      await expect(mini).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
    });

    test('on a short phone screen the subtotal and Check out stay in sight while the lines scroll @phone-only', async ({ page, request, context }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await bagWith(request, context, await twoAccessoryLines(request));
      const watch = await product(request, locale, 'watch', (d) => d.variants.some((v) => v.stock > 2));
      const added = watch.variants.find((v) => v.stock > 2)!;
      await page.goto(pagePath(prefix, watch));
      await page.getByRole('button', { name: watch.colours.find((c) => c.code === added.colourCode)!.name }).click();
      if (added.capacity) await page.getByRole('button', { name: added.capacity, exact: true }).click();
      await page.getByRole('button', { name: text.addToBag }).click();

      const mini = page.getByRole('dialog', { name: own.bag });
      await expect(mini.getByTestId('mini-cart-line')).toHaveCount(3);
      for (const part of [mini.getByTestId('mini-cart-subtotal'), mini.getByRole('link', { name: own.checkout })]) {
        await expect(part).toBeInViewport({ ratio: 1 });
        // on top, not under a line
        expect(
          await part.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }),
        ).toBe(true);
      }
    });

    test(`the last line removed leaves the empty bag with Shop now${screenTag(locale)}`, async ({ page, request }) => {
      const watch = await product(request, locale, 'watch', (d) => d.variants.some((v) => v.stock > 2));
      const variant = watch.variants.find((v) => v.stock > 2)!;
      await page.goto(pagePath(prefix, watch));
      await page.getByRole('button', { name: watch.colours.find((c) => c.code === variant.colourCode)!.name }).click();
      if (variant.capacity) await page.getByRole('button', { name: variant.capacity, exact: true }).click();
      await page.getByRole('button', { name: text.addToBag }).click();

      const mini = page.getByRole('dialog', { name: own.bag });
      await mini.getByTestId('remove-line').click();
      await page.getByRole('dialog', { name: text.removeTitle }).getByRole('button', { name: text.sure }).click();
      await expect(mini.getByRole('heading', { name: text.empty })).toBeVisible();
      // the product page no longer says it was added
      await expect(page.getByTestId('added')).toHaveCount(0);
      await mini.getByRole('link', { name: own.shopNow }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/products$`));
      await expect(mini).toBeHidden();
    });
  });
}

test('a bag line of another variant of the product on the page closes the bag and shows that variant @phone', async ({ page, request, context }) => {
  const model = await product(request, 'en', 'iphone', (d) => d.variants.filter((v) => v.stock > 2).length >= 2);
  const [shown, other] = model.variants.filter((v) => v.stock > 2);
  await bagWith(request, context, [{ productId: other!.productId, quantity: 1 }]);
  await page.goto(`${pagePath('/en', model)}?sku=${shown!.productId}`);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const mini = page.getByRole('dialog', { name: TEXT.en.bag });
  await expect(mini.getByTestId('mini-cart-line')).toHaveCount(2);
  await mini.locator(`a[href*="sku=${other!.productId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]sku=${other!.productId}$`));
  await expect(mini).toBeHidden();
});
