import { expect, type Page, test } from '@playwright/test';
import { activationToken, resetToken } from '../dev-mailbox.ts';
import { activeCustomer, fromMailbox, uniqueEmail } from './account';
import { holdSession, sharedSession } from './logged-in';
import { bagWith, sampleBag } from './bag';
import { screenTag } from './languages';
import { axe } from './axe';

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      firstName: 'ชื่อ',
      lastName: 'นามสกุล',
      email: 'อีเมล',
      phone: 'เบอร์โทรศัพท์มือถือ',
      nationalId: 'เลขบัตรประชาชน (ไม่บังคับ)',
      password: 'รหัสผ่าน',
      confirm: 'ยืนยันรหัสผ่าน',
      consent: 'ฉันยอมรับเงื่อนไขการขายและนโยบายการคืนเงิน และนโยบายความเป็นส่วนตัว',
      create: 'สร้างบัญชี',
      required: [
        'กรุณากรอกชื่อ',
        'กรุณากรอกนามสกุล',
        'กรุณากรอกอีเมล',
        'กรุณากรอกเบอร์โทรศัพท์มือถือ',
        'กรุณากรอกรหัสผ่าน',
        'กรุณากรอกยืนยันรหัสผ่าน',
        'กรุณายอมรับเงื่อนไขการขายและนโยบายการคืนเงิน และนโยบายความเป็นส่วนตัว',
      ],
      badEmail: 'อีเมลของท่านไม่ถูกต้อง',
      badPhone: 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง',
      badId: 'เลขบัตรประชาชนของท่านไม่ถูกต้อง',
      badName: 'กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น',
      weak: /^รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร/,
      mismatch: 'รหัสผ่านไม่ตรงกัน',
      confirmRequired: 'กรุณากรอกยืนยันรหัสผ่าน',
      checkEmail: 'ตรวจสอบอีเมลของคุณ',
      ready: 'บัญชีของคุณพร้อมใช้งานแล้ว',
      cannotActivate: 'ลิงก์นี้ใช้เปิดใช้งานบัญชีไม่ได้',
      forgot: 'ลืมรหัสผ่าน?',
      sendLink: 'ส่งลิงก์',
      newPassword: 'รหัสผ่านใหม่',
      changePassword: 'เปลี่ยนรหัสผ่าน',
      changed: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
      logIn: 'เข้าสู่ระบบ',
      createAccount: 'สร้างบัญชีใหม่',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Mobile phone',
      nationalId: 'National ID number (optional)',
      password: 'Password',
      confirm: 'Confirm password',
      consent: 'I accept the terms of sale and refund policy and the privacy policy',
      create: 'Create account',
      required: [
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your email address',
        'Please enter your mobile phone number',
        'Please enter your password',
        'Please enter your password confirmation',
        'Please accept the terms of sale and refund policy and the privacy policy',
      ],
      badEmail: 'Your email address is not valid',
      badPhone: 'Your phone number is not valid',
      badId: 'Your national ID number is not valid',
      badName: 'Please use Thai or English letters only',
      weak: /^Your password needs at least 8 characters/,
      mismatch: 'The passwords do not match',
      confirmRequired: 'Please enter your password confirmation',
      checkEmail: 'Check your email',
      ready: 'Your account is ready',
      cannotActivate: 'This link cannot activate an account',
      forgot: 'Forgot your password?',
      sendLink: 'Send the link',
      newPassword: 'New password',
      changePassword: 'Change password',
      changed: 'Your password is changed',
      logIn: 'Log in',
      createAccount: 'Create an account',
    },
  },
] as const;

const newEmail = () => uniqueEmail('new');
const PASSWORD = 'Newcomer#2026';

