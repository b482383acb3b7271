import { expect, test } from '@playwright/test';
import { LANGUAGES } from './languages';

for (const { locale, prefix } of LANGUAGES) {
  test.describe(`home page (${locale})`, () => {
    test('shows the header with logo, language switch and bag, and the footer @phone', async ({ page }) => {
      await page.goto(prefix || '/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('logo')).toHaveAttribute('href', `${prefix}/home`);
      await expect(page.getByTestId('cart-button')).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });

    test('switching language keeps the page and remembers the choice', async ({ page, context }) => {
      const other = locale === 'th' ? 'en' : 'th';
      await page.goto(`${prefix}/iphone`);
      await page.getByRole('link', { name: other.toUpperCase(), exact: true }).click();
      await expect(page).toHaveURL(other === 'en' ? /\/en\/iphone$/ : /127\.0\.0\.1:\d+\/iphone$/);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'locale')?.value).toBe(other);
      expect(await page.evaluate(() => localStorage.getItem('current_language'))).toBe(other);
    });
  });
}
