import { expect, type Page, test } from '@playwright/test';
import { activeCustomer } from './account';
import { pagePath, product } from './api';
import { formatBaht } from './languages';

const SHOPS = [
  {
    locale: 'th',
    prefix: '',
    login: { email: 'อีเมล', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' },
    text: { addToBag: 'เพิ่มลงถุง', institution: 'สถาบันการศึกษาของท่าน', code: 'รหัสสิทธิ์การศึกษา', apply: 'ใช้รหัส', remove: 'ลบรหัส', chula: 'จุฬาลงกรณ์มหาวิทยาลัย' },
  },
  {
    locale: 'en',
    prefix: '/en',
    login: { email: 'Email', password: 'Password', submit: 'Log in' },
    text: {
      addToBag: 'Add to bag',
      institution: 'Your institution',
      code: 'Education code',
      apply: 'Apply code',
      remove: 'Remove code',
      chula: 'Chulalongkorn University',
    },
  },
] as const;

type Shop = (typeof SHOPS)[number];

/** An iPad with an education price below what it sells for, put in the bag through its product page. */
async function addEducationIpad(page: Page, shop: Shop, request: Parameters<typeof product>[0]) {
  const saves = (v: { stock: number; price: number; specialPrice: number | null; educationPrice: number | null }) =>
    v.stock > 0 && v.educationPrice !== null && v.educationPrice < (v.specialPrice ?? v.price);
  const ipad = await product(request, shop.locale, 'ipad', (d) => d.variants.some(saves));
  const variant = ipad.variants.find(saves)!;
  await page.goto(pagePath(shop.prefix, ipad));
  await page.getByRole('button', { name: ipad.colours.find((c) => c.code === variant.colourCode)!.name }).click();
  if (variant.capacity) await page.getByRole('button', { name: variant.capacity, exact: true }).click();
  await page.getByRole('button', { name: shop.text.addToBag }).click();
  await expect(page.getByTestId('added')).toBeVisible();
  return variant;
}

for (const shop of SHOPS) {
  test(`a student applies an education code for their university and removes it (${shop.locale}) @phone`, async ({ page, request }) => {
    const { email, password } = await activeCustomer(request);
    await page.goto(`${shop.prefix}/login`);
    await page.getByLabel(shop.login.email).fill(email);
    await page.getByLabel(shop.login.password).fill(password);
    await page.getByRole('button', { name: shop.login.submit, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    const variant = await addEducationIpad(page, shop, request);
    await page.goto(`${shop.prefix}/cart`);
    const unit = variant.specialPrice ?? variant.price;
    await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(unit));

    const form = page.getByTestId('education-code');
    await form.getByLabel(shop.text.institution).selectOption({ label: shop.text.chula });
    await form.getByLabel(shop.text.code).fill('cu-edu-2026');
    await form.getByRole('button', { name: shop.text.apply }).click();
    await expect(form).toContainText('CU-EDU-2026');
    await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(variant.educationPrice!));
    await expect(page.getByTestId('total-discount')).toHaveText(`-${formatBaht(unit - variant.educationPrice!)}`);

    await page.reload();
    await expect(page.getByTestId('education-code')).toContainText('CU-EDU-2026');
    await page.getByTestId('education-code').getByRole('button', { name: shop.text.remove }).click();
    await expect(page.getByTestId('total-payable')).toHaveText(formatBaht(unit));
    await expect(page.getByTestId('education-code').getByLabel(shop.text.code)).toBeVisible();
  });
}

test('a guest who applies an education code is asked to log in', async ({ page, request }) => {
  await addEducationIpad(page, SHOPS[0], request);
  await page.goto('/cart');
  const form = page.getByTestId('education-code');
  await form.getByLabel(SHOPS[0].text.institution).selectOption({ label: SHOPS[0].text.chula });
  await form.getByLabel(SHOPS[0].text.code).fill('CU-EDU-2026');
  await form.getByRole('button', { name: SHOPS[0].text.apply }).click();
  await expect(page.getByTestId('error-message')).toHaveText('กรุณาเข้าสู่ระบบ');
});
