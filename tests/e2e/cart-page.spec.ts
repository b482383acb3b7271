import { expect, type Page, test } from '@playwright/test';
import { product } from './api';
import { bagOf, bagWith, twoAccessoryLines } from './bag';
import { formatBaht, LANGUAGES, screenTag } from './languages';
import { axe } from './axe';

const TEXT = {
  th: {
    couponCode: 'รหัสคูปอง',
    anotherCode: 'ใช้รหัสคูปองอื่น',
    apply: 'ใช้',
    removeCoupon: 'ลบคูปอง',
    invalid: 'ไม่พบคูปองนี้',
    expired: 'คูปองนี้หมดอายุแล้ว',
    addWrapping: 'เพิ่มการห่อของขวัญ',
    removeWrapping: 'นำการห่อของขวัญออกจาก',
    changeMessage: 'แก้ไขข้อความบนการ์ดของขวัญของ',
    message: 'ข้อความบนการ์ดของขวัญ (ไม่บังคับ)',
    wrapped: 'ห่อของขวัญแล้ว',
    free: 'ฟรี',
    checkout: 'ชำระเงิน',
  },
  en: {
    couponCode: 'Coupon code',
    anotherCode: 'Another coupon code',
    apply: 'Apply',
    removeCoupon: 'Remove coupon',
    invalid: 'This coupon code is not valid',
    expired: 'This coupon has expired',
    addWrapping: 'Add gift wrapping',
    removeWrapping: 'Remove gift wrapping from',
    changeMessage: 'Change the gift message for',
    message: 'Gift message (optional)',
    wrapped: 'Gift wrapped',
    free: 'Free',
    checkout: 'Check out',
  },
};

