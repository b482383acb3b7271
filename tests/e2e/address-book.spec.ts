import { expect, type Page, test } from '@playwright/test';
import { activeCustomer } from './account';
import { addAddress, addressCount, newCustomer, VALID_TAX_ID } from './addresses';
import { product } from './api';
import { bearer, holdSession, type Session } from './logged-in';
import { screenTag } from './languages';
import { axe } from './axe';

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      title: 'สมุดที่อยู่',
      shipping: 'ที่อยู่จัดส่ง',
      billing: 'ที่อยู่สำหรับออกใบกำกับภาษี',
      others: 'ที่อยู่อื่น ๆ',
      addShipping: 'เพิ่มที่อยู่จัดส่ง',
      addBilling: 'เพิ่มที่อยู่สำหรับออกใบกำกับภาษี',
      addAddress: 'เพิ่มที่อยู่',
      editShipping: 'แก้ไขที่อยู่จัดส่ง',
      editOf: (name: string) => `แก้ไขที่อยู่ของ ${name}`,
      deleteOf: (name: string) => `ลบที่อยู่ของ ${name}`,
      deleteTitle: 'ลบที่อยู่',
      deleted: 'ลบที่อยู่แล้ว',
      confirmDelete: 'ลบที่อยู่',
      cancel: 'ยกเลิก',
      page: (n: number) => `หน้า ${n}`,
      pagesNav: 'หน้าของที่อยู่อื่น ๆ',
      phone: 'เบอร์โทรศัพท์มือถือ',
      company: 'ชื่อบริษัท (ไม่บังคับ)',
      taxId: 'เลขประจำตัวผู้เสียภาษี (ไม่บังคับ)',
      address: 'ที่อยู่',
      postcode: 'รหัสไปรษณีย์',
      subdistrict: 'แขวง/ตำบล',
      district: 'เขต/อำเภอ',
      province: 'จังหวัด',
      save: 'บันทึกที่อยู่',
      saveChanges: 'บันทึกการเปลี่ยนแปลง',
      badTaxId: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
      wrongDistrict: 'ไม่พบเขต/อำเภอนี้ในจังหวัดที่เลือก',
      login: 'เข้าสู่ระบบ',
      khlongTan: ['คลองตัน', 'คลองเตย', 'กรุงเทพมหานคร'],
      lookupFailed: 'ขณะนี้ค้นหาพื้นที่ไม่ได้',
      khlongTanLine: 'แขวงคลองตัน เขตคลองเตย กรุงเทพมหานคร 10110',
      addDelivery: 'เพิ่มที่อยู่จัดส่งใหม่',
      deliverTo: 'จัดส่งถึง',
      billingTo: 'ที่อยู่สำหรับออกใบกำกับภาษี',
      noDelivery: 'คุณยังไม่มีที่อยู่จัดส่ง เพิ่มที่อยู่เพื่อให้เราจัดส่งสินค้าที่คุณสั่งซื้อ',
      noBilling: 'คุณยังไม่มีที่อยู่สำหรับออกใบกำกับภาษี เพิ่มที่อยู่เพื่อใช้ออกใบเสร็จและใบกำกับภาษีของคุณ',
      missingBoth: 'กรุณาเพิ่มที่อยู่จัดส่งและที่อยู่สำหรับออกใบกำกับภาษีก่อนสั่งซื้อ',
      missingBilling: 'กรุณาเพิ่มที่อยู่สำหรับออกใบกำกับภาษีก่อนสั่งซื้อ',
      useDelivery: 'ใช้ที่อยู่เดียวกับที่อยู่จัดส่ง',
      billingIsDelivery: 'ตั้งที่อยู่จัดส่งเป็นที่อยู่สำหรับออกใบกำกับภาษีแล้ว',
      backToCheckout: 'กลับไปที่การชำระเงิน',
      latYao: { typed: 'ลาดยาว', district: 'จตุจักร', line: 'แขวงลาดยาว เขตจตุจักร กรุงเทพมหานคร 10900' },
      otherDelivery: 'ที่อยู่จัดส่งอื่น ๆ',
      makeDefaultOf: (name: string) => `ตั้งเป็นที่อยู่หลัก: ที่อยู่ของ ${name}`,
      addAnotherDelivery: 'เพิ่มที่อยู่จัดส่งอีก',
      makeMyDefault: 'ใช้เป็นที่อยู่จัดส่งหลัก',
      nowDelivers: 'ตั้งเป็นที่อยู่จัดส่งหลักแล้ว',
      elsewhere: 'เมืองเชียงใหม่',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      title: 'Address book',
      shipping: 'Delivery address',
      billing: 'Billing address for tax invoices',
      others: 'Other addresses',
      addShipping: 'Add delivery address',
      addBilling: 'Add billing address',
      addAddress: 'Add address',
      editShipping: 'Edit delivery address',
      editOf: (name: string) => `Edit the address of ${name}`,
      deleteOf: (name: string) => `Delete the address of ${name}`,
      deleteTitle: 'Delete address',
      deleted: 'The address was deleted.',
      confirmDelete: 'Delete address',
      cancel: 'Cancel',
      page: (n: number) => `Page ${n}`,
      pagesNav: 'Pages of other addresses',
      phone: 'Mobile phone',
      company: 'Company name (optional)',
      taxId: 'Tax ID (optional)',
      address: 'Address',
      postcode: 'Postcode',
      subdistrict: 'Subdistrict',
      district: 'District',
      province: 'Province',
      save: 'Save address',
      saveChanges: 'Save changes',
      badTaxId: 'The tax ID is not valid',
      wrongDistrict: 'This district is not in the chosen province',
      login: 'Log in',
      khlongTan: ['Khlong Tan', 'Khlong Toei', 'Bangkok'],
      lookupFailed: 'Places cannot be looked up just now.',
      khlongTanLine: 'Khlong Tan, Khlong Toei, Bangkok 10110',
      addDelivery: 'Add a new delivery address',
      deliverTo: 'Deliver to',
      billingTo: 'Billing address',
      noDelivery: 'You have no delivery address yet. Add one to have your orders delivered to it.',
      noBilling: 'You have no billing address yet. Add one for your receipts and tax invoices.',
      missingBoth: 'Add a delivery address and a billing address to place your order.',
      missingBilling: 'Add a billing address to place your order.',
      useDelivery: 'Use my delivery address',
      billingIsDelivery: 'Your delivery address is now your billing address.',
      backToCheckout: 'Back to checkout',
      latYao: { typed: 'Lat Yao', district: 'Chatuchak', line: 'Lat Yao, Chatuchak, Bangkok 10900' },
      otherDelivery: 'Other delivery addresses',
      makeDefaultOf: (name: string) => `Make default: the address of ${name}`,
      addAnotherDelivery: 'Add another delivery address',
      makeMyDefault: 'Make this my default delivery address',
      nowDelivers: 'Checkout now delivers to this address.',
      elsewhere: 'Mueang Chiang Mai',
    },
  },
] as const;

