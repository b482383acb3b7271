import { expect, test } from '@playwright/test';
import { product } from './api';
import { activeCustomer } from './account';
import { holdSession, logIn } from './logged-in';
import { formatBaht, LANGUAGES, screenTag } from './languages';

for (const { locale, prefix, text } of LANGUAGES) {
  test.describe(`product page (${locale})`, () => {
    test(`picking a variant shows its price, and adding puts it in the bag${screenTag(locale)}`, async ({ page, request }) => {
      const iphone = await product(request, locale, 'iphone', (d) => new Set(d.variants.map((v) => v.capacity)).size > 1);
      await page.goto(`${prefix}/iphone`);
      await page.getByTestId('product-card').filter({ hasText: iphone.productName }).first().click();
      await expect(page).toHaveURL(new RegExp(`/product/${iphone.slug}_${iphone.productId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(iphone.productName);

      const colour = iphone.colours[1] ?? iphone.colours[0]!;
      const variant = iphone.variants.filter((v) => v.colourCode === colour.code).at(-1)!;
      await page.getByRole('button', { name: colour.name }).click();
      // an iPhone's choices are storage sizes, and say so
      await page.getByRole('group', { name: text.storage }).getByRole('button', { name: variant.capacity!, exact: true }).click();
      await expect(page.getByTestId('product-detail').getByTestId('price')).toHaveText(formatBaht(variant.specialPrice ?? variant.price));

      await page.getByRole('button', { name: text.addToBag }).click();
      await expect(page.getByTestId('added')).toContainText(text.added);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
    });

    test('the id is the last underscore piece, and - stands for a missing slug', async ({ page, request }) => {
      const mac = await product(request, locale, 'mac');
      await page.goto(`${prefix}/product/-_${mac.productId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mac.productName);
      await page.goto(`${prefix}/product/any_name_with_underscores_${mac.productId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mac.productName);
    });

    test('an unknown product id is a 404', async ({ page }) => {
      await page.goto(`${prefix}/product/nothing_999999`);
      await expect(page.getByTestId('not-found')).toContainText(text.notFound);
    });
  });
}

test('the note under Add to bag follows the variant added, and a refused add leaves none behind', async ({ page, request }) => {
  const iphone = await product(request, 'en', 'iphone', (d) => d.colours.length > 1 && d.variants.some((v) => v.stock > v.limitQty && v.limitQty <= 3));
  const limited = iphone.variants.find((v) => v.stock > v.limitQty && v.limitQty <= 3)!;
  await page.goto(`/en/product/${iphone.slug}_${iphone.productId}`);
  await page.getByRole('button', { name: iphone.colours.find((c) => c.code === limited.colourCode)!.name }).click();
  if (limited.capacity) await page.getByRole('button', { name: limited.capacity, exact: true }).click();
  const add = page.getByRole('button', { name: 'Add to bag' });
  const note = page.getByTestId('product-detail').getByRole('status');
  for (let n = 1; n <= limited.limitQty; n++) {
    await add.click();
    await expect(page.getByTestId('cart-badge')).toHaveText(String(n));
    await page.keyboard.press('Escape');
  }
  await expect(note).toHaveText(/Added to your bag/);
  // another colour was not added: its note is not the last one's
  const other = iphone.colours.find((c) => c.code !== limited.colourCode)!;
  await page.getByRole('button', { name: other.name }).click();
  await expect(note).toHaveCount(0);
  await page.getByRole('button', { name: iphone.colours.find((c) => c.code === limited.colourCode)!.name }).click();
  if (limited.capacity) await page.getByRole('button', { name: limited.capacity, exact: true }).click();
  // one more than the line may hold: the error modal says why, and the page does not go on saying it is adding
  await add.click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('error-message') });
  await expect(dialog.getByTestId('error-message')).toContainText(String(limited.limitQty));
  await dialog.getByRole('button').first().click();
  await expect(note).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText(String(limited.limitQty));
});

test('a double click on Add to bag adds one: the button is busy until the bag has taken it', async ({ page, request }) => {
  const iphone = await product(request, 'th', 'iphone', (d) => d.variants.some((v) => v.stock >= 2 && v.limitQty >= 2));
  const variant = iphone.variants.find((v) => v.stock >= 2 && v.limitQty >= 2)!;
  const adds: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/cart/api/cart/*/items/add', async (route) => {
    adds.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`/product/${iphone.slug}_${iphone.productId}?sku=${variant.productId}`);
  const add = page.getByRole('button', { name: 'เพิ่มลงถุง' });
  await add.dblclick();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByTestId('product-detail').getByTestId('added')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(adds).toHaveLength(1);
  await expect(add).not.toHaveAttribute('aria-busy');
});

test('a change made in the mini cart after an add does not say again that the product is being added', async ({ page, request }) => {
  const iphone = await product(request, 'en', 'iphone', (d) => d.variants.some((v) => v.stock >= 2 && v.limitQty >= 2));
  const variant = iphone.variants.find((v) => v.stock >= 2 && v.limitQty >= 2)!;
  await page.goto(`/en/product/${iphone.slug}_${iphone.productId}?sku=${variant.productId}`);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const note = page.getByTestId('product-detail').getByRole('status');
  await expect(note).toHaveText(/Added to your bag/);
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seen });
    new MutationObserver(() => seen.push(document.querySelector('[data-testid="product-detail"] [role="status"]')?.textContent ?? '')).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.getByTestId('mini-cart').getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(page.getByTestId('mini-cart').getByTestId('quantity')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen.filter((text) => text.includes('Adding')))).toEqual([]);
  await expect(note).toHaveText(/Added to your bag/);
});

test('the chosen variant is in the address: a reload, a language switch and a bag line show the same one', async ({ page, request }) => {
  const iphone = await product(request, 'th', 'iphone', (d) => d.colours.length > 1 && new Set(d.variants.map((v) => v.capacity)).size > 1);
  const colour = iphone.colours[1]!;
  const variant = iphone.variants.filter((v) => v.colourCode === colour.code && v.stock > 0).at(-1)!;
  await page.goto(`/product/${iphone.slug}_${iphone.productId}`);
  await page.getByRole('button', { name: colour.name }).click();
  await page.getByRole('button', { name: variant.capacity!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?sku=${variant.productId}$`));
  const price = formatBaht(variant.specialPrice ?? variant.price);
  const shown = page.getByTestId('product-detail').getByTestId('price');
  await expect(shown).toHaveText(price);

  await page.reload();
  await expect(shown).toHaveText(price);
  await expect(page.getByRole('button', { name: variant.capacity!, exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /ภาษา/ }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product/${iphone.slug}_${iphone.productId}\\?sku=${variant.productId}$`));
  await expect(shown).toHaveText(price);

  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/en/cart');
  await page.getByTestId('cart-line').getByRole('link', { name: iphone.productName }).first().click();
  await expect(page).toHaveURL(new RegExp(`\\?sku=${variant.productId}$`));
  await expect(shown).toHaveText(price);
});

test('a logged-in shopper keeps a product as a favourite from its page', async ({ page, request, context }) => {
  await holdSession(context, await logIn(request, await activeCustomer(request)));
  const mac = await product(request, 'th', 'mac');
  await page.goto(`/product/${mac.slug}_${mac.productId}`);
  const heart = page.getByTestId('product-detail').getByTestId('favourite');
  await expect(heart).toHaveAccessibleName(`เก็บ ${mac.productName} ไว้ในรายการโปรด`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // a toggle keeps its name: pressed says the product is kept
  await expect(heart).toHaveAccessibleName(`เก็บ ${mac.productName} ไว้ในรายการโปรด`);
  await page.goto('/my-account/wish-list');
  await expect(page.getByRole('main')).toContainText(mac.productName);
});

test("a page's own files are named in its HTML, so the browser fetches them beside the app's, each once", async ({ page, request }) => {
  const iphone = await product(request, 'th', 'iphone');
  // login's guard turns away only a shopper who is logged in: a guest gets its files at once too
  for (const path of [`/product/${iphone.slug}_${iphone.productId}`, '/iphone', '/login']) {
    const html = await (await request.get(path)).text();
    const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
    expect(
      preloaded.some((file) => file.endsWith('.js')),
      path,
    ).toBe(true);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const file of preloaded)
      expect(
        fetched.filter((f) => f === file),
        `${path}: ${file}`,
      ).toHaveLength(1);
    page.removeAllListeners('request');
  }
});
