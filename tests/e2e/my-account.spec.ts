import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { activeCustomer } from './account';
import { addAddress, newCustomer } from './addresses';
import { product } from './api';
import { formatBaht, MOMENT, screenTag } from './languages';
import { bearer, holdSession, logIn, type Session, sharedSession } from './logged-in';

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      welcome: (name: string) => `ยินดีต้อนรับ คุณ${name}`,
      accountMenu: 'บัญชีของฉัน',
      accountDetails: 'ข้อมูลบัญชี',
      notSubscribed: 'คุณไม่ได้รับข่าวสารจากเรา',
      noOrders: 'คุณยังไม่มีคำสั่งซื้อ',
      order: (id: string) => `คำสั่งซื้อ ${id}`,
      awaitingPayment: 'รอชำระเงิน',
      firstName: 'ชื่อ',
      phone: 'เบอร์โทรศัพท์มือถือ',
      nationalId: 'เลขบัตรประชาชน (ไม่บังคับ)',
      removeNationalId: 'ลบเลขบัตรประชาชนที่บันทึกไว้',
      notGiven: 'ไม่ได้ระบุ',
      saveDetails: 'บันทึกข้อมูล',
      address: 'ที่อยู่',
      postcode: 'รหัสไปรษณีย์',
      saveAddress: 'บันทึกที่อยู่',
      addressSaved: 'บันทึกที่อยู่ของคุณแล้ว',
      saved: 'บันทึกข้อมูลของคุณแล้ว',
      badPhone: 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง',
      currentPassword: 'รหัสผ่านปัจจุบัน',
      newPassword: 'รหัสผ่านใหม่',
      confirmNew: 'ยืนยันรหัสผ่านใหม่',
      changePassword: 'เปลี่ยนรหัสผ่าน',
      wrongCurrent: 'รหัสผ่านเดิมไม่ถูกต้อง',
      passwordChanged: /^เปลี่ยนรหัสผ่านแล้ว/,
      newsletterBox: 'รับข่าวสารและข้อเสนอพิเศษทางอีเมล',
      save: 'บันทึก',
      subscribed: 'คุณรับข่าวสารจากเราที่',
      addToBag: 'เพิ่มลงถุง',
      closeBag: 'ปิดถุงช้อปปิ้ง',
      remove: 'ลบ',
      removed: 'นำออกจากรายการโปรดแล้ว',
      browse: 'เลือกชมสินค้า',
      yourPassword: 'รหัสผ่านของคุณ',
      cancelMembership: 'ยืนยันยกเลิกสมาชิก',
      wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
      cancelled: 'ยกเลิกสมาชิกเรียบร้อยแล้ว',
      logIn: 'เข้าสู่ระบบ',
      logOut: 'ออกจากระบบ',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      welcome: (name: string) => `Welcome, ${name}`,
      accountMenu: 'My account',
      accountDetails: 'Account details',
      notSubscribed: 'You do not receive our newsletter.',
      noOrders: 'You have not ordered anything yet.',
      order: (id: string) => `Order ${id}`,
      awaitingPayment: 'Awaiting payment',
      firstName: 'First name',
      phone: 'Mobile phone',
      nationalId: 'National ID number (optional)',
      removeNationalId: 'Remove the national ID number on file',
      notGiven: 'Not given',
      saveDetails: 'Save details',
      address: 'Address',
      postcode: 'Postcode',
      saveAddress: 'Save address',
      addressSaved: 'Your address is saved.',
      saved: 'Your details are saved.',
      badPhone: 'Your phone number is not valid',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmNew: 'Confirm new password',
      changePassword: 'Change password',
      wrongCurrent: 'Your current password is not correct',
      passwordChanged: /^Your password is changed/,
      newsletterBox: 'Send me news and offers by email',
      save: 'Save',
      subscribed: 'You receive our newsletter at',
      addToBag: 'Add to bag',
      closeBag: 'Close the bag',
      remove: 'Remove',
      removed: 'Removed from your wishlist',
      browse: 'Browse products',
      yourPassword: 'Your password',
      cancelMembership: 'Cancel my membership',
      wrongPassword: 'The password is not correct',
      cancelled: 'Your membership is cancelled',
      logIn: 'Log in',
      logOut: 'Log out',
    },
  },
] as const;