const logIn = async (page: Page, prefix: string, email: string, password: string) => {
  await page.goto(`${prefix}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login/);
};

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`register (${locale})`, () => {
    test(`every rule shows its message under its field, the first wrong field takes focus, then the account is made${screenTag(locale)}`, async ({ page }) => {
      // many steps, each waiting on the form: a busy machine takes most of the default 30 s
      test.slow();
      await page.goto(`${prefix}/register`);
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await page.getByRole('button', { name: t.create }).click();
      await expect(field(t.firstName)).toBeFocused();
      for (const message of t.required) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      await expect(field(t.firstName)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(t.firstName)).toHaveAccessibleDescription(t.required[0]);

      await field(t.firstName).fill('Somchai1');
      await field(t.lastName).fill('ใจดี');
      await field(t.email).fill('somchai+shop@gmail.com');
      await field(t.phone).fill('812345678');
      await field(t.nationalId).fill('1234567890123');
      await field(t.password).fill('weakpass');
      await field(t.confirm).fill('weakpass');
      await field(t.confirm).blur();
      await expect(page.getByTestId('firstName-error')).toHaveText(t.badName);
      await expect(page.getByTestId('email-error')).toHaveText(t.badEmail);
      await expect(page.getByTestId('phone-error')).toHaveText(t.badPhone);
      await expect(page.getByTestId('nationalId-error')).toHaveText(t.badId);
      await expect(page.getByTestId('password-error')).toHaveText(t.weak);
      // the rule, also the field's hint, is said once
      await expect(page.getByText(t.weak)).toHaveCount(1);
      expect((await axe(page).include('main').analyze()).violations).toEqual([]);

      // a number typed with dashes, as Thai numbers are written, keeps its digits and is right
      await field(t.phone).fill('081-234-5678');
      await expect(field(t.phone)).toHaveValue('0812345678');
      await expect(page.getByTestId('phone-error')).toHaveCount(0);

      await field(t.password).fill(PASSWORD);
      await field(t.confirm).fill(`${PASSWORD}x`);
      await field(t.confirm).blur();
      await expect(page.getByTestId('confirmPassword-error')).toHaveText(t.mismatch);
      // the password changed to match the confirmation: the mismatch goes, and comes back when they differ again
      await field(t.password).fill(`${PASSWORD}x`);
      await expect(page.getByTestId('confirmPassword-error')).toHaveCount(0);
      await expect(field(t.confirm)).not.toHaveAttribute('aria-invalid', 'true');
      await field(t.password).fill(PASSWORD);
      await expect(page.getByTestId('confirmPassword-error')).toHaveText(t.mismatch);

      const email = newEmail();
      await field(t.firstName).fill('Somchai');
      await field(t.email).fill(email);
      await field(t.phone).fill('0812345678');
      await field(t.nationalId).fill('1101700230708');
      await field(t.confirm).fill(PASSWORD);
      await page.getByLabel(t.consent).check();
      await page.getByRole('button', { name: t.create }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkEmail);
      await expect(page.getByTestId('register-done')).toContainText(email);

      const token = await fromMailbox(page.request, (mailbox) => activationToken(mailbox, email));
      await page.goto(`${prefix}/activate-account?token=${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.ready);
      await logIn(page, prefix, email, PASSWORD);
      await page.goto(`${prefix}/my-account`);
      await expect(page.getByTestId('account-page')).toContainText(email);
    });

    test('a guest sent from the checkout to log in who creates an account instead is taken back to the checkout by the login after it', async ({ page }) => {
      test.slow();
      await bagWith(page.request, page.context(), await sampleBag(page.request));
      await page.goto(`${prefix}/checkout`);
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await page.getByRole('link', { name: t.createAccount }).click();
      await expect(page).toHaveURL(/\/register\?redirect=[^&]*checkout/);
      const field = (label: string) => page.getByLabel(label, { exact: true });
      const email = newEmail();
      await field(t.firstName).fill('Somchai');
      await field(t.lastName).fill('Jaidee');
      await field(t.email).fill(email);
      await field(t.phone).fill('0812345678');
      await field(t.password).fill(PASSWORD);
      await field(t.confirm).fill(PASSWORD);
      await page.getByLabel(t.consent).check();
      await page.getByRole('button', { name: t.create }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkEmail);
      expect((await axe(page).include('main').analyze()).violations).toEqual([]);

      // the mailed link opens in another tab; the shopper comes back to this one to log in
      const token = await fromMailbox(page.request, (mailbox) => activationToken(mailbox, email));
      const mailTab = await page.context().newPage();
      await mailTab.goto(`${prefix}/activate-account?token=${token}`);
      await expect(mailTab.getByRole('heading', { level: 1 })).toHaveText(t.ready);
      await mailTab.close();
      await page.getByTestId('register-done').getByRole('link', { name: t.logIn }).click();
      await page.locator('input[type=email]').fill(email);
      await page.locator('input[type=password]').fill(PASSWORD);
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await expect(page.getByTestId('place-order')).toBeVisible();
    });

    test(`a tap on the consent right after a wrong confirmation ticks it: the error waits until the tap has landed${screenTag(locale)}`, async ({ page }) => {
      await page.goto(`${prefix}/register`);
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(t.confirm, { exact: true }).fill(`${PASSWORD}x`);
      // leaving the field for the checkbox below it shows the error above the checkbox
      const consent = page.getByLabel(t.consent);
      if (page.viewportSize()!.width < 1024) await consent.tap();
      else await consent.click();
      await expect(page.getByTestId('confirmPassword-error')).toHaveText(t.mismatch);
      await expect(consent).toBeChecked();
    });

    test('a used activation link says so and offers a new one', async ({ page, request }) => {
      await activeCustomer(request);
      await page.goto(`${prefix}/activate-account?token=${'x'.repeat(43)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cannotActivate);
      await page.getByLabel(t.email, { exact: true }).fill(newEmail());
      await page.getByRole('button', { name: t.sendLink }).click();
      // the form is gone: the message has the focus, not the start of the page
      await expect(page.getByTestId('activate-account').getByRole('status')).toBeFocused();
    });

    test("the server's refusal of a field shows under that field, which takes focus", async ({ page }) => {
      await page.route('**/customer/api/register', (route) => route.fulfill({ status: 400, json: { code: 'INVALID_PHONE', message: t.badPhone } }));
      await page.goto(`${prefix}/register`);
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field(t.firstName).fill('Somchai');
      await field(t.lastName).fill('Jaidee');
      await field(t.email).fill(newEmail());
      await field(t.phone).fill('0812345678');
      await field(t.password).fill(PASSWORD);
      await field(t.confirm).fill(PASSWORD);
      await page.getByLabel(t.consent).check();
      await page.getByRole('button', { name: t.create }).click();
      await expect(page.getByTestId('phone-error')).toHaveText(t.badPhone);
      await expect(field(t.phone)).toBeFocused();
    });

    test('the consent opens the terms of sale and the privacy policy in a new tab, keeping the form', async ({ page, context }) => {
      await page.goto(`${prefix}/register`);
      const consent = page
        .getByRole('main')
        .locator('label')
        .filter({ has: page.getByRole('link') });
      await expect(consent).toHaveText(t.consent);
      await page.getByLabel(t.firstName, { exact: true }).fill('Somchai');
      const [terms] = await Promise.all([context.waitForEvent('page'), consent.getByRole('link').first().click()]);
      await expect(terms).toHaveURL(new RegExp(`${prefix}/online-refund-policy$`));
      await expect(consent.getByRole('link').last()).toHaveAttribute('href', `${prefix}/private-policy`);
      // the form is as it was: the link neither ticked the consent nor left the page
      await expect(page.getByLabel(t.consent)).not.toBeChecked();
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Somchai');
    });

    test('forgot password: the mailed link sets a new password, which logs in', async ({ page, request }) => {
      const { email } = await activeCustomer(request);
      await page.goto(`${prefix}/login`);
      await page.getByRole('link', { name: t.forgot }).click();
      // the login form has an email field too: fill the one of the page the link opened
      await expect(page.getByRole('heading', { level: 1, name: t.forgot })).toBeVisible();
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByRole('button', { name: t.sendLink }).click();
      await expect(page.getByRole('status')).toBeFocused();

      const token = await fromMailbox(request, (mailbox) => resetToken(mailbox, email));
      await page.goto(`${prefix}/reset-password?token=${token}`);
      await page.getByLabel(t.newPassword, { exact: true }).fill('Renewed#2026');
      // the password typed once is not taken: a typo in it would lock the shopper out
      await page.getByRole('button', { name: t.changePassword }).click();
      await expect(page.getByTestId('confirmPassword-error')).toHaveText(t.confirmRequired);
      await page.getByLabel(t.confirm, { exact: true }).fill('Renewed#2026');
      await page.getByRole('button', { name: t.changePassword }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.changed);

      // the used link says so as it opens, and offers a new one
      await page.goto(`${prefix}/reset-password?token=${token}`);
      const invalid = page.getByTestId('reset-link-invalid');
      await expect(invalid.getByRole('alert')).toHaveText(
        locale === 'th' ? 'ลิงก์นี้ไม่ถูกต้อง ถูกใช้ไปแล้ว หรือหมดอายุแล้ว' : 'This link is not valid, was already used or has expired',
      );
      await invalid.getByRole('link', { name: locale === 'th' ? 'ขอลิงก์ใหม่' : 'Ask for a new link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.forgot })).toBeVisible();
      await logIn(page, prefix, email, 'Renewed#2026');
    });
  });
}

test('a reset link opened in a browser logged in to an account sets the password, as it does for a guest @phone-only', async ({ page, request }) => {
  const { email } = await activeCustomer(request);
  expect((await request.post('/customer/api/forgot-password', { data: { username: email } })).ok()).toBe(true);
  const token = await fromMailbox(request, (mailbox) => resetToken(mailbox, email));
  await holdSession(page.context(), await sharedSession(request));
  await page.goto(`/reset-password?token=${token}`);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Renewed#2026');
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('Renewed#2026');
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
});

test('switching language keeps what the shopper typed, and the errors shown speak the new language', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('ชื่อ', { exact: true }).fill('Somchai');
  await page.getByLabel('อีเมล', { exact: true }).fill('somchai@');
  await page.getByLabel('รหัสผ่าน', { exact: true }).focus();
  await expect(page.getByTestId('email-error')).toHaveText('อีเมลของท่านไม่ถูกต้อง');
  await page.getByRole('contentinfo').getByLabel('ภาษา').selectOption('en');
  await expect(page).toHaveURL(/\/en\/register$/);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Somchai');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('somchai@');
  await expect(page.getByTestId('email-error')).toHaveText('Your email address is not valid');
});
