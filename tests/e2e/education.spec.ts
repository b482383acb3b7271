import { expect, type Page, test } from '@playwright/test';
import { activeCustomer } from './account';
import { product } from './api';
import { bagWith } from './bag';
import { formatBaht, screenTag } from './languages';
import { holdSession, logIn } from './logged-in';

const SHOPS = [
  {
    locale: 'th',
    prefix: '',
    login: { email: 'อีเมล', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' },
    text: {
      institution: 'สถาบันการศึกษาของคุณ',
      code: 'รหัสสิทธิ์การศึกษา',
      apply: 'ใช้รหัส',
      remove: 'ลบรหัส',
      chula: 'จุฬาลงกรณ์มหาวิทยาลัย',
      families: ['Mac ในราคาเพื่อการศึกษา', 'iPad ในราคาเพื่อการศึกษา', 'อุปกรณ์เสริม ในราคาเพื่อการศึกษา'],
      loginFirst: 'เข้าสู่ระบบเพื่อใช้รหัสสิทธิ์การศึกษา',
      mainMenu: 'เมนูหลัก',
      sale: 'ราคาพิเศษ',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    login: { email: 'Email', password: 'Password', submit: 'Log in' },
    text: {
      institution: 'Your institution',
      code: 'Education code',
      apply: 'Apply code',
      remove: 'Remove code',
      chula: 'Chulalongkorn University',
      families: ['Mac at education prices', 'iPad at education prices', 'Accessories at education prices'],
      loginFirst: 'Log in to use an education code',
      mainMenu: 'Main menu',
      sale: 'Sale price',
    },
  },
] as const;

type Shop = (typeof SHOPS)[number];

/** A bag holding an iPad whose education price is below what it sells for, made through the cart API. */
async function bagWithEducationIpad(page: Page, request: Parameters<typeof product>[0]) {
  const saves = (v: { stock: number; price: number; specialPrice: number | null; educationPrice: number | null }) =>
    v.stock > 0 && v.educationPrice !== null && v.educationPrice < (v.specialPrice ?? v.price);
  const variant = (await product(request, 'th', 'ipad', (d) => d.variants.some(saves))).variants.find(saves)!;
  await bagWith(request, page.context(), [{ productId: variant.productId, quantity: 1 }]);
  return variant;
}

/** Picks the institution in the combobox by keyboard: typed text, then the first match with the arrow key and Enter. */
async function chooseInstitution(page: Page, shop: Shop, typed: string) {
  const box = page.getByRole('combobox', { name: shop.text.institution });
  await box.fill(typed);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(shop.text.chula);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box.press('Enter');
  await expect(box).toHaveValue(shop.text.chula);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

for (const shop of SHOPS) {
  test(`a student finds their university on the education page, applies its code there and the bag shows it (${shop.locale})${screenTag(shop.locale)}`, async ({
    page,
    request,
  }) => {
    await holdSession(page.context(), await logIn(request, await activeCustomer(request)));
    const variant = await bagWithEducationIpad(page, request);
    await page.goto(`${shop.prefix}/education`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('education-family').first().getByTestId('education-price').first()).toBeVisible();
    await expect(page.getByTestId('education-family').getByRole('heading', { level: 2 })).toHaveText(shop.text.families);

    const form = page.getByTestId('education-code');
    const box = form.getByRole('combobox', { name: shop.text.institution });
    // a district in English, and nothing found for nonsense, said in words
    await box.fill('pathum wan');
    await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(shop.text.chula) })).toBeVisible();
    await box.fill('zzzz');
    await expect(form.getByTestId('institution-no-match')).toContainText('zzzz');
    // part of the Thai name, in either language
    await chooseInstitution(page, shop, 'จุฬาลง');
    await form.getByLabel(shop.text.code).fill('cu-edu-2026');
    // by the keyboard: the form gives way to the applied code, and the focus stays in the panel, on its heading
    await form.getByRole('button', { name: shop.text.apply }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByTestId('education-code-applied')).toContainText('CU-EDU-2026');
    await expect(form.getByTestId('education-code-applied')).toContainText(shop.text.chula);
    await expect(form.getByRole('heading', { level: 2 })).toBeFocused();

    await form.getByTestId('education-bag-link').click();
    await expect(page).toHaveURL(new RegExp(`${shop.prefix}/cart$`));
    await expect(page.getByTestId('education-code')).toContainText('CU-EDU-2026');
    await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(variant.educationPrice!));
    await page.getByTestId('education-code').getByRole('button', { name: shop.text.remove }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(variant.specialPrice ?? variant.price));
    await expect(page.getByTestId('education-code').getByRole('combobox', { name: shop.text.institution })).toBeVisible();
    await expect(page.getByTestId('education-code').getByRole('heading', { level: 2 })).toBeFocused();
  });
}

