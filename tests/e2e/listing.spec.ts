import { expect, test } from '@playwright/test';
import { LANGUAGES, screenTag } from './languages';

const LISTINGS = ['/products', '/iphone', '/ipad', '/mac', '/watch', '/apple-accessories'];

for (const { locale, prefix, text } of LANGUAGES) {
  test.describe(`listings (${locale})`, () => {
    for (const path of LISTINGS) {
      test(`${path} shows product cards with name, category and price`, async ({ page }) => {
        await page.goto(`${prefix}${path}`);
        const card = page.getByTestId('product-card').first();
        await expect(card).toBeVisible();
        await expect(card.getByRole('heading')).not.toBeEmpty();
        await expect(card.getByTestId('price')).toHaveText(/^฿[\d,]+(\s- ฿[\d,]+)?$/);
        await expect(card.locator('img')).toHaveAttribute('srcset', /278\.webp 278w, .*540\.webp 540w/);
      });
    }

    test('a special price shows the Sale badge and the regular price struck through', async ({ page }) => {
      await page.goto(`${prefix}/products`);
      const onSale = page
        .getByTestId('product-card')
        .filter({ has: page.getByTestId('sale-badge') })
        .first();
      await expect(onSale.getByTestId('sale-badge')).toHaveText(text.sale);
      await expect(onSale.locator('s')).toHaveText(/^฿[\d,]+/);
      // read out: the name once (the picture beside it says nothing), and which price is the regular one
      const name = await onSale.getByRole('heading').innerText();
      await expect(onSale).toHaveAccessibleName(new RegExp(`${locale === 'th' ? 'ราคาปกติ' : 'Regular price'}\\s*฿`));
      const once = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(onSale).not.toHaveAccessibleName(new RegExp(`${once}[\\s\\S]*${once}`));
      await expect(onSale.locator('img')).toHaveAttribute('alt', '');
    });

    test('accessories include AirPods under the Thai or English category name', async ({ page }) => {
      await page.goto(`${prefix}/apple-accessories`);
      await expect(page.getByTestId('product-card').filter({ hasText: 'AirPods' }).first()).toBeVisible();
      await expect(page.getByTestId('product-card').filter({ hasText: text.accessories }).first()).toBeVisible();
    });

    test(`switches between grid and list, and a reload keeps the choice${screenTag(locale)}`, async ({ page }) => {
      await page.goto(`${prefix}/mac`);
      await page.getByRole('button', { name: text.list, exact: true }).click();
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
      await expect(page).toHaveURL(/view=list/);
      await page.reload();
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
      await page.getByRole('button', { name: text.grid, exact: true }).click();
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'grid');
    });

    test('switching to the list keeps the search, filters and sort of the address', async ({ page }) => {
      const query = 'search=ipad&sort=price-desc';
      await page.goto(`${prefix}/product-category?${query}`);
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const names = await cards.allInnerTexts();
      await page.getByRole('button', { name: text.list, exact: true }).click();
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
      await expect(page).toHaveURL(/search=ipad/);
      await expect(page).toHaveURL(/sort=price-desc/);
      await expect(cards).toHaveCount(names.length);
    });
  });
}

for (const width of [320, 390]) {
  test(`on a ${width} px phone every accessory's name shows whole on its grid card: none is cut to the same words as another`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/apple-accessories');
    const names = page.getByTestId('product-card').getByRole('heading');
    await expect(names.first()).toBeVisible();
    // a name is cut when, unclamped, it would take more lines than the card shows
    const cut = await names.evaluateAll((headings) =>
      headings
        .filter((heading) => {
          const whole = heading.cloneNode(true) as HTMLElement;
          Object.assign(whole.style, {
            display: 'block',
            webkitLineClamp: 'unset',
            position: 'absolute',
            visibility: 'hidden',
            width: `${heading.clientWidth}px`,
          });
          heading.parentElement!.append(whole);
          const lines = Math.round(whole.clientHeight / parseFloat(getComputedStyle(heading).lineHeight));
          whole.remove();
          return lines > Math.round(heading.clientHeight / parseFloat(getComputedStyle(heading).lineHeight));
        })
        .map((heading) => heading.textContent),
    );
    expect(cut).toEqual([]);
  });
}

for (const prefix of ['', '/en']) {
  test(`on a 320 px phone the list's hearts cover no product name (${prefix || '/'})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${prefix}/apple-accessories?view=list`);
    const frames = page.getByTestId('product-card').locator('xpath=..');
    await expect(frames.first().getByRole('heading')).toBeVisible();
    const covered = await frames.evaluateAll((cards) =>
      cards
        .filter((card) => {
          const heart = card.querySelector('button')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(card.querySelector('h2, h3')!);
          // each line of the name: a line the heart's box crosses is covered
          return [...range.getClientRects()].some(
            (line) => line.right > heart.left && line.left < heart.right && line.bottom > heart.top && line.top < heart.bottom,
          );
        })
        .map((card) => card.querySelector('h2, h3')!.textContent),
    );
    expect(covered).toEqual([]);
  });
}