/** Money as the shop shows it: ฿, thousands separators, two satang digits or none. */
const MONEY = /^-?฿\d{1,3}(,\d{3})*(\.\d{2})?$/;

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const { locale, prefix, text } of LANGUAGES) {
  const own = TEXT[locale];
  test.describe(`cart page (${locale})`, () => {
    test(`coupon: a refused code shows the server message beside the field; apply, replace, remove${screenTag(locale)}`, async ({ page, request, context }) => {
      const airpods = await product(request, locale, 'airpods', (d) => d.variants.some((v) => v.stock >= 3 && v.limitQty >= 2));
      const variant = airpods.variants.find((v) => v.stock >= 3 && v.limitQty >= 2)!;
      const cartId = await bagWith(request, context, [{ productId: variant.productId, quantity: 2 }]);
      await page.goto(`${prefix}/cart`);

      const coupon = page.getByTestId('coupon');
      const field = coupon.getByLabel(own.couponCode, { exact: true });
      await field.fill('NOPE-2026');
      await field.press('Enter');
      await expect(coupon.getByText(own.invalid)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await field.fill('SONGKRAN2025');
      await coupon.getByRole('button', { name: own.apply, exact: true }).click();
      await expect(coupon.getByText(own.expired)).toBeVisible();

      await field.fill('acc10');
      await coupon.getByRole('button', { name: own.apply, exact: true }).click();
      await expect(coupon.getByTestId('coupon-applied')).toContainText('ACC10');
      let bag = await bagOf(request, cartId, locale);
      expect(bag.couponCode).toBe('ACC10');
      await expect(page.getByTestId('total-discount')).toHaveText(`-${formatBaht(bag.totalDiscount)}`);
      await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(bag.totalPayable));

      // another code replaces it
      const another = coupon.getByLabel(own.anotherCode, { exact: true });
      await expect(another).toHaveValue('');
      await another.fill('WELCOME500');
      await another.press('Enter');
      await expect(coupon.getByTestId('coupon-applied')).toContainText('WELCOME500');
      await expect(page.getByTestId('total-discount')).toHaveText(`-${formatBaht(500)}`);

      // by keyboard: the button goes with the coupon, and the focus to the code field
      await coupon.getByRole('button', { name: own.removeCoupon }).focus();
      await page.keyboard.press('Enter');
      await expect(coupon.getByTestId('coupon-applied')).toHaveCount(0);
      await expect(coupon.getByRole('textbox')).toBeFocused();
      // no discount, no row
      await expect(page.getByTestId('total-discount')).toHaveCount(0);
      bag = await bagOf(request, cartId, locale);
      expect(bag.couponCode).toBeNull();
      await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(bag.totalPayable));
    });

    test(`gift wrapping: a line wrapped with a message at today's price, then unwrapped; totals are money${screenTag(locale)}`, async ({
      page,
      request,
      context,
    }) => {
      const accessory = await product(request, locale, 'apple-accessories', (d) => d.variants.some((v) => v.stock >= 2));
      const variant = accessory.variants.find((v) => v.stock >= 2)!;
      const cartId = await bagWith(request, context, [{ productId: variant.productId, quantity: 1 }]);
      await page.goto(`${prefix}/cart`);

      const line = page.getByTestId('cart-line');
      // by keyboard: the form takes the focus, Escape closes it and gives the focus back, and so do saving and removing
      const addWrapping = line.getByRole('button', { name: new RegExp(`^${own.addWrapping}`) });
      await addWrapping.focus();
      await page.keyboard.press('Enter');
      await expect(line.getByLabel(own.message)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(line.getByLabel(own.message)).toHaveCount(0);
      await expect(addWrapping).toBeFocused();
      await page.keyboard.press('Enter');
      await line.getByLabel(own.message).fill('สุขสันต์วันเกิด Happy birthday');
      await line.getByRole('button', { name: own.addWrapping, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(line.getByTestId('gift-message')).toHaveText('“สุขสันต์วันเกิด Happy birthday”');
      await expect(line.getByText(own.wrapped)).toBeVisible();
      await expect(line.getByRole('button', { name: new RegExp(`^${own.changeMessage}`) })).toBeFocused();

      const bag = await bagOf(request, cartId, locale);
      const wrapping = bag.items[0]!.totalGiftWrappingPrice;
      expect(bag.items[0]!.giftWrappingFlag).toBe(true);
      const price = wrapping === 0 ? own.free : formatBaht(wrapping);
      await expect(line.getByTestId('gift-wrapping-price')).toHaveText(price);
      await expect(page.getByTestId('total-gift-wrapping')).toHaveText(price);
      await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(bag.totalPayable));
      await expect(page.getByTestId('total-discount')).toHaveCount(0);
      for (const id of ['subtotal', 'total-payable', 'total-vat']) await expect(page.getByTestId(id)).toHaveText(MONEY);
      await expect(page.getByTestId('total-vat')).toHaveText(formatBaht(bag.totalVat));
      await expect(page.getByTestId('cart-totals').getByRole('link', { name: own.checkout })).toHaveAttribute('href', `${prefix}/checkout`);

      await line.getByRole('button', { name: new RegExp(`^${own.removeWrapping}`) }).focus();
      await page.keyboard.press('Enter');
      await expect(line.getByTestId('gift-message')).toHaveCount(0);
      await expect(addWrapping).toBeFocused();
      await expect(page.getByTestId('total-gift-wrapping')).toHaveCount(0);
      expect((await bagOf(request, cartId, locale)).items[0]!.giftWrappingFlag).toBe(false);
    });

    test('a line removed with the keyboard leaves the focus on the bag’s heading, not at the page’s start', async ({ page, request, context }) => {
      await bagWith(request, context, await twoAccessoryLines(request));
      await page.goto(`${prefix}/cart`);
      await page.getByTestId('cart-line').first().getByTestId('remove-line').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: text.removeTitle }).getByRole('button', { name: text.sure }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test('a line stepped up to the per-item limit says why its + stops there', async ({ page, request, context }) => {
      const accessory = await product(request, locale, 'apple-accessories', (d) => d.variants.some((v) => v.stock > 10));
      const sku = accessory.variants.find((v) => v.stock > 10)!;
      const cartId = await bagWith(request, context, [{ productId: sku.productId, quantity: 1 }]);
      const limit = ((await (await request.get(`/cart/api/cart/${cartId}`)).json()) as { data: { items: { limitQty: number }[] } }).data.items[0]!.limitQty;
      expect(limit).toBeGreaterThan(1);
      expect(limit).toBeLessThan(sku.stock);
      await request.post(`/cart/api/cart/${cartId}/items/update`, { data: { productId: sku.productId, quantity: limit - 1 } });

      await page.goto(`${prefix}/cart`);
      const line = page.getByTestId('cart-line');
      await expect(line.getByTestId('quantity')).toHaveText(String(limit - 1));
      await expect(line.getByTestId('item-limit')).toHaveCount(0);
      await line.getByRole('button', { name: text.increase }).click();
      await expect(line.getByTestId('quantity')).toHaveText(String(limit));
      await expect(line.getByTestId('item-limit')).toHaveText(locale === 'th' ? `สั่งซื้อได้สูงสุด ${limit} ชิ้นต่อรายการ` : `You can buy at most ${limit} of this item`);
      await expect(line.getByRole('button', { name: text.increase })).toHaveAttribute('aria-disabled', 'true');
      await expect(line.getByRole('button', { name: text.increase })).toHaveAccessibleDescription(
        locale === 'th' ? `สั่งซื้อได้สูงสุด ${limit} ชิ้นต่อรายการ` : `You can buy at most ${limit} of this item`,
      );
    });

    test(`a bag of long names fits 320 px: stepper, remove and prices stay whole; keyboard reaches them${screenTag(locale)}`, async ({
      page,
      request,
      context,
    }) => {
      const mac = await product(request, locale, 'mac', (d) => d.variants.some((v) => v.stock >= 2 && v.limitQty >= 2));
      const airpods = await product(request, locale, 'airpods', (d) => d.variants.some((v) => v.stock > 0));
      await bagWith(request, context, [
        { productId: mac.variants.find((v) => v.stock >= 2 && v.limitQty >= 2)!.productId, quantity: 1 },
        { productId: airpods.variants.find((v) => v.stock > 0)!.productId, quantity: 1, giftWrappingFlag: true, giftWrappingMessage: 'ก'.repeat(120) },
      ]);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(page.getByTestId('cross-sell').locator('img').first()).toBeVisible();
      expect(await fitsWidth(page), 'cart page at 320 px').toBe(true);
      for (const line of await page.getByTestId('cart-line').all()) {
        for (const part of [line.getByRole('button', { name: text.increase }), line.getByTestId('remove-line'), line.getByTestId('line-price')]) {
          // whole, not cut off at either side of the screen
          const box = (await part.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(320);
          await expect(part).toBeVisible();
        }
      }
      // the stepper answers the keyboard
      const first = page.getByTestId('cart-line').first();
      await first.getByRole('button', { name: text.increase }).focus();
      await page.keyboard.press('Enter');
      await expect(first.getByTestId('quantity')).toHaveText('2');
    });

    test('on a 390 px phone a line reads like a receipt: the price beside the name, remove at the right edge @phone-only', async ({
      page,
      request,
      context,
    }) => {
      const iphone = await product(request, locale, 'iphone', (d) => d.productName.length <= 20 && d.variants.some((v) => v.stock > 0));
      await bagWith(request, context, [{ productId: iphone.variants.find((v) => v.stock > 0)!.productId, quantity: 1 }]);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${prefix}/cart`);
      const line = page.getByTestId('cart-line');
      const name = (await line.getByRole('link', { name: iphone.productName }).boundingBox())!;
      const price = (await line.getByTestId('line-price').boundingBox())!;
      expect(Math.abs(price.y - name.y), 'price and name on one line').toBeLessThan(name.height / 2);
      const remove = line.getByTestId('remove-line');
      const edge = await remove.evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return [range.getBoundingClientRect().right, button.closest('li')!.getBoundingClientRect().right];
      });
      expect(Math.round(edge[0]!), 'the word ends at the line edge').toBe(Math.round(edge[1]!));
    });
  });
}

test('an English page asks for the bag in English even while its texts are still loading @phone', async ({ page, request, context }) => {
  // an accessory whose Thai name is written in Thai
  const thai = await product(request, 'th', 'apple-accessories', (d) => /[\u0E00-\u0E7F]/.test(d.productName) && d.variants.some((v) => v.stock > 0));
  const english = await product(request, 'en', 'apple-accessories', (d) => d.productId === thai.productId);
  expect(english.productName).not.toBe(thai.productName);
  await bagWith(request, context, [{ productId: thai.variants.find((v) => v.stock > 0)!.productId, quantity: 1 }]);
  // the English catalogue comes late: the bag, loaded as the app starts, must not be asked for in Thai meanwhile
  let delayed = 0;
  await page.route(/\/assets\/messages-[\w-]+\.js$/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-line')).toContainText(english.productName);
  await expect(page.getByTestId('cart-line')).not.toContainText(thai.productName);
  expect(delayed, 'the English catalogue was delayed (its chunk is still named messages-*.js)').toBeGreaterThan(0);
});

test('a bag that cannot be loaded says so and offers Try again, not that it is empty @phone', async ({ page, request, context }) => {
  const accessory = await product(request, 'en', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 0));
  const cartId = await bagWith(request, context, [{ productId: accessory.variants.find((v) => v.stock > 0)!.productId, quantity: 1 }]);
  const bagCall = new RegExp(`/cart/api/cart/${cartId}(\\?|$)`);
  await page.route(bagCall, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
  await page.goto('/en/cart');
  await expect(page.getByTestId('bag-unavailable')).toContainText('Your bag could not be loaded');
  await expect(page.getByTestId('empty-bag')).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Bag');
  expect((await axe(page).analyze()).violations).toEqual([]);
  // back online: Try again brings the bag, as the server kept it
  await page.unroute(bagCall);
  await page.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // the button went with the problem: the bag's heading has the focus
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect((await bagOf(request, cartId)).items).toHaveLength(1);
});

test('a coupon the bag does not qualify for yet is saved, not called applied, and says what it needs', async ({ page, request, context }) => {
  const cheap = await product(request, 'en', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 0 && (v.specialPrice ?? v.price) < 5000));
  const variant = cheap.variants.find((v) => v.stock > 0 && (v.specialPrice ?? v.price) < 5000)!;
  await bagWith(request, context, [{ productId: variant.productId, quantity: 1 }]);
  await page.goto('/en/cart');
  const coupon = page.getByTestId('coupon');
  await coupon.getByLabel('Coupon code', { exact: true }).fill('WELCOME500');
  await coupon.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(coupon.getByTestId('coupon-applied')).toHaveText('Coupon WELCOME500 saved, not applied yet');
  await expect(coupon.getByTestId('coupon-not-qualifying')).toContainText('5,000');
  await expect(page.getByTestId('total-discount')).toHaveCount(0);
});

test('the bag speaks the language switched to, and the one Back returns to', async ({ page, request, context }) => {
  const iphone = await product(request, 'th', 'iphone', (d) => d.variants.some((v) => v.stock > 0));
  const cartId = await bagWith(request, context, [{ productId: iphone.variants.find((v) => v.stock > 0)!.productId, quantity: 1 }]);
  type Line = { description: string };
  const describe = async (locale: string) =>
    ((await (await request.get(`/cart/api/cart/${cartId}`, { headers: { 'accept-language': locale } })).json()) as { data: { items: Line[] } }).data.items[0]!
      .description;
  const [thai, english] = [await describe('th'), await describe('en')];
  expect(thai).not.toBe(english);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').first();
  await expect(line).toContainText(thai);
  await page.getByRole('contentinfo').getByLabel('ภาษา').selectOption('en');
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(line).toContainText(english);
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cart$/);
  await expect(line).toContainText(thai);
});