interface ListedModel {
  productName: string;
  priceRangeMin: number;
  priceRangeMax: number;
  standardPriceMin: number;
  isSpecialPrice: boolean;
  eduPriceRange: { min: number; max: number } | null;
}

for (const shop of SHOPS) {
  test(`the education page sets a model on sale against its sale price, not its regular one (${shop.locale})${screenTag(shop.locale)}`, async ({
    page,
    request,
  }) => {
    const listed = (await (await request.get('/pim/api/products?category=ipad', { headers: { 'accept-language': shop.locale } })).json()) as {
      data: { items: ListedModel[] };
    };
    const onSale = listed.data.items.find(
      (item) => item.isSpecialPrice && item.eduPriceRange && item.eduPriceRange.min < item.priceRangeMin && item.priceRangeMin < item.standardPriceMin,
    )!;
    await page.goto(`${shop.prefix}/ustore`);
    const card = page.getByTestId('education-product').filter({ has: page.getByRole('heading', { name: onSale.productName, exact: true }) });
    await expect(card.getByTestId('price-without-code')).toContainText(`${shop.text.sale} ${formatBaht(onSale.priceRangeMin)}`);
    await expect(card.getByTestId('price-without-code')).not.toContainText(formatBaht(onSale.standardPriceMin));
  });
}

test('a guest is asked to log in before applying a code and comes back to the page to apply it @phone', async ({ page, request }) => {
  const shop = SHOPS[0];
  const { email, password } = await activeCustomer(request);
  await page.goto('/education-k12?from=k12');
  const form = page.getByTestId('education-code');
  await expect(form.getByRole('combobox')).toHaveCount(0);
  await form.getByRole('link', { name: shop.text.loginFirst }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel(shop.login.email).fill(email);
  await page.getByLabel(shop.login.password).fill(password);
  await page.getByRole('button', { name: shop.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/education-k12\?from=k12$/);
  await chooseInstitution(page, shop, 'chulalongkorn');
  await form.getByLabel(shop.text.code).fill('CU-EDU-2026');
  await form.getByRole('button', { name: shop.text.apply }).click();
  await expect(form.getByTestId('education-code-applied')).toContainText('CU-EDU-2026');
});

for (const shop of SHOPS) {
  test(`each education page has its layout's logo, and /home stays in the header where the spec keeps it (${shop.locale})`, async ({ page }) => {
    const LOGO = [
      ['/education', '/home', false],
      ['/k-12', '/k-12', true],
      ['/education-k12', '/k-12', false],
      ['/education-for-university', '/education-for-university', true],
      ['/ustore', '/education-for-university', false],
      ['/education-k12-detail', '/k-12', false],
    ] as const;
    for (const [path, logo, keepsHome] of LOGO) {
      await page.goto(`${shop.prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('logo')).toHaveAttribute('href', `${shop.prefix}${logo}`);
      const nav = page.getByRole('navigation', { name: shop.text.mainMenu });
      await expect(nav.getByRole('link').first()).toBeVisible();
      await expect(nav.locator(`a[href="${shop.prefix}/home"]`)).toHaveCount(keepsHome ? 1 : 0);
    }
    // the terms page, which the K-12 pages link to, offers no link to itself
    await expect(page.getByRole('main').locator(`a[href="${shop.prefix}/education-k12-detail"]`)).toHaveCount(0);
  });
}

/** The first row of cards on /en/ustore, on a phone, where it scrolls sideways. */
async function firstSidewaysRow(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/ustore');
  return page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link') })
    .first();
}

test('on a phone, a card of a sideways row that the keyboard reaches is shown whole @phone-only', async ({ page }) => {
  const row = await firstSidewaysRow(page);
  await row.getByRole('link').first().focus();
  for (let i = 1; i < 4; i++) {
    await page.keyboard.press('Tab');
    const item = row.getByRole('listitem').nth(i);
    await expect(item.getByRole('link').first()).toBeFocused();
    await expect(async () => {
      const [box, shown] = await Promise.all([item.boundingBox(), row.boundingBox()]);
      expect(box!.x).toBeGreaterThanOrEqual(shown!.x - 1);
      expect(box!.x + box!.width).toBeLessThanOrEqual(shown!.x + shown!.width + 1);
    }).toPass();
  }
});

test('on a phone, pressing a card half in view leaves its row where it was @phone-only', async ({ page }) => {
  const row = await firstSidewaysRow(page);
  const second = row.getByRole('listitem').nth(1).getByRole('link').first();
  await second.scrollIntoViewIfNeeded();
  const [box, shown] = await Promise.all([second.boundingBox(), row.boundingBox()]);
  await page.mouse.move(box!.x + 10, box!.y + box!.height / 2);
  await page.mouse.down();
  await expect(second).toBeFocused();
  await page.waitForTimeout(300);
  expect(await row.evaluate((list) => list.scrollLeft)).toBe(0);
  expect((await second.boundingBox())!.x).toBeGreaterThan(shown!.x + shown!.width / 2);
});