/** A customer of their own (the address book is theirs alone), logged in through the API, the browser holding the session. */
async function loggedIn(page: Page): Promise<Session> {
  const session = await newCustomer(page.request);
  await holdSession(page.context(), session);
  return session;
}

for (const { locale, prefix, t } of LANGUAGES) {
  const book = `${prefix}/my-account/address-book`;
  const bookUrl = new RegExp(`${prefix}/my-account/address-book(\\?.*)?$`);
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  test.describe(`address book (${locale})`, () => {
    test(`a guest is sent to log in and comes back to the page${screenTag(locale)}`, async ({ page }) => {
      const { email, password } = await activeCustomer(page.request);
      await page.goto(`${book}/add-address`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
      await page.getByLabel(/อีเมล|Email/).fill(email);
      await page.getByLabel(/รหัสผ่าน|Password/).fill(password);
      await page.getByRole('button', { name: t.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book/add-address$`));
      await expect(page.getByRole('heading', { level: 1, name: t.addAddress })).toBeVisible();
    });

    test(`a shipping address is added: the postcode offers its subdistricts and the one chosen fills the rest${screenTag(locale)}`, async ({ page }) => {
      await loggedIn(page);
      await page.goto(book);
      const shipping = page.getByTestId('shipping-address');
      await shipping.getByRole('link', { name: t.addShipping }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book/add-shipping-address$`));

      // the phone of the profile is filled in, as the name is
      await expect(field(page, t.phone)).toHaveValue('0812345678');
      await field(page, t.address).fill('99/1 Sukhumvit 22');
      const postcode = page.getByRole('combobox', { name: t.postcode });
      // typed on a Thai keyboard: the field keeps 0-9, as the server takes them
      await postcode.fill('๑๐๑๑๐');
      await expect(postcode).toHaveValue('10110');
      const places = page.getByRole('listbox', { name: t.postcode });
      await expect(places.getByRole('option').first()).toBeVisible();
      await expect(postcode).toHaveAttribute('aria-expanded', 'true');
      // every subdistrict of 10110, each with its district and province
      for (const option of await places.getByRole('option').all()) await expect(option).toContainText(`${t.khlongTan[2]} 10110`);

      // keyboard: down to the first place, Enter chooses it
      await postcode.press('ArrowDown');
      const active = places.locator('[aria-selected="true"]');
      await expect(active).toContainText(t.khlongTan[0]);
      await expect(postcode).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
      await postcode.press('Enter');
      await expect(places).toBeHidden();
      await expect(postcode).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('combobox', { name: t.subdistrict })).toHaveValue(t.khlongTan[0]);
      await expect(field(page, t.district)).toHaveValue(t.khlongTan[1]);
      await expect(field(page, t.province)).toHaveValue(t.khlongTan[2]);
      await expect(postcode).toHaveValue('10110');

      await page.getByRole('button', { name: t.save }).click();
      await expect(page).toHaveURL(bookUrl);
      await expect(shipping.getByTestId('address-card')).toContainText('Somchai Jaidee');
      await expect(shipping.getByTestId('address-card')).toContainText(t.khlongTanLine);
      await expect(shipping.getByRole('link', { name: t.editShipping })).toBeVisible();
    });

    test('a billing address is added: a subdistrict typed offers its places, and the tax ID must have its check digit', async ({ page }) => {
      const session = await loggedIn(page);
      await page.goto(book);
      await page.getByTestId('billing-address').getByRole('link', { name: t.addBilling }).click();

      await field(page, t.phone).fill('0812345678');
      await field(page, t.company).fill('Example Trading Co., Ltd.');
      await field(page, t.taxId).fill('1234567890123');
      await field(page, t.address).fill('1 Phahonyothin Road');
      await expect(page.getByTestId('taxId-error')).toHaveText(t.badTaxId);

      const subdistrict = page.getByRole('combobox', { name: t.subdistrict });
      await subdistrict.fill(t.latYao.typed);
      // a click chooses too: the Bangkok one, among the subdistricts of that name
      await page
        .getByRole('listbox', { name: t.subdistrict })
        .getByRole('option', { name: new RegExp(t.latYao.district) })
        .click();
      await expect(page.getByRole('combobox', { name: t.postcode })).toHaveValue('10900');
      await expect(field(page, t.district)).toHaveValue(t.latYao.district);

      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByTestId('taxId-error')).toHaveText(t.badTaxId);
      await expect(field(page, t.taxId)).toBeFocused();
      expect(await addressCount(page.request, session, 'billing')).toBe(0);

      await field(page, t.taxId).fill(VALID_TAX_ID);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page).toHaveURL(bookUrl);
      const card = page.getByTestId('billing-address').getByTestId('address-card');
      await expect(card).toContainText('Example Trading Co., Ltd.');
      await expect(card).toContainText(VALID_TAX_ID);
      await expect(card).toContainText(t.latYao.line);
    });

    test('the default shipping address and another address are edited; no billing address to edit goes back to the book', async ({ page }) => {
      const session = await loggedIn(page);
      await addAddress(page.request, session, 'shipping');
      const other = await addAddress(page.request, session, 'additional', { lastName: 'Boonmee' });

      await page.goto(`${book}/edit-billing-address`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book$`));

      await page.getByRole('link', { name: t.editShipping }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book/edit-shipping-address$`));
      await expect(field(page, t.address)).toHaveValue('99/1 Soi Sukhumvit 22');
      // the area in the page's language
      await expect(page.getByRole('combobox', { name: t.subdistrict })).toHaveValue(t.khlongTan[0]);
      await field(page, t.address).fill('55 Rama IV Road');
      await page.getByRole('button', { name: t.saveChanges }).click();
      await expect(page).toHaveURL(bookUrl);
      await expect(page.getByTestId('shipping-address').getByTestId('address-card')).toContainText('55 Rama IV Road');

      await page.getByRole('link', { name: t.editOf('Somsri Boonmee') }).click();
      await expect(page).toHaveURL(new RegExp(`edit-address\\?id=${other}$`));
      await field(page, t.phone).fill('0611112222');
      await page.getByRole('button', { name: t.saveChanges }).click();
      await expect(page).toHaveURL(bookUrl);
      await expect(page.getByTestId('additional-addresses').getByTestId('address-card')).toContainText('061-111-2222');
    });

    test(`the third other address is on page 2; delete asks first, then removes it and the list reloads${screenTag(locale)}`, async ({ page }) => {
      const session = await loggedIn(page);
      for (const lastName of ['Anong', 'Boonmee', 'Chaiya']) await addAddress(page.request, session, 'additional', { lastName });

      await page.goto(book);
      const others = page.getByTestId('additional-addresses');
      await expect(others.getByTestId('address-card')).toHaveCount(2);
      await expect(others.getByTestId('address-card').first()).toContainText('Somsri Anong');
      const pages = page.getByRole('navigation', { name: t.pagesNav });
      await expect(pages.getByRole('link')).toHaveCount(2);
      await pages.getByRole('link', { name: t.page(2) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book\\?page=2$`));
      await expect(others.getByTestId('address-card')).toHaveCount(1);
      await expect(others.getByTestId('address-card')).toContainText('Somsri Chaiya');

      // asked first: Cancel keeps it
      await others.getByRole('button', { name: t.deleteOf('Somsri Chaiya') }).click();
      const dialog = page.getByRole('dialog', { name: t.deleteTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Somsri Chaiya');
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(others.getByTestId('address-card')).toHaveCount(1);
      expect(await addressCount(page.request, session, 'additional')).toBe(3);

      await others.getByRole('button', { name: t.deleteOf('Somsri Chaiya') }).click();
      await dialog.getByRole('button', { name: t.confirmDelete }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('address-book-status')).toHaveText(t.deleted);
      // page 2 is gone: the list shows page 1 again, with no pages to choose
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book$`));
      await expect(others.getByTestId('address-card')).toHaveCount(2);
      await expect(page.getByRole('link', { name: t.page(2) })).toHaveCount(0);
      await expect(others).not.toContainText('Chaiya');
      // the Delete button went with the address: the focus is on the list's heading, not at the page's start
      await expect(others.getByRole('heading', { level: 2 })).toBeFocused();
      expect(await addressCount(page.request, session, 'additional')).toBe(2);
    });

    test(`every delivery address checkout offers is in the book: another is made the default, the old default deleted${screenTag(locale)}`, async ({
      page,
    }) => {
      const session = await loggedIn(page);
      for (const lastName of ['Anong', 'Boonmee']) await addAddress(page.request, session, 'shipping', { lastName });

      await page.goto(book);
      const delivery = page.getByTestId('shipping-address');
      const cards = delivery.getByTestId('address-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Somsri Anong');
      await expect(delivery.getByRole('heading', { name: t.otherDelivery })).toBeVisible();
      await expect(cards.last()).toContainText('Somsri Boonmee');
      expect((await axe(page).analyze()).violations).toEqual([]);
      if (page.viewportSize()!.width < 1024) {
        await page.setViewportSize({ width: 320, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      }

      // the button names the address it makes the default, as Edit and Delete do
      await delivery.getByRole('button', { name: t.makeDefaultOf('Somsri Boonmee'), exact: true }).click();
      await expect(page.getByText(t.nowDelivers)).toBeVisible();
      await expect(cards.first()).toContainText('Somsri Boonmee');
      await expect(cards.last()).toContainText('Somsri Anong');
      await expect(delivery.getByRole('heading', { name: t.shipping, exact: true })).toBeFocused();

      await delivery.getByRole('button', { name: t.deleteOf('Somsri Anong') }).click();
      await page.getByRole('dialog', { name: t.deleteTitle }).getByRole('button', { name: t.confirmDelete }).click();
      await expect(cards).toHaveCount(1);
      await expect(delivery.getByRole('heading', { name: t.otherDelivery })).toHaveCount(0);
      await expect(delivery.getByRole('heading', { name: t.shipping, exact: true })).toBeFocused();
      expect(await addressCount(page.request, session, 'shipping')).toBe(1);
    });

    test(`another delivery address is added from the book: it joins the others, or becomes the default when ticked${screenTag(locale)}`, async ({ page }) => {
      const session = await loggedIn(page);
      await addAddress(page.request, session, 'shipping');
      const delivery = page.getByTestId('shipping-address');
      const cards = delivery.getByTestId('address-card');
      const addAnother = async (address: string, makeDefault: boolean) => {
        await delivery.getByRole('link', { name: t.addAnotherDelivery }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book/add-shipping-address$`));
        const tick = page.getByRole('checkbox', { name: t.makeMyDefault });
        await expect(tick).not.toBeChecked();
        if (makeDefault) await tick.check();
        await field(page, t.phone).fill('0812345678');
        await field(page, t.address).fill(address);
        const postcode = page.getByRole('combobox', { name: t.postcode });
        await postcode.fill('10110');
        await page.getByRole('listbox', { name: t.postcode }).getByRole('option').first().click();
        await page.getByRole('button', { name: t.save }).click();
        await expect(page).toHaveURL(bookUrl);
      };

      await page.goto(book);
      await addAnother('1 Phahonyothin Road', false);
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Somsri Rakdee');
      await expect(cards.last()).toContainText('1 Phahonyothin Road');

      await addAnother('7 Rama IV Road', true);
      await expect(cards).toHaveCount(3);
      await expect(cards.first()).toContainText('7 Rama IV Road');
      expect(await addressCount(page.request, session, 'shipping')).toBe(3);
    });

    test('a district that is not in the province is refused, under the district', async ({ page }) => {
      const session = await loggedIn(page);
      await page.goto(`${book}/add-address`);
      await field(page, t.phone).fill('0812345678');
      await field(page, t.address).fill('7 Sukhumvit 22');
      const postcode = page.getByRole('combobox', { name: t.postcode });
      await postcode.fill('10110');
      await page.getByRole('listbox', { name: t.postcode }).getByRole('option').first().click();
      await expect(field(page, t.province)).toHaveValue(t.khlongTan[2]);
      await field(page, t.district).fill(t.elsewhere);

      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByTestId('district-error')).toHaveText(t.wrongDistrict);
      await expect(field(page, t.district)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, t.district)).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book/add-address$`));
      expect(await addressCount(page.request, session, 'additional')).toBe(0);
    });

    test('a place lookup that fails says the fields can be filled in by hand', async ({ page }) => {
      await loggedIn(page);
      await page.route(/\/customer\/api\/thai-addresses/, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad Gateway' }));
      await page.goto(`${book}/add-address`);
      await page.getByRole('combobox', { name: t.postcode }).fill('10500');
      await expect(page.getByTestId('area-no-match').first()).toContainText(t.lookupFailed, { timeout: 15_000 });
    });

    test(`a place chosen after an empty submit clears what its fields said while empty${screenTag(locale)}`, async ({ page }) => {
      await loggedIn(page);
      await page.goto(`${book}/add-address`);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByTestId('district-error')).toBeVisible();
      // a postcode that no place has is said so at once, not only when the form is sent
      await page.getByRole('combobox', { name: t.postcode }).fill('99999');
      await expect(page.getByTestId('area-no-match').first()).toContainText('99999');
      await page.getByRole('combobox', { name: t.postcode }).fill('10110');
      await page.getByRole('listbox', { name: t.postcode }).getByRole('option').first().click();
      await expect(field(page, t.province)).toHaveValue(t.khlongTan[2]);
      for (const name of ['postcode', 'subdistrict', 'district', 'province']) await expect(page.getByTestId(`${name}-error`)).toHaveCount(0);
      await expect(field(page, t.district)).not.toHaveAttribute('aria-invalid', 'true');
    });

    test(`another postcode typed after a place was chosen empties the names of that place and offers its own${screenTag(locale)}`, async ({ page }) => {
      await loggedIn(page);
      await page.goto(`${book}/add-address`);
      const postcode = page.getByRole('combobox', { name: t.postcode });
      const subdistrict = page.getByRole('combobox', { name: t.subdistrict });
      await postcode.fill('10110');
      await page.getByRole('listbox', { name: t.postcode }).getByRole('option').first().click();
      await expect(field(page, t.province)).toHaveValue(t.khlongTan[2]);

      // typed in Thai digits, as a Thai keyboard types them
      await postcode.fill('๕๐๒๐๐');
      await expect(subdistrict).toHaveValue('');
      await expect(field(page, t.district)).toHaveValue('');
      await expect(field(page, t.province)).toHaveValue('');
      const places = page.getByRole('listbox', { name: t.postcode });
      await expect(places.getByRole('option').first()).toContainText(`${t.elsewhere}`);
      await places.getByRole('option').first().click();
      await expect(field(page, t.district)).toHaveValue(t.elsewhere);
      await expect(postcode).toHaveValue('50200');

      // a name typed by hand is the shopper's own: another postcode leaves it
      await field(page, t.district).fill(t.khlongTan[1]);
      await postcode.fill('10110');
      await expect(field(page, t.province)).toHaveValue('');
      await expect(field(page, t.district)).toHaveValue(t.khlongTan[1]);
    });

    test('editing an address, another postcode empties the names of its stored place', async ({ page }) => {
      const session = await loggedIn(page);
      await addAddress(page.request, session, 'shipping');
      await page.goto(`${book}/edit-shipping-address`);
      await expect(page.getByRole('combobox', { name: t.subdistrict })).toHaveValue(t.khlongTan[0]);
      await page.getByRole('combobox', { name: t.postcode }).fill('50200');
      await expect(page.getByRole('combobox', { name: t.subdistrict })).toHaveValue('');
      await expect(field(page, t.district)).toHaveValue('');
      await expect(field(page, t.province)).toHaveValue('');
    });

    test(`at checkout the first delivery address becomes the book’s delivery address, one press makes it the billing address too; a further one joins the others${screenTag(locale)}`, async ({
      page,
    }) => {
      const session = await loggedIn(page);
      const accessory = await product(page.request, 'th', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 20));
      const created = await page.request.post('/cart/api/cart/create', {
        headers: bearer(session),
        data: { items: [{ productId: accessory.variants.find((v) => v.stock > 20)!.productId, quantity: 1 }] },
      });
      expect(created.status()).toBe(201);
      const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
      await page.context().addInitScript((id) => localStorage.setItem('cartId', id), cartId);
      await page.goto(`${prefix}/checkout`);
      await expect(page.getByTestId('missing-address')).toHaveText(t.missingBoth);
      // each address step says there is none yet, under its heading
      await expect(page.getByRole('group', { name: t.deliverTo, exact: true })).toContainText(t.noDelivery);
      await expect(page.getByRole('group', { name: t.billingTo, exact: true })).toContainText(t.noBilling);
      await page.getByRole('link', { name: t.addDelivery }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book/add-shipping-address\\?from=checkout$`));
      await page.getByRole('link', { name: t.backToCheckout }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));

      await page.getByRole('link', { name: t.addDelivery }).click();
      await field(page, t.phone).fill('0812345678');
      await field(page, t.address).fill('99/1 Sukhumvit 22');
      await page.getByRole('combobox', { name: t.postcode }).fill('10110');
      await page.getByRole('listbox', { name: t.postcode }).getByRole('option').first().click();
      await page.getByRole('button', { name: t.save }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      expect(await addressCount(page.request, session, 'shipping')).toBe(1);
      await expect(page.getByTestId('missing-address')).toHaveText(t.missingBilling);

      expect((await axe(page).analyze()).violations).toEqual([]);
      await page.getByRole('button', { name: t.useDelivery }).click();
      await expect(page.getByText(t.billingIsDelivery)).toBeVisible();
      await expect(page.getByTestId('missing-address')).toBeHidden();
      const billing = page.getByTestId('billing-choice');
      await expect(billing).toHaveCount(1);
      await expect(billing).toContainText('99/1 Sukhumvit 22');
      await expect(billing.getByRole('radio')).toBeChecked();
      await expect(billing.getByRole('radio')).toBeFocused();
      await expect(page.getByRole('button', { name: t.useDelivery })).toBeHidden();
      expect(await addressCount(page.request, session, 'billing')).toBe(1);

      await page.getByRole('link', { name: t.addDelivery }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/address-book/add-address\\?from=checkout$`));
    });
  });
}

