import { expect, type Page, test } from '@playwright/test';
import { screenTag } from './languages';
import { axe } from './axe';

const SEARCH_CALL = /\/1\/indexes\/\*\/queries/;

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    query: 'ไอโฟน',
    t: {
      search: 'ค้นหา',
      recommended: 'สินค้าแนะนำ',
      showAll: /^ดูผลการค้นหาทั้งหมด \d+ รายการสำหรับ “ไอโฟน”$/,
      results: 'ผลการค้นหา “ไอโฟน”',
      searching: 'กำลังค้นหา…',
      sortBy: 'เรียงตาม',
      priceUp: 'ราคา: ต่ำไปสูง',
      capacity: 'ความจุ',
      nothing: 'ไม่พบสินค้าที่ตรงกับ “zzqqxx”',
      filters: 'ตัวกรอง',
      next: 'หน้าถัดไป',
      page2: 'หน้า 2',
      pastLast: 'ไม่มีสินค้าในหน้านี้',
      seeResults: 'ดูผลการค้นหา',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    query: 'iphone',
    t: {
      search: 'Search',
      recommended: 'Recommended products',
      showAll: /^Show all \d+ results for “iphone”$/,
      results: 'Search results for “iphone”',
      searching: 'Searching…',
      sortBy: 'Sort by',
      priceUp: 'Price: low to high',
      capacity: 'Capacity',
      nothing: 'No products match “zzqqxx”',
      filters: 'Filters',
      next: 'Next page',
      page2: 'Page 2',
      pastLast: 'There are no products on this page',
      seeResults: 'See the results',
    },
  },
] as const;

const openSearch = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('searchbox')).toBeFocused();
  return panel;
};
const prices = async (page: Page) =>
  (await page.getByTestId('product-card').getByTestId('price').allTextContents()).map((text) =>
    Number(text.replace(/^฿([\d,]+).*$/, '$1').replaceAll(',', '')),
  );

test('at 320 px the words searched for stay whole on the link to all results', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/iphone');
  const panel = await openSearch(page, 'ค้นหา');
  await panel.getByRole('searchbox').fill('ไอแพด');
  const words = panel.getByRole('link', { name: /^ดูผลการค้นหาทั้งหมด \d+ รายการสำหรับ “ไอแพด”$/ }).getByText('“ไอแพด”');
  const { height, lineHeight } = await words.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
});

