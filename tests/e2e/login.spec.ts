import { expect, test } from '@playwright/test';
import { activeCustomer, uniqueEmail } from './account';
import { product } from './api';
import { LANGUAGES, screenTag } from './languages';
import { bearer, holdSession, logIn } from './logged-in';
import { axe } from './axe';

const TEXT = {
  th: { login: 'เข้าสู่ระบบ', logout: 'ออกจากระบบ', welcome: 'ยินดีต้อนรับ', hi: 'สวัสดี' },
  en: { login: 'Log in', logout: 'Log out', welcome: 'Welcome', hi: 'Hi' },
} as const;

for (const { locale, prefix } of LANGUAGES) {
  const text = TEXT[locale];
  test.describe(`login (${locale})`, () => {
    test(`a guarded page sends a guest to login and back after logging in${screenTag(locale)}`, async ({ page, request }) => {
      const { email, password } = await activeCustomer(request);
      await page.goto(`${prefix}/my-account`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
      await page.getByLabel(/อีเมล|Email/).fill(email);
      await page.getByLabel(/รหัสผ่าน|Password/).fill(password);
      await page.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account$`));
      await expect(page.getByTestId('account-page')).toContainText(`${text.welcome}`);
      await expect(page.getByTestId('account-link')).toContainText(text.hi);
      // a desktop shows the greeting with the whole first name
      if (page.viewportSize()!.width >= 1024)
        expect(
          await page
            .getByTestId('account-link')
            .locator('span')
            .evaluate((greeting) => greeting.scrollWidth <= greeting.clientWidth),
        ).toBe(true);

      // the session survives a reload (session cookie), and the login page is for guests only
      await page.reload();
      await expect(page.getByTestId('account-page')).toBeVisible();
      await page.goto(`${prefix}/login`);
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${prefix}/?$`));

      await page.goto(`${prefix}/my-account`);
      await page.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/home$`));
      await expect(page.getByTestId('login-link')).toBeVisible();
    });

    test('a wrong password shows the error and keeps the shopper on the login page', async ({ page, request }) => {
      const { email } = await activeCustomer(request);
      await page.goto(`${prefix}/login`);
      await page.getByLabel(/อีเมล|Email/).fill(email);
      await page.getByLabel(/รหัสผ่าน|Password/).fill('Wrong#pass1');
      await page.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page.getByTestId('login-error')).not.toBeEmpty();
      // the keyboard's focus goes to the reason, not back to the start of the page
      await expect(page.getByTestId('login-error')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login`));
      // another email typed: the refusal was about the one before
      await page.getByLabel(/อีเมล|Email/).fill('somchai.a@');
      await expect(page.getByTestId('login-error')).toHaveCount(0);
    });

    test("the header's login link on the login page keeps the page to return to, and logging in goes there once", async ({ page, request }) => {
      const { email, password } = await activeCustomer(request);
      await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/iphone`)}`);
      await page.getByTestId('login-link').click();
      await page.getByTestId('account-menu').getByRole('link', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=${encodeURIComponent(`${prefix}/iphone`)}$`));
      // an older link that nests a login page in the redirect ends on the page inside it, not in a loop
      await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/iphone`)}`)}`);
      await page.getByLabel(/อีเมล|Email/).fill(email);
      await page.getByLabel(/รหัสผ่าน|Password/).fill(password);
      await page.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/iphone$`));
      const moves: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && moves.push(frame.url()));
      await page.waitForTimeout(1500);
      expect(moves).toEqual([]);
    });

    test('a redirect to another site is not followed', async ({ page, request }) => {
      const { email, password } = await activeCustomer(request);
      await page.goto(`${prefix}/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
      await page.getByLabel(/อีเมล|Email/).fill(email);
      await page.getByLabel(/รหัสผ่าน|Password/).fill(password);
      await page.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${prefix}/?$`));
    });

    test('a redirect to another site carried through the register page is not followed either', async ({ page, request }) => {
      const { email, password } = await activeCustomer(request);
      // a repeated parameter is not a path: the page shows as without one
      await page.goto(`${prefix}/register?redirect=a&redirect=b`);
      await expect(page.getByRole('main').getByRole('link', { name: text.login, exact: true })).toHaveAttribute('href', `${prefix}/login`);
      await page.goto(`${prefix}/register?redirect=${encodeURIComponent('//evil.example/steal')}`);
      await page.getByRole('main').getByRole('link', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      // the address changes before the login form replaces the register form, which has an email field too
      await expect(page.getByRole('main').getByRole('button', { name: text.login, exact: true })).toBeVisible();
      await page.getByLabel(/อีเมล|Email/).fill(email);
      await page.getByLabel(/รหัสผ่าน|Password/).fill(password);
      await page.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${prefix}/?$`));
    });
  });
}

