import { expect, test } from '@playwright/test';
import { activeCustomer } from './account';

test.describe('favourites', () => {
  test('a guest who taps the heart is asked to log in, and finds the product kept once logged in', async ({ page, request }) => {
    const { email, password } = await activeCustomer(request);
    await page.goto('/iphone');
    await page.getByTestId('favourite').first().click();
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบเพื่อดำเนินการต่อ' });
    await expect(dialog.getByTestId('error-message')).toHaveText('กรุณาเข้าสู่ระบบ');
    // not now: the shopper stays on the page
    await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/iphone$/);
    await page.getByTestId('favourite').first().click();
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fiphone$/);

    await page.getByLabel('อีเมล').fill(email);
    await page.getByLabel('รหัสผ่าน').fill(password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/iphone$/);
    await expect(page.getByTestId('favourite-alert')).toHaveText('เพิ่มในรายการโปรดแล้ว');
    await expect(page.getByTestId('favourite').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourite').nth(1)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByTestId('favourite').first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('a logged-in shopper adds and removes a favourite, with a short alert @phone', async ({ page, request }) => {
    const { email, password } = await activeCustomer(request);
    await page.goto('/en/login?redirect=%2Fen%2Fiphone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/iphone$/);

    const heart = page.getByTestId('favourite').first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourite-alert')).toHaveText('Added to your wishlist');
    await expect(page.getByTestId('favourite-alert')).toHaveCount(0, { timeout: 3000 });

    // the wishlist is the server's: it is there after a reload
    await page.reload();
    await expect(page.getByTestId('favourite').first()).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('favourite').first().click();
    await expect(page.getByTestId('favourite').first()).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('favourite-alert')).toHaveText('Removed from your wishlist');
  });

  test('on a 320 px grid the heart sits inside the picture, not across its edge @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/iphone');
    const picture = (await page.getByTestId('product-card').first().locator('img').boundingBox())!;
    const heart = (await page.getByTestId('favourite').first().boundingBox())!;
    expect(heart.x + heart.width).toBeLessThanOrEqual(picture.x + picture.width);
    expect(heart.y).toBeGreaterThanOrEqual(picture.y);
  });
});
