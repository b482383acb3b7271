import { expect, test } from '@playwright/test';
import { newCustomer } from './addresses';
import { bagWith, twoAccessoryLines } from './bag';
import { LANGUAGES } from './languages';
import { holdSession } from './logged-in';

const [thai, english] = LANGUAGES;

test('a change to the bag in one tab shows at once in the other open tab @phone', async ({ page, request, context }) => {
  await bagWith(request, context, await twoAccessoryLines(request));
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByTestId('cart-badge')).toHaveText('2');
  await page.goto('/cart');

  await page.getByTestId('cart-line').first().getByRole('button', { name: thai.text.increase }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(other.getByTestId('cart-badge')).toHaveText('3');
  await expect(other.getByTestId('cart-line').first().getByTestId('quantity')).toHaveText('2');

  await other.getByTestId('cart-line').last().getByTestId('remove-line').click();
  await other.getByRole('dialog').getByRole('button', { name: thai.text.sure }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test("logging out in one tab logs the other out too, and logging in again there brings it back to the customer's page", async ({ page, request, context }) => {
  const { prefix } = english;
  await holdSession(context, await newCustomer(request));
  const other = await context.newPage();
  await other.goto(`${prefix}/my-account/account`);
  await expect(other.getByTestId('account-link')).toBeVisible();
  await page.goto(`${prefix}/my-account`);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('login-link')).toBeVisible();
  // the customer's page in the other tab is for customers only: it asks to log in, to come back to it
  await expect(other).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
  await expect(other.getByTestId('login-link')).toBeVisible();

  await page.goto(`${prefix}/login`);
  const { email, password } = await newCustomer(request);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-link')).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`${prefix}/my-account/account$`));
  await expect(other.getByTestId('account-link')).toBeVisible();
});