test("a returning customer's session on a browser that keeps no bag shows the customer's bag @phone", async ({ page, request, isMobile }) => {
  const session = await logIn(request, await activeCustomer(request));
  const { productId } = (await product(request, 'th', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 5))).variants.find((v) => v.stock > 5)!;
  const created = await request.post('/cart/api/cart/create', { headers: bearer(session), data: { items: [{ productId, quantity: 2 }] } });
  expect(created.ok()).toBe(true);
  // a long first name: the greeting beside the desktop menu ends in … and the menu keeps one row
  const renamed = await request.post('/customer/api/profile', {
    headers: bearer(session),
    data: { firstName: 'เจ้าพระยาสุรศักดิ์มนตรี', lastName: 'ใจดี', phone: '0812345678' },
  });
  expect(renamed.ok()).toBe(true);
  await holdSession(page.context(), session);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  if (!isMobile) {
    const items = page.getByTestId('desktop-menu').locator(':scope > ul > li');
    const rows = await items.evaluateAll((lis) => new Set(lis.map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
  }
  expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBe(((await created.json()) as { data: { cartId: string } }).data.cartId);
});

test('an account not activated yet can have its link mailed again from the login form @phone', async ({ page, request }) => {
  const email = uniqueEmail('pending');
  const password = 'Shopper#2026';
  const registered = await request.post('/customer/api/register', {
    data: { email, password, confirmPassword: password, firstName: 'Somchai', lastName: 'Jaidee', phone: '0812345678', consent: true },
  });
  expect(registered.status()).toBe(201);
  const mails = async () =>
    ((await (await request.get('/dev/mailbox')).text()).match(new RegExp(`<b>To:</b> ${email.replaceAll('.', '\\.')} `, 'g')) ?? []).length;
  await expect.poll(mails).toBe(1);

  await page.goto('/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('บัญชีของท่านยังไม่ได้เปิดใช้งาน กรุณายืนยันอีเมลผ่านลิงก์ที่เราส่งให้ท่าน');
  await page.getByRole('button', { name: 'ส่งลิงก์อีกครั้ง' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ส่งลิงก์ใหม่ให้แล้ว' })).toBeVisible();
  await expect.poll(mails).toBe(2);

  // another email typed: neither the reason nor the resend, which would mail the wrong address, stays
  await page.getByLabel('อีเมล').fill(`other.${email}`);
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ส่งลิงก์อีกครั้ง' })).toHaveCount(0);
});

test('on a phone the links under the login form and the checkboxes of the register form are targets a thumb can hit @phone-only', async ({ page }) => {
  await page.goto('/login');
  for (const name of ['ลืมรหัสผ่าน?', 'สร้างบัญชีใหม่']) {
    const box = (await page.getByRole('main').getByRole('link', { name, exact: true }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await page.goto('/register');
  const checkboxes = page.getByRole('main').getByRole('checkbox');
  await expect(checkboxes.first()).toBeVisible();
  const boxes = await checkboxes.evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect()));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
});

test('a refused login says why in the language switched to, with what was typed kept', async ({ page, request }) => {
  const { email } = await activeCustomer(request);
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Not-the-password#1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('The email or password is incorrect');
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('th');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login$/);
  await expect(page.getByTestId('login-error')).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  await expect(page.getByLabel('อีเมล')).toHaveValue(email);
});

test('logging in on the way to checkout with an empty bag lands once on the bag', async ({ page, request }) => {
  const { email, password } = await activeCustomer(request);
  await page.goto('/en/checkout');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fcheckout$/);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/en\/cart$/);
  expect(addresses).toEqual(['/en/checkout', '/en/cart']);
});

test('tabbing past the empty login fields marks nothing; sending them empty says what is missing', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('username-error')).toHaveCount(0);
  await expect(page.getByTestId('password-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('username-error')).toBeVisible();
  await expect(page.getByTestId('password-error')).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByTestId('username-error')).toHaveCount(0);
});

test('a session that ended by itself is said so on the login page it leads to', async ({ page, context }) => {
  await context.addCookies([{ name: 'session', value: 'not-a-token|not-a-refresh-token', domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
  await page.goto('/my-account/account/edit');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByTestId('session-ended')).toHaveText('เซสชันของท่านหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง');
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test("a server fault while logging in reads as the shop's own text, not the fault's English", async ({ page }) => {
  await page.route('**/authen/api/auth/login', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  await page.goto('/login');
  await page.getByLabel('อีเมล').fill('someone@example.com');
  await page.getByLabel('รหัสผ่าน').fill('Whatever#123');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง');
});
