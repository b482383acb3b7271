import { expect, test } from '@playwright/test';
import { LANGUAGES, screenTag } from './languages';

/** The words each story looks for, as the catalogues and the CMS give them. */
const WORDS = {
  th: { differs: 'ต่างกัน', next: 'ถัดไป', share: 'แชร์บทความนี้', products: 'สินค้าในบทความนี้', months: '0% นานสูงสุด 10 เดือน', spend: '฿3,000 ต่อเซลส์สลิป' },
  en: {
    differs: 'Differs',
    next: 'Next',
    share: 'Share this article',
    products: 'Products in this article',
    months: '0% for up to 10 months',
    spend: '฿3,000 per transaction',
  },
} as const;

for (const { locale, prefix, text } of LANGUAGES) {
  const words = WORDS[locale];

  test(`compare three Macs, change one, and go to buy one (${locale})${screenTag(locale)}`, async ({ page }) => {
    await page.goto(`${prefix}/compare?type=mac`);
    const pickers = page.getByTestId('compare-picker');
    await expect(pickers).toHaveCount(3);
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.locator('tr[data-differs]').first()).toContainText(words.differs);

    // the third column shows another model; the choice is kept in the address
    const options = await pickers.nth(2).locator('option').allTextContents();
    await pickers.nth(2).selectOption({ label: options.at(-1)! });
    await expect(page).toHaveURL(/[?&]models=\d+(%2C|,)\d+(%2C|,)\d+/);
    await expect(table.getByRole('columnheader').nth(2)).toContainText(options.at(-1)!);
    await page.reload();
    await expect(page.getByTestId('compare-table').getByRole('columnheader').nth(2)).toContainText(options.at(-1)!);

    // a link naming that one model shows it first, beside two others to compare it with
    const chosen = await pickers.nth(2).inputValue();
    await page.goto(`${prefix}/compare?type=mac&models=${chosen}`);
    await expect(pickers).toHaveCount(3);
    await expect(pickers.first()).toHaveValue(chosen);
    await expect(table.getByRole('columnheader').first()).toContainText(options.at(-1)!);

    // the table scrolls inside its own box, never the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // a phone shows two models: it says the table swipes, until the shopper has swiped to its end
    const overflows = await table.locator('..').evaluate((box) => box.scrollWidth > box.clientWidth + 1);
    expect(overflows).toBe(page.viewportSize()!.width < 560);
    if (overflows) {
      await expect(page.getByTestId('compare-more')).toBeVisible();
      await table.locator('..').evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    }
    await expect(page.getByTestId('compare-more')).toBeHidden();

    // buying opens the model's page, where the shopper chooses its colour and capacity
    await page.getByTestId('compare-buy').first().click();
    await expect(page).toHaveURL(/\/product\/[^/]+_\d+$/);
    await expect(page.getByRole('button', { name: text.addToBag })).toBeVisible();
  });

  test(`at 320 px every comparison's table scrolls sideways, never the page (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const type of ['iphone', 'ipad', 'mac']) {
      await page.goto(`${prefix}/compare?type=${type}`);
      await expect(page.getByTestId('compare-table').getByRole('columnheader').nth(2)).toBeVisible();
      const { scrollWidth, viewport } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, type).toBeLessThanOrEqual(viewport);
    }
  });

  test(`page through the blog and open a post with its share links and products (${locale})${screenTag(locale)}`, async ({ page }) => {
    await page.goto(`${prefix}/blog`);
    const posts = page
      .getByTestId('blog-posts')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    const first = await posts.first().getByRole('heading').textContent();
    await page.getByTestId('blog-pager').getByRole('link', { name: words.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(posts.first().getByRole('heading')).not.toHaveText(first!);
    // page 2 alone is the current page, and the new page starts at its heading
    await expect(page.getByTestId('blog-pager').locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // past the last page: it says so and leads to the last one
    await page.goto(`${prefix}/blog?page=99`);
    const past = page.getByTestId('blog-past-last-page');
    await expect(past).toContainText(locale === 'th' ? 'ไม่มีบทความในหน้านี้' : 'There are no articles on this page.');
    await past.getByRole('link').click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(posts.first()).toBeVisible();

    await page.goto(`${prefix}/blog`);
    await page
      .getByTestId('blog-posts')
      .getByRole('link', { name: /MacBook/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/choose-macbook-for-university$/);
    const post = page.getByTestId('blog-post');
    await expect(post.getByRole('heading', { level: 1 })).toContainText('MacBook');
    await expect(post.locator('img').first()).toBeVisible();
    const share = page.getByTestId('share');
    await expect(share.getByRole('heading')).toHaveText(words.share);
    await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http.*choose-macbook-for-university$/,
    );
    await expect(share.getByRole('link', { name: 'LINE' })).toHaveAttribute(
      'href',
      /^https:\/\/social-plugins\.line\.me\/lineit\/share\?url=http.*choose-macbook-for-university/,
    );
    await expect(page.getByRole('heading', { name: words.products })).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: 'MacBook Air' }).first()).toBeVisible();
    // its tags in the page's language, and the way back to every article
    await expect(post.getByRole('list', { name: locale === 'th' ? 'แท็ก' : 'Tags' })).toContainText(locale === 'th' ? '#การศึกษา' : '#Education');
    await page.getByRole('link', { name: locale === 'th' ? 'บทความทั้งหมด' : 'All articles' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`));
  });

  test(`the credit-card promotion, a landing page and an unknown slug's 404 (${locale})${screenTag(locale)}`, async ({ page }) => {
    await page.goto(`${prefix}/promotion-credit-card-0`);
    const offer = page.getByTestId('card-offer').first();
    await expect(offer).toContainText(words.months);
    await expect(offer).toContainText(words.spend);

    await page.goto(`${prefix}/category/promotion`);
    await expect(page.getByTestId('promotions').getByTestId('product-card').first()).toBeVisible();
    // an offer whose page is this one shows its products here rather than a link back to the same page
    await expect(page.getByTestId('promotions').locator(`a[href="${prefix}/category/promotion"]`)).toHaveCount(0);
    await page.getByTestId('landing-cards').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/back-to-school$`));
    await expect(page.getByTestId('marketing-page').getByRole('heading', { level: 1 })).toHaveText('Back to School 2026');

    const missing = await page.goto(`${prefix}/no-such-landing-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
  });
}
