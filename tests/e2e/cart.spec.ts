import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import * as v from 'valibot';
import { RelatedProductsResponse } from '../../contract/cart';
import { pagePath, product } from './api';
import { formatBaht, LANGUAGES, screenTag } from './languages';

type Detail = Awaited<ReturnType<typeof product>>;

/** The first four suggestions the bag shows for a model, as the server gives them. */
async function relatedTo(request: APIRequestContext, productId: number) {
  const answer = await request.get(`/pim/api/products/related-product?productId=${productId}`);
  return v
    .parse(RelatedProductsResponse, await answer.json())
    .data.filter((p) => p.productId)
    .slice(0, 4);
}

/** Adds one variant through the product page, as a shopper does, and waits until the bag has it. */
async function addVariant(page: Page, prefix: string, addToBag: string, detail: Detail, variant: Detail['variants'][number]) {
  await page.goto(pagePath(prefix, detail));
  await page.getByRole('button', { name: detail.colours.find((c) => c.code === variant.colourCode)!.name }).click();
  if (variant.capacity) await page.getByRole('button', { name: variant.capacity, exact: true }).click();
  await page.getByRole('button', { name: addToBag }).click();
  await expect(page.getByTestId('added')).toBeVisible();
}

for (const { locale, prefix, text } of LANGUAGES) {
  test.describe(`cart (${locale})`, () => {
    test(`lines, stepper limits, low-stock warning and server totals${screenTag(locale)}`, async ({ page, request }) => {
      const low = await product(request, locale, 'iphone', (d) => d.variants.some((v) => v.stock === 2));
      const variant = low.variants.find((v) => v.stock === 2)!;
      await addVariant(page, prefix, text.addToBag, low, variant);
      await page.goto(`${prefix}/cart`);

      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('low-stock')).toHaveText(text.lowStock(2));
      const plus = line.getByRole('button', { name: text.increase });
      await plus.click();
      await expect(line.getByTestId('quantity')).toHaveText('2');
      await expect(plus).toBeDisabled();
      await expect(page.getByTestId('cart-badge')).toHaveText('2');

      const unit = variant.specialPrice ?? variant.price;
      await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(unit * 2));
      const vat = Math.round((unit * 2 * 100 * 7) / 107) / 100;
      await expect(page.getByTestId('total-vat')).toHaveText(formatBaht(vat));

      // things that go with it, never the model already in the bag
      const crossSell = page.getByTestId('cross-sell');
      await expect(crossSell.getByRole('link').first()).toBeVisible();
      await expect(crossSell.locator(`a[href$="_${low.productId}"]`)).toHaveCount(0);
      // a suggestion on sale says so as a product card does: the badge, and the regular price struck through
      const related = await relatedTo(request, low.productId);
      for (const p of related) {
        const suggestion = crossSell.locator(`a[href$="_${p.productId}"]`);
        await expect(suggestion.getByTestId('sale-badge')).toHaveCount(p.isSpecialPrice ? 1 : 0);
        await expect(suggestion.getByTestId('regular-price')).toHaveCount(p.isSpecialPrice ? 1 : 0);
        if (p.isSpecialPrice) await expect(suggestion.getByTestId('regular-price')).toContainText(formatBaht(p.standardPriceRange!.min));
      }
    });

    test('removing asks first; Cancel keeps the line, Sure removes it', async ({ page, request }) => {
      const watch = await product(request, locale, 'watch', (d) => d.variants.some((v) => v.stock > 2));
      const variant = watch.variants.find((v) => v.stock > 2)!;
      await addVariant(page, prefix, text.addToBag, watch, variant);
      await page.goto(`${prefix}/cart`);

      // each Remove names its line, and the dialog's question is its description: both are read out
      await page
        .getByTestId('cart-line')
        .getByRole('button', { name: `${text.remove} ${watch.productName}` })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText(text.removeTitle);
      await expect(dialog).toHaveAccessibleDescription(new RegExp(`${text.removeQuestion}.*${watch.productName}`));
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);

      await page.getByTestId('cart-line').getByTestId('remove-line').click();
      await page.getByRole('dialog').getByRole('button', { name: text.sure }).click();
      await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
      // the last Remove went with its line: the focus is on the empty bag's heading, not back at the document's start
      await expect(page.getByRole('heading', { name: text.empty })).toBeFocused();
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    });

    test('20 clicks on the stepper within a second send one update with the final quantity', async ({ page, request }) => {
      const accessory = await product(request, locale, 'apple-accessories', (d) => d.variants.some((v) => v.stock >= 5 && v.limitQty >= 5));
      const variant = accessory.variants.find((v) => v.stock >= 5 && v.limitQty >= 5)!;
      await addVariant(page, prefix, text.addToBag, accessory, variant);
      await page.goto(`${prefix}/cart`);
      const updates: string[] = [];
      page.on('request', (r) => void (r.url().endsWith('/items/update') && updates.push(r.url())));
      const plus = page.getByTestId('cart-line').getByRole('button', { name: text.increase });
      // twenty clicks 40 ms apart: all inside one 300 ms pause after the last; the limit caps the quantity
      await plus.evaluate(async (button: HTMLButtonElement) => {
        for (let i = 0; i < 20; i++) {
          button.click();
          await new Promise((r) => setTimeout(r, 40));
        }
      });
      const expected = Math.min(variant.stock, variant.limitQty);
      await expect(page.getByTestId('cart-badge')).toHaveText(String(expected));
      expect(updates).toHaveLength(1);
      const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
      const cart = (await (await request.get(`/cart/api/cart/${cartId}`)).json()) as { data: { items: { productId: number; quantity: number }[] } };
      expect(cart.data.items).toEqual([expect.objectContaining({ productId: variant.productId, quantity: expected })]);
    });

    test('a reload keeps the bag (cart id in local storage and cookie)', async ({ page, request, context }) => {
      const ipad = await product(request, locale, 'ipad');
      await addVariant(
        page,
        prefix,
        text.addToBag,
        ipad,
        ipad.variants.find((v) => v.stock > 0)!,
      );
      const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
      expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await context.cookies()).find((c) => c.name === 'cartId')?.value).toBe(cartId);
      await page.goto(`${prefix}/cart`);
      await page.reload();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
    });
  });
}