test('the phone on file arriving while the shopper is in the empty phone field is not written before what they type', async ({ page }) => {
  await loggedIn(page);
  let answerProfile!: () => void;
  const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
  // the session asks for the profile first; the form's own request for the phone on file is held
  let asked = 0;
  await page.route(/\/customer\/api\/profile$/, async (route) => {
    if (++asked > 1) await profileHeld;
    await route.continue();
  });
  await page.goto('/my-account/address-book/add-address');
  const phone = page.getByLabel('เบอร์โทรศัพท์มือถือ', { exact: true });
  await phone.click();
  const profile = page.waitForResponse(/\/customer\/api\/profile$/);
  answerProfile();
  await profile;
  // two frames: the form has had the answer and rendered
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await phone.pressSequentially('0899999999');
  await expect(phone).toHaveValue('0899999999');
  await expect(page.getByTestId('phone-error')).toHaveCount(0);
});

test('a refused or unsent “use my delivery address” says why, leaves the book as it was and can be pressed again', async ({ page }) => {
  const session = await loggedIn(page);
  await addAddress(page.request, session, 'shipping');
  const accessory = await product(page.request, 'th', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 20));
  const created = await page.request.post('/cart/api/cart/create', {
    headers: bearer(session),
    data: { items: [{ productId: accessory.variants.find((v) => v.stock > 20)!.productId, quantity: 1 }] },
  });
  const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
  await page.context().addInitScript((id) => localStorage.setItem('cartId', id), cartId);
  await page.goto('/checkout');
  const use = page.getByRole('button', { name: 'ใช้ที่อยู่เดียวกับที่อยู่จัดส่ง' });

  // the server refuses it: its words show
  await page.route('**/customer/api/profile/addresses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'เบอร์โทรศัพท์ไม่ถูกต้อง', code: 'INVALID_PHONE' }) })
      : route.continue(),
  );
  await use.click();
  await expect(page.getByRole('alert').filter({ hasText: 'เบอร์โทรศัพท์ไม่ถูกต้อง' })).toBeVisible();
  // the network fails: the spec's default text
  await page.unroute('**/customer/api/profile/addresses');
  await page.route('**/customer/api/profile/addresses', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
  await use.click();
  await expect(page.getByRole('alert').filter({ hasText: 'ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง' })).toBeVisible();
  expect(await addressCount(page.request, session, 'billing')).toBe(0);
  await expect(page.getByTestId('missing-address')).toBeVisible();

  // the line is back: the same press adds it
  await page.unroute('**/customer/api/profile/addresses');
  await use.click();
  await expect(page.getByTestId('billing-choice').getByRole('radio')).toBeChecked();
  expect(await addressCount(page.request, session, 'billing')).toBe(1);
});

