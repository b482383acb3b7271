import { expect, type Page, test } from '@playwright/test';
import { activeCustomer, uniqueEmail } from './account';

// The shop asks for reCAPTCHA only when it has keys; the test server has none, so the browser is told it has
// (GET /customer/api/captcha) and reCAPTCHA's script is a stand-in served on the shop's own origin. The server's
// verification of the token is tested over HTTP (tests/api/account-captcha.test.ts).
const SCRIPT = '/recaptcha-stand-in/api.js';

/** A grecaptcha v3 that hands out `human:{action}` and counts what it was asked for. */
const STAND_IN = `window.grecaptcha = {
  ready: (callback) => callback(),
  execute: (key, { action }) => { window.captchaActions = [...(window.captchaActions ?? []), action]; return Promise.resolve('human:' + action); },
  render: () => 0,
};`;

/** Turns the captcha on for this page; answers how many times the script was fetched. */
async function withCaptcha(page: Page, origin: string, script: 'served' | 'unreachable') {
  const fetched = { count: 0 };
  await page.route('**/customer/api/captcha', (route) =>
    route.fulfill({ json: { data: { siteKey: 'stand-in-site-key', version: 3, scriptUrl: `${origin}${SCRIPT}` } } }),
  );
  await page.route(`**${SCRIPT}*`, (route) => {
    fetched.count += 1;
    return script === 'served' ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN }) : route.abort('connectionrefused');
  });
  return fetched;
}

const TEXTS = {
  th: {
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    email: 'อีเมล',
    phone: 'เบอร์โทรศัพท์มือถือ',
    password: 'รหัสผ่าน',
    confirm: 'ยืนยันรหัสผ่าน',
    consent: 'ฉันยอมรับเงื่อนไขการขายและนโยบายการคืนเงิน และนโยบายความเป็นส่วนตัว',
    create: 'สร้างบัญชี',
    checkEmail: 'ตรวจสอบอีเมลของคุณ',
    cannotStart: 'ระบบยืนยันว่าไม่ใช่โปรแกรมอัตโนมัติเริ่มทำงานไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Mobile phone',
    password: 'Password',
    confirm: 'Confirm password',
    consent: 'I accept the terms of sale and refund policy and the privacy policy',
    create: 'Create account',
    checkEmail: 'Check your email',
    cannotStart: 'The robot check could not start. Check your connection and try again.',
  },
} as const;

const PASSWORD = 'Newcomer#2026';

async function fillRegistration(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS]) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(t.firstName).fill('Somchai');
  await field(t.lastName).fill('Jaidee');
  await field(t.email).fill(uniqueEmail('captcha'));
  await field(t.phone).fill('0812345678');
  await field(t.password).fill(PASSWORD);
  await field(t.confirm).fill(PASSWORD);
  await page.getByLabel(t.consent).check();
}

test('register: reCAPTCHA loads only when the form is sent, and its token goes with the registration @phone', async ({ page, baseURL }) => {
  const t = TEXTS.th;
  const fetched = await withCaptcha(page, baseURL!, 'served');
  await page.goto('/register');
  await fillRegistration(page, t);
  expect(fetched.count, 'the script waits for the submit').toBe(0);

  const sent = page.waitForRequest((request) => request.url().endsWith('/customer/api/register') && request.method() === 'POST');
  await page.getByRole('button', { name: t.create }).click();
  expect((await sent).postDataJSON()).toMatchObject({ captchaToken: 'human:register' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkEmail);
  expect(fetched.count).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { captchaActions: string[] }).captchaActions)).toEqual(['register']);
});

test('register: when reCAPTCHA cannot load, the form says so and nothing is sent', async ({ page, baseURL }) => {
  const t = TEXTS.en;
  await withCaptcha(page, baseURL!, 'unreachable');
  await page.goto('/en/register');
  let registrations = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/customer/api/register')) registrations += 1;
  });
  await fillRegistration(page, t);
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.cannotStart })).toBeVisible();
  expect(registrations).toBe(0);
  await expect(page.getByRole('button', { name: t.create })).toBeEnabled();
});

test('login: when the server asks for reCAPTCHA after failed logins, the login is sent again with a token @phone', async ({ page, request, baseURL }) => {
  const { email, password } = await activeCustomer(request);
  const fetched = await withCaptcha(page, baseURL!, 'served');
  const tokens: (string | undefined)[] = [];
  await page.route('**/authen/api/auth/login', async (route) => {
    const { captchaToken } = route.request().postDataJSON() as { captchaToken?: string };
    tokens.push(captchaToken);
    // what the server answers once an account has had its failed logins
    if (!captchaToken) return route.fulfill({ status: 400, json: { code: 'CAPTCHA_REQUIRED', message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' } });
    return route.continue();
  });
  await page.goto('/login');
  expect(fetched.count, 'no script before it is needed').toBe(0);
  await page.getByLabel(/อีเมล/).fill(email);
  await page.getByLabel(/รหัสผ่าน/).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('account-link')).toContainText('สวัสดี');
  expect(tokens).toEqual([undefined, 'human:login']);
});