/** The account pages, after the language prefix. */
const ACCOUNT_PAGES = [
  '/my-account',
  '/my-account/account',
  '/my-account/account/edit',
  '/my-account/account/edit-address',
  '/my-account/newsletter-subscriptions',
  '/my-account/cancel-member',
  '/my-account/wish-list',
];

const NAME = { firstName: 'Somchai', lastName: 'Jaidee', phone: '0812345678' };

/** The shared customer's details as a test expects them at its start. */
async function resetProfile(request: APIRequestContext, session: Session) {
  const saved = await request.post('/customer/api/profile', { headers: bearer(session), data: { ...NAME, nationalId: '' } });
  expect(saved.ok()).toBe(true);
  expect((await request.put('/customer/api/subscription-flag', { headers: bearer(session), data: { subscription_flag: false } })).ok()).toBe(true);
}

/** An order placed through the API: the customer's default addresses, a bag with one accessory, checkout. */
async function placeOrder(request: APIRequestContext, session: Session) {
  const area = { subdistrict: 'คลองเตยเหนือ', district: 'วัฒนา', province: 'กรุงเทพมหานคร', postcode: '10110' };
  for (const [type, extra] of [
    ['shipping', {}],
    ['billing', { taxId: '0105536000313' }],
  ] as const) {
    const added = await request.post('/customer/api/profile/addresses', {
      headers: bearer(session),
      data: { type, ...NAME, address: '99/1 ถนนสุขุมวิท 21', ...area, ...extra, isDefault: true },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const accessory = await product(request, 'th', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 5));
  const sku = accessory.variants.find((v) => v.stock > 5)!;
  const created = await request.post('/cart/api/cart/create', { headers: bearer(session), data: { items: [{ productId: sku.productId, quantity: 1 }] } });
  const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
  const { version } = ((await (await request.get(`/cart/api/cart/${cartId}`, { headers: bearer(session) })).json()) as { data: { version: number } }).data;
  const placed = await request.post('/order/api/orders', {
    headers: { ...bearer(session), 'idempotency-key': `account-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
    data: { cartId, cartVersion: version },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { orderId: string } }).data.orderId;
}

/** The account menu: the side column on a desktop, the list under its button on a phone (opened first). */
async function accountMenu(page: Page, menuLabel: string) {
  const phoneMenu = page.getByTestId('account-nav-phone');
  if (!(await phoneMenu.isVisible())) return page.getByTestId('account-nav');
  await phoneMenu.getByText(menuLabel).click();
  return phoneMenu;
}

const logInThroughForm = async (page: Page, email: string, password: string, button: string) => {
  await page.getByLabel(/อีเมล|Email/).fill(email);
  await page.getByLabel(/รหัสผ่าน|Password/).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
};

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`my account (${locale})`, () => {
    test(`the dashboard shows the customer, the default addresses, the latest order and the newsletter; the menu leads on${screenTag(locale)}`, async ({
      page,
      request,
    }) => {
      const session = await sharedSession(request);
      await resetProfile(request, session);
      const orderId = await placeOrder(request, session);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.welcome('Somchai Jaidee'));
      await expect(page.getByTestId('dashboard-customer')).toContainText(session.email);
      await expect(page.getByTestId('dashboard-newsletter')).toContainText(t.notSubscribed);
      await expect(page.getByTestId('shipping-address').getByTestId('address-card')).toContainText('99/1 ถนนสุขุมวิท 21');
      await expect(page.getByTestId('billing-address').getByTestId('address-card')).toContainText('0105536000313');
      const latest = page.getByTestId('order-summary').first();
      await expect(latest).toContainText(t.order(orderId));
      await expect(latest).toContainText(t.awaitingPayment);
      await expect(latest.locator('time')).toHaveText(MOMENT[locale]);

      await (await accountMenu(page, t.accountMenu)).getByRole('link', { name: t.accountDetails, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/account$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.accountDetails);
      await expect(page.getByTestId('profile-first-name')).toHaveText('Somchai');
    });

    test('a bad phone is refused under its field; the details saved are shown, also after a reload', async ({ page, request }) => {
      const session = await sharedSession(request);
      await resetProfile(request, session);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/account/edit`);
      const phone = page.getByLabel(t.phone, { exact: true });
      await phone.fill('081234');
      await phone.blur();
      await expect(page.getByTestId('phone-error')).toHaveText(t.badPhone);
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: t.saveDetails }).click();
      await expect(phone).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/account/edit$`));

      await page.getByLabel(t.firstName, { exact: true }).fill('Somsak');
      await phone.fill('0898765432');
      await page.getByLabel(t.nationalId, { exact: true }).fill('1101700207030');
      await page.getByRole('button', { name: t.saveDetails }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/account$`));
      await expect(page.getByTestId('toast')).toHaveText(t.saved);
      for (const reloaded of [false, true]) {
        if (reloaded) await page.reload();
        await expect(page.getByTestId('profile-first-name')).toHaveText('Somsak');
        // the header greets the customer by the new name at once, not only after a reload
        await expect(page.getByTestId('account-link')).toContainText('Somsak');
        await expect(page.getByTestId('profile-phone')).toHaveText('089-876-5432');
        // only the last 4 digits of a national ID leave the server
        await expect(page.getByTestId('profile-national-id')).toHaveText('*********7030');
      }
    });

    test('a national ID on file can be removed', async ({ page, request }) => {
      const session = await sharedSession(request);
      await resetProfile(request, session);
      expect((await request.post('/customer/api/profile', { headers: bearer(session), data: { ...NAME, nationalId: '1101700207030' } })).ok()).toBe(true);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/account/edit`);
      await page.getByLabel(t.removeNationalId).check();
      await page.getByRole('button', { name: t.saveDetails }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/account$`));
      await expect(page.getByTestId('profile-national-id')).toHaveText(t.notGiven);
      const profile = (await (await request.get('/customer/api/profile', { headers: bearer(session) })).json()) as {
        data: { profile: { nationalId: string | null } };
      };
      expect(profile.data.profile.nationalId).toBeNull();
    });

    test('the profile address is changed with the Thai area picker and shown in the account details', async ({ page, request }) => {
      const session = await sharedSession(request);
      await holdSession(page.context(), session);
      const line = `${Date.now() % 100_000} Soi Sukhumvit 22`;

      await page.goto(`${prefix}/my-account/account`);
      await page.getByTestId('profile-address').locator('..').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/account/edit-address$`));
      await page.getByRole('textbox', { name: t.address, exact: true }).fill(line);
      // typed afresh (the address may have it already): the picker offers its places
      const postcode = page.getByRole('combobox', { name: t.postcode });
      await postcode.fill('');
      await postcode.fill('10110');
      await page.getByRole('listbox', { name: t.postcode }).getByRole('option').first().click();
      await page.getByRole('button', { name: t.saveAddress }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/account$`));
      await expect(page.getByTestId('toast')).toHaveText(t.addressSaved);
      await expect(page.getByTestId('profile-address')).toContainText(line);
      await expect(page.getByTestId('profile-address')).toContainText('10110');
    });

    test('the newsletter choice is saved and kept after a reload', async ({ page, request }) => {
      const session = await sharedSession(request);
      await resetProfile(request, session);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/newsletter-subscriptions`);
      const box = page.getByLabel(t.newsletterBox);
      await expect(box).not.toBeChecked();
      await box.check();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByTestId('form-alert')).toHaveAttribute('data-status', 'success');
      await page.reload();
      await expect(page.getByLabel(t.newsletterBox)).toBeChecked();
      await expect(page.getByTestId('newsletter-state')).toContainText(`${t.subscribed} ${session.email}`);

      await page.getByLabel(t.newsletterBox).uncheck();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByTestId('form-alert')).toHaveAttribute('data-status', 'success');
      await page.reload();
      await expect(page.getByLabel(t.newsletterBox)).not.toBeChecked();
    });

    test(`a wishlist product is shown, goes into the bag, and once removed the list says it is empty${screenTag(locale)}`, async ({ page, request }) => {
      const session = await sharedSession(request);
      const wishlist = async () =>
        ((await (await request.get('/customer/api/wishlist', { headers: bearer(session) })).json()) as { data: { items: { productId: number }[] } }).data.items;
      for (const { productId } of await wishlist()) await request.delete(`/customer/api/wishlist/${productId}`, { headers: bearer(session) });
      // Add to bag puts in the first variant in stock: one with room for this worker's earlier runs of the test, in the shared bag
      const wanted = await product(request, locale, 'ipad', (d) => (d.variants.find((v) => v.stock > 0)?.stock ?? 0) > 5);
      expect((await request.post('/customer/api/wishlist', { headers: bearer(session), data: { productIds: [wanted.productId] } })).ok()).toBe(true);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/wish-list`);
      const card = page.getByTestId('wish-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading')).toHaveText(wanted.productName);
      await expect(card.getByTestId('price')).toBeVisible();
      // the model's prices, and the one of the variant Add to bag puts in the bag
      const adds = wanted.variants.find((v) => v.stock > 0)!;
      await expect(card.getByTestId('wish-adds')).toContainText(formatBaht(adds.specialPrice ?? adds.price));
      await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', new RegExp(`\\?sku=${adds.productId}$`));

      await card.getByRole('button', { name: t.addToBag }).click();
      await expect(page.getByTestId('mini-cart')).toBeVisible();
      await expect(page.getByTestId('mini-cart-line').filter({ hasText: wanted.productName })).toHaveCount(1);
      await page.getByTestId('mini-cart').getByRole('button', { name: t.closeBag }).click();
      await expect(page.getByTestId('mini-cart')).toBeHidden();

      await card.getByRole('button', { name: t.remove }).focus();
      await page.keyboard.press('Enter');
      // said in the page's live region, as the heart's changes are
      await expect(page.getByTestId('favourite-alert')).toHaveText(t.removed);
      await expect(page.getByTestId('wishlist-empty')).toBeVisible();
      // the removed card's button is gone: the keyboard stays in the list, at its heading
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByTestId('wishlist-empty').getByRole('link', { name: t.browse })).toHaveAttribute('href', `${prefix}/products`);
      expect(await wishlist()).toEqual([]);
      // the server's list: still empty after a reload
      await page.reload();
      await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    });

    test('a guest on an account page logs in and comes back; the password is changed and the new one logs in', async ({ page, request }) => {
      const { email, password } = await activeCustomer(request);
      await page.goto(`${prefix}/my-account/account/edit`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${prefix}/my-account/account/edit`);
      await logInThroughForm(page, email, password, t.logIn);
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/account/edit$`));

      const form = page.getByTestId('change-password');
      await form.getByLabel(t.currentPassword, { exact: true }).fill('Not#myPassword1');
      await form.getByLabel(t.newPassword, { exact: true }).fill('Changed#2027');
      await form.getByLabel(t.confirmNew, { exact: true }).fill('Changed#2027');
      await form.getByRole('button', { name: t.changePassword }).click();
      await expect(page.getByTestId('oldPassword-error')).toHaveText(t.wrongCurrent);
      await expect(form.getByLabel(t.currentPassword, { exact: true })).toBeFocused();

      await form.getByLabel(t.currentPassword, { exact: true }).fill(password);
      await form.getByRole('button', { name: t.changePassword }).click();
      await expect(form.getByTestId('form-alert')).toHaveText(t.passwordChanged);
      await expect(form.getByLabel(t.newPassword, { exact: true })).toHaveValue('');

      // the one log out in sight: in the menu's column on a desktop, beside the menu's button on a phone
      await page.getByRole('button', { name: t.logOut }).click();
      await expect(page.getByTestId('login-link')).toBeVisible();

      await page.goto(`${prefix}/login`);
      await logInThroughForm(page, email, password, t.logIn);
      await expect(page.getByTestId('login-error')).not.toBeEmpty();
      await logInThroughForm(page, email, 'Changed#2027', t.logIn);
      await expect(page.getByTestId('account-link')).toBeVisible();
    });

    test('cancelling the membership: a wrong password is refused, the right one ends the session and says so', async ({ page, request }) => {
      const customer = await activeCustomer(request);
      const session = await logIn(request, customer);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/cancel-member`);
      const password = page.getByLabel(t.yourPassword, { exact: true });
      await password.fill('Wrong#pass1');
      await page.getByRole('button', { name: t.cancelMembership }).click();
      await expect(page.getByTestId('password-error')).toHaveText(t.wrongPassword);
      await expect(password).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/cancel-member$`));

      await password.fill(customer.password);
      await page.getByRole('button', { name: t.cancelMembership }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/membership-cancelled\\?at=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cancelled);
      await expect(page.getByTestId('membership-cancelled').locator('time')).toHaveText(MOMENT[locale]);
      await expect(page.getByTestId('login-link')).toBeVisible();

      // the session is over: the account pages want a login, and the old password no longer opens one
      await page.goto(`${prefix}/my-account`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
      expect((await request.get('/customer/api/profile', { headers: bearer(session) })).status()).toBe(401);
      expect((await request.post('/authen/api/auth/login', { data: { username: customer.email, password: customer.password } })).status()).toBe(401);
    });

    test('a guest on any account page is sent to log in, with the page to come back to', async ({ page }) => {
      for (const path of ACCOUNT_PAGES) {
        await page.goto(`${prefix}${path}`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${prefix}${path}`);
      }
    });
  });
}

test('the profile address reads in the language switched to, its place names with it', async ({ page }) => {
  const session = await newCustomer(page.request);
  await addAddress(page.request, session, 'billing');
  await holdSession(page.context(), session);
  await page.goto('/my-account/account');
  await expect(page.getByTestId('profile-address')).toContainText('คลองเตย');

  await page.getByRole('button', { name: /ภาษา/ }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/account$/);
  await expect(page.getByTestId('profile-address')).toContainText('Khlong Toei');
  await expect(page.getByTestId('profile-address')).not.toContainText('คลองเตย');
});

test('on a phone the account menu opens from the keyboard and Escape closes it, the focus back on its button @phone-only', async ({ page, request }) => {
  await holdSession(page.context(), await sharedSession(request));
  await page.goto('/my-account');
  const menu = page.getByTestId('account-nav-phone');
  const button = menu.locator('summary');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('navigation')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('navigation')).toBeHidden();
  await expect(button).toBeFocused();
});

test('the profile address page is titled for what it does: adding an address the customer has not, editing the one they have', async ({ page, request }) => {
  const session = await newCustomer(request);
  await holdSession(page.context(), session);
  await page.goto('/en/my-account/account/edit-address');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your address');
  await expect(page).toHaveTitle(/^Add your address \|/);
  await addAddress(request, session, 'billing');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit your address');
  await expect(page).toHaveTitle(/^Edit your address \|/);
});

test('a wishlist that cannot be read says so and is read again; so is a product whose details could not be', async ({ page, request }) => {
  const session = await logIn(request, await activeCustomer(request));
  const wanted = await product(request, 'th', 'ipad');
  expect((await request.post('/customer/api/wishlist', { headers: bearer(session), data: { productIds: [wanted.productId] } })).ok()).toBe(true);
  await holdSession(page.context(), session);

  await page.route('**/customer/api/wishlist', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
  await page.goto('/my-account/wish-list');
  await expect(page.getByTestId('wishlist-failed')).toContainText('ไม่สามารถโหลดรายการโปรดได้ กรุณาลองใหม่อีกครั้ง');
  await expect(page.getByTestId('wishlist-empty')).toHaveCount(0);
  await page.unroute('**/customer/api/wishlist');
  await page.route(`**/pim/api/products/${wanted.productId}`, (route) => route.abort('connectionrefused'));
  await page.getByTestId('wishlist-failed').getByRole('button', { name: 'ลองใหม่อีกครั้ง' }).click();
  const card = page.getByTestId('wish-card');
  await expect(card).toContainText('ไม่สามารถโหลดข้อมูลสินค้านี้ได้');
  await expect(card).not.toContainText('ไม่มีจำหน่ายแล้ว');
  await page.unroute(`**/pim/api/products/${wanted.productId}`);
  await card.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }).click();
  await expect(card.getByRole('heading')).toHaveText(wanted.productName);
});