test('the note of a deleted address goes once another is made the default; the other addresses span the page like the defaults', async ({ page }) => {
  const session = await loggedIn(page);
  for (const lastName of ['Anong', 'Boonmee', 'Chaiya']) await addAddress(page.request, session, 'shipping', { lastName });
  await addAddress(page.request, session, 'additional', { lastName: 'Dara' });
  await page.goto('/en/my-account/address-book');
  const delivery = page.getByTestId('shipping-address');
  await delivery.getByRole('button', { name: 'Delete the address of Somsri Boonmee' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete address' }).click();
  const status = delivery.getByText('The address was deleted.');
  await expect(status).toBeVisible();
  await delivery.getByRole('button', { name: 'Make default: the address of Somsri Chaiya', exact: true }).click();
  await expect(page.getByText('Checkout now delivers to this address.')).toBeVisible();
  await expect(status).toHaveCount(0);

  const right = async (testId: string) => {
    const box = (await page.getByTestId(testId).boundingBox())!;
    return Math.round(box.x + box.width);
  };
  expect(await right('additional-addresses')).toBe(await right('billing-address'));
});

test("a server fault reads as the shop's own text in the shopper's language, not the fault's English", async ({ page }) => {
  await holdSession(page.context(), await newCustomer(page.request));
  await page.route(/\/customer\/api\/profile\/addresses\/(shipping|billing)/, (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await page.goto('/my-account/address-book');
  const problems = page.getByRole('main').getByRole('alert');
  await expect(problems.first()).toContainText('ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง');
  await expect(page.getByRole('main')).not.toContainText('Internal Server Error');
});
