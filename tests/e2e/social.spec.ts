import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './account';
import { screenTag } from './languages';

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      facebook: 'เข้าสู่ระบบด้วย Facebook',
      apple: 'เข้าสู่ระบบด้วย Apple',
      email: 'อีเมล',
      first: 'ชื่อ',
      last: 'นามสกุล',
      go: 'ดำเนินการต่อ',
      phone: 'เบอร์โทรศัพท์มือถือ',
      consent: 'ฉันยอมรับเงื่อนไขการขายและนโยบายการคืนเงิน และนโยบายความเป็นส่วนตัว',
      create: 'สร้างบัญชี',
      finish: 'สร้างบัญชีให้เสร็จสมบูรณ์',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      facebook: 'Continue with Facebook',
      apple: 'Continue with Apple',
      email: 'Email',
      first: 'First name',
      last: 'Last name',
      go: 'Continue',
      phone: 'Mobile phone',
      consent: 'I accept the terms of sale and refund policy and the privacy policy',
      create: 'Create account',
      finish: 'Finish creating your account',
    },
  },
] as const;

const newEmail = () => uniqueEmail('social');

async function signInWith(page: Page, button: string, t: (typeof LANGUAGES)[number]['t'], email: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.first, { exact: true }).fill('Malee');
  await dialog.getByLabel(t.last, { exact: true }).fill('Srisuk');
  await dialog.getByRole('button', { name: t.go }).click();
}

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`social login (${locale})`, () => {
    test(`a first Facebook login finishes on /register/social and returns where the shopper was going; the next one logs straight in${screenTag(locale)}`, async ({
      page,
    }) => {
      test.slow(); // two sign-ins and a registration
      const email = newEmail();
      await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/my-account`)}`);
      await signInWith(page, t.facebook, t, email);
      await expect(page).toHaveURL(new RegExp(`${prefix}/register/social`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.finish);
      await expect(page.getByLabel(t.first, { exact: true })).toHaveValue('Malee');
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
      await page.getByLabel(t.phone, { exact: true }).fill('0891234567');
      await page.getByLabel(t.consent).check();
      await page.getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account$`));
      await expect(page.getByTestId('account-page')).toContainText(email);

      await page.context().clearCookies();
      await page.goto(`${prefix}/login`);
      await signInWith(page, t.facebook, t, email);
      await expect(page).not.toHaveURL(/\/(login|register)/);
    });

    test('/register/social without a social login goes home', async ({ page }) => {
      await page.goto(`${prefix}/register/social`);
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
    });
  });
}

test('the test sign-in closed with Escape or Cancel gives the focus back to the button that opened it', async ({ page }) => {
  await page.goto('/en/login');
  const facebook = page.getByRole('button', { name: 'Continue with Facebook' });
  await facebook.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(facebook).toBeFocused();

  const apple = page.getByRole('button', { name: 'Continue with Apple' });
  await apple.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(apple).toBeFocused();
});
