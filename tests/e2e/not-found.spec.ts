import { expect, test } from '@playwright/test';
import { LANGUAGES, screenTag } from './languages';

for (const { locale, prefix, text } of LANGUAGES) {
  test(`an unknown path shows the 404 page with a way home (${locale})${screenTag(locale)}`, async ({ page }) => {
    await page.goto(`${prefix}/no-such-page/at-all`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
    await expect(page).toHaveTitle(`${text.pageNotFound} | Apple Premium Reseller`);
    // the likely ways on, in the page's language
    const ways = page.getByTestId('not-found').getByRole('listitem').getByRole('link');
    await expect(ways).toHaveCount(7);
    await expect(ways.filter({ hasText: 'Mac' })).toHaveAttribute('href', `${prefix}/mac`);
    await page.getByRole('link', { name: text.returnHome }).click();
    await expect(page).toHaveURL(prefix ? /\/en$/ : /127\.0\.0\.1:\d+\/$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
}

test('a first segment that is not a language is a 404', async ({ page }) => {
  await page.goto('/fr/iphone');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