test('a search reads as typed: a long Thai text finds what its start finds, a pasted link wraps at 320 px, tags stay @phone-only', async ({ page }) => {
  await page.goto(`/product-category?search=${encodeURIComponent('ไอแพด'.repeat(40))}`);
  // 600 bytes, past the engine's 512: searched by its start, not an error
  await expect(page.getByTestId('product-card').filter({ hasText: 'iPad' }).first()).toBeVisible();

  await page.goto(`/product-category?search=${encodeURIComponent('https://www.apple.com/th/shop/buy-iphone/iphone-17-pro')}`);
  await expect(page.getByTestId('search-empty')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.goto(`/product-category?search=${encodeURIComponent('<0>mac</0> <b>air</b>')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหา “<0>mac</0> <b>air</b>”');
});

test("a new search from the results page's own box keeps the focus in it", async ({ page }) => {
  await page.goto('/en/product-category?search=ipad');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
  await box.fill('watch');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “watch”');
  await expect(box).toBeFocused();
  await page.goBack();
  await expect(box).toHaveValue('ipad');
});

for (const { locale, prefix, query, t } of LANGUAGES) {
  test.describe(`search (${locale})`, () => {
    test(`the overlay suggests 3 products under its heading, Escape closes it and gives focus back${screenTag(locale)}`, async ({ page }) => {
      await page.goto(`${prefix}/iphone`);
      const panel = await openSearch(page, t.search);
      await panel.getByRole('searchbox').fill(query);
      const suggestions = panel.getByRole('region', { name: t.recommended }).getByRole('listitem');
      await expect(suggestions).toHaveCount(3);
      await expect(suggestions.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${prefix}/product/[\\w-]+_\\d+$`));
      await expect(panel.getByRole('link', { name: t.showAll })).toHaveAttribute('href', `${prefix}/product-category?search=${encodeURIComponent(query)}`);
      expect((await axe(page).include('dialog').analyze()).violations).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: t.search, exact: true })).toBeFocused();
    });

    test(`what the shopper types while the search loads after the first press is kept, and so is Enter${screenTag(locale)}`, async ({ page }) => {
      // the overlay's code arrives late, as on a slow phone network
      await page.route(/\/assets\/SearchOverlay-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await page.goto(`${prefix}/iphone`);
      await page.getByRole('button', { name: t.search, exact: true }).click();
      await page.keyboard.type(query);
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('searchbox')).toBeFocused();
      await expect(panel.getByRole('searchbox')).toHaveValue(query);
      await expect(panel.getByRole('region', { name: t.recommended }).getByRole('listitem')).toHaveCount(3);

      await page.reload();
      await page.getByRole('button', { name: t.search, exact: true }).click();
      await page.keyboard.type(query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/product-category?search=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.results);
    });

    test('the arrow keys walk from the search box through the suggestions to all results and back', async ({ page }) => {
      await page.goto(`${prefix}/iphone`);
      const panel = await openSearch(page, t.search);
      const box = panel.getByRole('searchbox');
      await box.fill(query);
      const links = panel.getByRole('region', { name: t.recommended }).getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(3);
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
      await expect(panel.getByRole('link', { name: t.showAll })).toBeFocused();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(query);
    });

    test(`an empty search offers quick links, which go away once the shopper types${screenTag(locale)}`, async ({ page }) => {
      await page.goto(`${prefix}/iphone`);
      const panel = await openSearch(page, t.search);
      const quick = panel.getByRole('region', { name: locale === 'th' ? 'ลิงก์ด่วน' : 'Quick links' });
      await expect(quick.getByRole('link', { name: locale === 'th' ? 'ค้นหาสาขา' : 'Find a store' })).toHaveAttribute('href', `${prefix}/ourstore`);
      await panel.getByRole('searchbox').fill(query);
      await expect(quick).toHaveCount(0);
      await panel.getByRole('searchbox').fill('');
      await quick.getByRole('link', { name: 'Mac', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/mac$`));
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('a suggestion opens its product page', async ({ page }) => {
      await page.goto(`${prefix}/`);
      const panel = await openSearch(page, t.search);
      await panel.getByRole('searchbox').fill(query);
      const first = panel.getByRole('region', { name: t.recommended }).getByRole('link').first();
      const name = (await first.locator('span span').first().textContent())!;
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('typing fast asks once, and a slow answer shows the searching state after 700 ms', async ({ page }) => {
      await page.goto(`${prefix}/mac`);
      const asked: string[] = [];
      await page.route(SEARCH_CALL, async (route) => {
        asked.push(route.request().postData() ?? '');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const panel = await openSearch(page, t.search);
      // the keystrokes one after another in one task of the page: on a busy test machine Playwright's own, or a
      // timer between them, can come later than the pause after which the shop asks
      await panel.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (let end = 1; end <= 'macbook'.length; end++) {
          setValue.call(input, 'macbook'.slice(0, end));
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
      await expect(panel.getByRole('status')).toHaveText(t.searching);
      await expect(panel.getByRole('region', { name: t.recommended })).toBeVisible();
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain('"query":"macbook"');
    });

    test(`Enter shows the results page: the text in the address, the title, the results${screenTag(locale)}`, async ({ page }) => {
      await page.goto(`${prefix}/ipad`);
      const panel = await openSearch(page, t.search);
      await panel.getByRole('searchbox').fill(query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/product-category?search=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.results);
      await expect(page).toHaveTitle(`${t.results} | Apple Premium Reseller`);
      await expect(page.getByTestId('product-card').filter({ hasText: 'iPhone 17 Pro Max' }).first()).toBeVisible();
      const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === 'view_item_list').length);
      await expect.poll(views).toBeGreaterThan(0);
    });

    test('filters, sort and pages live in the address: shareable, and Back undoes them', async ({ page }) => {
      await page.goto(`${prefix}/product-category?search=${encodeURIComponent(query)}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const capacities = page.getByRole('group', { name: t.capacity });
      // smallest first, as Apple lists them, not by how many models have each
      const sizes = (await capacities.locator('label > span:first-of-type').allTextContents()).map((size) =>
        size.endsWith('TB') ? parseFloat(size) * 1024 : parseFloat(size),
      );
      expect(sizes.length).toBeGreaterThan(2);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
      await capacities.getByRole('checkbox', { name: /^256GB/ }).click();
      await expect(capacities.getByRole('checkbox', { name: /^256GB/ })).toBeChecked();
      await expect(page).toHaveURL(/capacity=256GB/);
      const withCapacity = await page.getByTestId('product-card').count();
      expect(withCapacity).toBeGreaterThan(0);
      await expect(page.getByTestId('product-card').filter({ hasText: /เคส|Case/ })).toHaveCount(0);

      await page.getByRole('combobox', { name: t.sortBy }).selectOption({ label: t.priceUp });
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect
        .poll(async () => {
          const shown = await prices(page);
          return shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
        })
        .toBe(true);

      await page.reload();
      await expect(capacities.getByRole('checkbox', { name: /^256GB/ })).toBeChecked();
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await page.goBack();
      await expect(page).not.toHaveURL(/capacity=/);
      await expect(capacities.getByRole('checkbox', { name: /^256GB/ })).not.toBeChecked();
    });

    test('a filter ticked with the keyboard keeps the focus while its results load', async ({ page }) => {
      await page.goto(`${prefix}/product-category?search=${encodeURIComponent(query)}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const box = page.getByRole('group', { name: t.capacity }).getByRole('checkbox', { name: /^256GB/ });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/capacity=256GB/);
      await expect(page.getByTestId('product-card').filter({ hasText: /เคส|Case/ })).toHaveCount(0);
      await expect(box).toBeChecked();
      await expect(box).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page).not.toHaveURL(/capacity=/);
      await expect(box).toBeFocused();
    });

    test('a price range reads as money in its chip and its fields', async ({ page }) => {
      await page.goto(`${prefix}/product-category?search=ipad&min=20000&max=50000`);
      await expect(page.getByRole('list', { name: locale === 'th' ? 'ตัวกรองที่เลือก' : 'Filters in use' })).toContainText('฿20,000 – ฿50,000');
      await page.goto(`${prefix}/product-category?search=ipad`);
      await expect(page.getByLabel(locale === 'th' ? 'ตั้งแต่' : 'From', { exact: true })).toHaveAttribute('placeholder', /^\d{1,3}(,\d{3})+$|^\d{1,3}$/);
    });

    test('a price range typed with separators finds every model with an option in it, and hints the dearest price', async ({ page }) => {
      const listed = await page.request.get('/pim/api/products?category=iphone', { headers: { 'accept-language': locale } });
      const iphones = ((await listed.json()) as { data: { items: { productName: string; priceRangeMin: number; priceRangeMax: number }[] } }).data.items;
      const from = 50000;
      // its cheapest option is below the range, its dearer ones are in it
      const dearerInRange = iphones.find((p) => p.priceRangeMin < from && p.priceRangeMax >= from)!;
      await page.goto(`${prefix}/product-category?search=iphone&category=iphone`);
      const to = page.getByLabel(locale === 'th' ? 'ถึง' : 'To', { exact: true });
      await expect(to).toHaveAttribute('placeholder', Math.max(...iphones.map((p) => p.priceRangeMax)).toLocaleString('en-US'));

      const fromField = page.getByLabel(locale === 'th' ? 'ตั้งแต่' : 'From', { exact: true });
      await fromField.fill('50,000');
      await fromField.press('Enter');
      await expect(page).toHaveURL(/min=50000/);
      await expect(page.getByTestId('product-card')).toHaveCount(iphones.filter((p) => p.priceRangeMax >= from).length);
      await expect(page.getByTestId('product-card').filter({ hasText: dearerInRange.productName }).first()).toBeVisible();

      // what is no amount is said, and the range in force stays
      await fromField.fill('20k');
      await fromField.press('Enter');
      await expect(page.getByTestId('price-problem')).toHaveText(locale === 'th' ? 'กรอกจำนวนเงินเป็นบาท เช่น 50,000' : 'Type an amount in baht, such as 50,000.');
      await expect(fromField).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/min=50000/);
    });

    test("on a phone the filters open over the results and 'show N products' goes back to them @phone-only", async ({ page }) => {
      await page.goto(`${prefix}/product-category?search=${encodeURIComponent(query)}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const toggle = page.getByRole('button', { name: locale === 'th' ? 'ตัวกรอง' : 'Filters', exact: true });
      await toggle.click();
      const capacities = page.getByRole('group', { name: t.capacity });
      await capacities.getByRole('checkbox', { name: /^256GB/ }).click();
      await expect(page).toHaveURL(/capacity=256GB/);
      const show = page.getByTestId('show-results');
      await expect(show).toHaveText(locale === 'th' ? /^ดูสินค้า \d+ รายการ$/ : /^Show \d+ products?$/);
      // the number is the results' own, once the ticked filter's results are in
      await expect.poll(async () => Number((await show.innerText()).match(/\d+/)?.[0]) === (await page.getByTestId('product-card').count())).toBe(true);
      await show.click();
      await expect(capacities).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(page.getByTestId('product-card').first()).toBeInViewport();
    });

    test('all products come in pages of 24, and a card click is reported as select_item', async ({ page }) => {
      await page.goto(`${prefix}/product-category`);
      await expect(page.getByTestId('product-card')).toHaveCount(24);
      const firstOfPage1 = (await page.getByTestId('product-card').first().getByRole('heading').textContent())!;
      await page.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByRole('link', { name: t.page2 })).toHaveAttribute('aria-current', 'page');
      // only the page shown is the current one, and it starts at the top, not at the pager
      const pager = page.getByRole('link', { name: t.page2 }).locator('xpath=ancestor::nav');
      await expect(pager.locator('[aria-current="page"]')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // the first page's cards stay until the second page's have come
      await expect(page.getByTestId('product-card').first().getByRole('heading')).not.toHaveText(firstOfPage1);
      const second = await page.getByTestId('product-card').count();
      expect(second).toBeGreaterThan(0);
      await page.getByTestId('product-card').first().click();
      await expect(page).toHaveURL(/\/product\//);
      const selected = () =>
        page.evaluate(() =>
          ((window.dataLayer ?? []) as { event: string; ecommerce: { items: { index: number }[] } }[])
            .filter((entry) => entry.event === 'select_item')
            .map((entry) => entry.ecommerce.items[0]?.index),
        );
      await expect.poll(async () => (await selected()).at(-1)).toBe(24);
    });

    test('an address with unreadable parameters still shows the results, without them', async ({ page }) => {
      await page.goto(`${prefix}/product-category?search=ipad&page=two&sort=cheapest&min=-5&max=abc&view=table&colour=`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const cards = page.getByTestId('product-card');
      expect(await cards.filter({ hasText: 'iPad' }).count()).toBe(await cards.count());
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    });

    test('a category path shows that category; nothing found says so and offers the categories', async ({ page }) => {
      await page.goto(`${prefix}/product-category/ipad`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('iPad');
      // the tab is named as the page is
      await expect(page).toHaveTitle(/^iPad \| /);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const cards = page.getByTestId('product-card');
      expect(await cards.filter({ hasText: 'iPad' }).count()).toBe(await cards.count());
      await expect(page.getByRole('complementary', { name: t.filters })).toHaveCount(1);

      await page.goto(`${prefix}/product-category/ipad?search=zzqqxx`);
      await expect(page.getByTestId('search-empty').getByRole('heading')).toHaveText(t.nothing);
      await expect(page.getByTestId('search-empty').getByRole('link', { name: 'Mac', exact: true })).toBeVisible();
      // nothing found and nothing ticked: nothing to filter
      await expect(page.getByRole('complementary', { name: t.filters })).toHaveCount(0);

      await page.goto(`${prefix}/product-category/no-such-category`);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });

    test('a page number past the results says where they end and leads there', async ({ page }) => {
      await page.goto(`${prefix}/product-category/ipad?page=9`);
      const past = page.getByTestId('past-last-page');
      await expect(past.getByRole('heading')).toHaveText(t.pastLast);
      await past.getByRole('link', { name: t.seeResults }).click();
      await expect(page).not.toHaveURL(/page=/);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });
  });
}

test('on the results page the keyboard keeps its place: a price applied, a filter chip removed, a page turned', async ({ page }) => {
  await page.goto('/en/product-category?search=ipad&capacity=256GB');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // a price applied with Enter: the field keeps the focus
  const from = page.getByLabel('From', { exact: true });
  await from.fill('10000');
  await from.press('Enter');
  await expect(page).toHaveURL(/min=10000/);
  await expect(from).toBeFocused();
  // a chip removed: the chip now in its place takes the focus, the page's heading after the last one
  const chips = page.getByRole('list', { name: 'Filters in use' });
  await chips.getByRole('button', { name: /^Remove filter 256GB/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/capacity=/);
  await expect(chips.getByRole('button', { name: /^Remove filter ฿10,000/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/min=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // a page turned: the focus goes up to the results, not on from the pager
  await page.goto('/en/product-category');
  await page.getByRole('link', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a colour refined in Thai reads in English after the language is switched: its box ticked, its chip in English', async ({ page }) => {
  await page.goto('/product-category?search=iphone&colour=สีขาว&view=list');
  await expect(page.getByRole('list', { name: 'ตัวกรองที่เลือก' })).toContainText('สีขาว');
  const count = await page.getByTestId('product-card').count();

  await page.goto('/en/product-category?search=iphone&colour=สีขาว&view=list');
  await expect(page).toHaveURL(/colour=White/);
  await expect(page).toHaveURL(/view=list/);
  const chips = page.getByRole('list', { name: 'Filters in use' });
  await expect(chips.getByRole('button', { name: /^Remove filter White/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^White/ })).toBeChecked();
  await expect(page.getByTestId('product-card')).toHaveCount(count);
  // the address was put right in place: Back leaves the page rather than undoing it
  await page.goBack();
  await expect(page).toHaveURL(/\/product-category\?search=iphone&colour=/);
  await expect(page).not.toHaveURL(/\/en\//);
});

test('results refined by a colour show each model in that colour, and a card opens that colour @phone', async ({ page }) => {
  await page.goto('/en/product-category?search=iphone 17 pro max&colour=Silver');
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: 'iPhone 17 Pro Max', exact: true }) });
  // its default colour is Cosmic Orange
  await expect(card.locator('img')).toHaveAttribute('src', /\/iphone-17-pro-max\/silver\//);
  await card.click();
  await expect(page).toHaveURL(/\/en\/product\/iphone-17-pro-max_\d+\?sku=\d+$/);
  await expect(page.getByRole('button', { name: 'Silver', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('product-detail').locator('img').first()).toHaveAttribute('src', /\/silver\//);

  await page.goBack();
  await page
    .getByRole('list', { name: 'Filters in use' })
    .getByRole('button', { name: /^Remove filter Silver/ })
    .click();
  await expect(card.locator('img')).toHaveAttribute('src', /\/iphone-17-pro-max\/cosmic-orange\//);
});

test('filters that match nothing, with no word typed, ask to change the filters, not the spelling', async ({ page }) => {
  await page.goto('/en/product-category?min=1&max=100');
  const empty = page.getByTestId('search-empty');
  await expect(empty.getByRole('heading')).toHaveText('No products match these filters');
  await expect(empty).toContainText('Remove a filter or choose others to see more products.');
  await expect(empty).not.toContainText('Check the spelling');
});
