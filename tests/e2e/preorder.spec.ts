import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { campaignSkus, holdPreorderSession, placePreorder, type PreorderSku, startPreorderSession, uniqueEmail } from './preorder';
import { screenTag } from './languages';
import { axe } from './axe';

const STAFF = { 'x-api-key': 'local-admin-key' };

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      title: 'สั่งจองล่วงหน้า',
      thanks: 'ขอบคุณสำหรับการสั่งจอง',
      inBag: (n: number) => `อยู่ในรายการสั่งจอง ${n} ชิ้น`,
      limitReached: 'รายการสั่งจองมีครบจำนวนสูงสุดที่อีเมลนี้สั่งจองได้แล้ว',
      seeBag: 'ดูรายการสั่งจอง',
      bagTitle: 'รายการสั่งจอง',
      shipsOnRelease: 'เราจะจัดส่งให้ทางพัสดุทันทีที่สินค้าวางจำหน่ายในประเทศไทย',
      packNextDay: 'ภายในหนึ่งวันทำการ',
      delivery: 'จัดส่งฟรีทั่วประเทศ',
      returns: 'คืนสินค้าได้ภายใน 14 วัน',
      freeDelivery: 'ฟรี',
      email: 'อีเมล',
      start: 'เริ่มสั่งจอง',
      add: 'เพิ่มในรายการสั่งจอง',
      increase: 'เพิ่มจำนวน',
      decrease: 'ลดจำนวน',
      toCheckout: 'ดำเนินการสั่งจอง',
      phone: 'เบอร์โทรศัพท์มือถือ',
      firstName: 'ชื่อ',
      lastName: 'นามสกุล',
      address: 'ที่อยู่',
      postcode: 'รหัสไปรษณีย์',
      place: 'สั่งจองและชำระเงิน',
      payByCard: /ชำระ .* ด้วยบัตร/,
      sandboxPay: 'ชำระเงิน',
      paid: 'ได้รับการชำระเงินเรียบร้อยแล้ว ขอบคุณที่ใช้บริการ',
      confirmed: 'ยืนยันการสั่งจองแล้ว',
      wantsInvoice: 'ต้องการใบกำกับภาษีเต็มรูป',
      track: 'ติดตามคำสั่งซื้อนี้',
      invoiceAddress: 'ที่อยู่สำหรับออกใบกำกับภาษี',
      expired: 'รอบการสั่งจองของท่านหมดเวลาแล้ว กรุณาเริ่มสั่งจองใหม่อีกครั้ง',
      restart: 'เริ่มสั่งจองใหม่',
      ending: 'เหลือเวลาไม่ถึงสองนาที: กรุณาสั่งจองตอนนี้ เมื่อหมดเวลาแล้ว เริ่มใหม่ด้วยอีเมลเดิมได้ โดยข้อมูลที่กรอกไว้ยังอยู่',
      emailLimit: 'สั่งจองได้สูงสุด 2 ชิ้นต่ออีเมล (อีเมลนี้สั่งจองไปแล้ว 1 ชิ้น)',
      exhausted: 'สินค้าสั่งจองไม่เพียงพอ: ',
      lineSoldOut: 'สินค้าหมด กรุณานำออกจากรายการ',
      soldOut: 'สินค้าหมด',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      title: 'Pre-order',
      thanks: 'Thank you for your pre-order',
      inBag: (n: number) => `${n} in your pre-order bag.`,
      limitReached: 'Your bag holds as many as this email may pre-order.',
      seeBag: 'See the pre-order bag',
      bagTitle: 'Pre-order bag',
      shipsOnRelease: 'We send it by courier as soon as the product ships in Thailand.',
      packNextDay: 'within one business day',
      delivery: 'Free delivery nationwide',
      returns: '14-day returns',
      freeDelivery: 'Free',
      email: 'Email',
      start: 'Start pre-order',
      add: 'Add to pre-order bag',
      increase: 'Increase quantity',
      decrease: 'Decrease quantity',
      toCheckout: 'Continue to checkout',
      phone: 'Mobile phone',
      firstName: 'First name',
      lastName: 'Last name',
      address: 'Address',
      postcode: 'Postcode',
      place: 'Pre-order and pay',
      payByCard: /Pay .* by card/,
      sandboxPay: 'Pay',
      paid: 'Payment received. Thank you!',
      confirmed: 'Pre-order confirmed',
      wantsInvoice: 'I need a full tax invoice',
      track: 'Track this order',
      invoiceAddress: 'Tax invoice address',
      expired: 'Your pre-order session has timed out. Please start your pre-order again.',
      restart: 'Start again',
      ending:
        'Less than two minutes are left: place your pre-order now. Once the session ends, start again with the same email and your details are still filled in.',
      emailLimit: 'You can pre-order at most 2 units per email address (this email already holds 1)',
      exhausted: 'Not enough pre-order units left: ',
      lineSoldOut: 'Sold out: please remove it',
      soldOut: 'Sold out',
    },
  },
] as const;

type Texts = (typeof LANGUAGES)[number]['t'];

/** The SKU's allocation taken by other emails, two units each (the per-email limit). */
async function sellOut(request: APIRequestContext, sku: PreorderSku, locale: string) {
  for (;;) {
    const session = await startPreorderSession(request);
    const left = (await campaignSkus(request, session, locale)).find((s) => s.productId === sku.productId)!.allocation;
    if (left === 0) return;
    await placePreorder(request, session, sku.productId, Math.min(2, left));
  }
}

const productCard = (page: Page, sku: PreorderSku) => page.locator(`[data-testid="preorder-product"][data-sku="${sku.sku}"]`);

async function fillDetails(page: Page, t: Texts) {
  await page.getByLabel(t.phone).fill('0812345678');
  await page.getByLabel(t.firstName, { exact: true }).fill('สมชาย');
  await page.getByLabel(t.lastName, { exact: true }).fill('ใจดี');
  await page.getByLabel(t.address, { exact: true }).fill('99 ถนนสุขุมวิท');
  // the postcode offers the places of the Thai administrative list; choosing one fills the rest
  await page.getByRole('combobox', { name: t.postcode }).fill('10110');
  await page.getByRole('listbox', { name: t.postcode }).getByRole('option').first().click();
}

for (const [index, { locale, prefix, t }] of LANGUAGES.entries()) {
  test.describe(`pre-order (${locale})`, () => {
    // the phone walks it in Thai only: the English pages are the same components
    test(`from the campaign page by email to a paid pre-order and its thank-you page, in the pre-order layout${screenTag(locale)}`, async ({ page }) => {
      test.slow(); // the whole journey, through the card gateway's page
      await page.goto(`${prefix}/preorder`);
      const header = page.getByRole('banner');
      await expect(header).toContainText(t.title);
      await expect(header.getByRole('link', { name: '02-026-9999', exact: true })).toHaveAttribute('href', 'tel:020269999');
      await expect(page.getByTestId('logo')).toHaveAttribute('href', `${prefix}/home`);
      await expect(page.getByTestId('cart-button')).toHaveCount(0);
      await expect(page.getByTestId('preorder-claims')).toContainText(t.delivery);
      await expect(page.getByTestId('preorder-claims')).toContainText(t.returns);
      // a model whose sizes cost differently starts at its lowest price: 'From ฿31,900', not 'From ฿31,900 - ฿35,900'
      await expect(page.getByTestId('preorder-price')).toHaveText(/^(From|ตั้งแต่) ฿[\d,]+$/);

      await page.getByLabel(t.email).fill(uniqueEmail());
      await page.getByRole('button', { name: t.start }).click();
      await expect(page).toHaveURL(`${prefix}/preorder/products`);
      await expect(page.getByTestId('preorder-countdown')).toHaveText(/^(29|30):\d{2}$/);
      await expect(page.getByTestId('preorder-expiry')).toContainText(/\d{2} \d{2} \d{4} \d{2}:\d{2}:\d{2}/);

      // the email may take 2: the stepper stops there
      const card = page.getByTestId('preorder-product').nth(index);
      // its label wraps as the same words would in a paragraph that wide ('pre-order' kept whole), not as pieces laid
      // out side by side ('Add / to' beside 'pre-order bag')
      const [lines, asText] = await card.getByRole('button', { name: t.add }).evaluate((button) => {
        const linesOf = (element: Element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
          return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
        };
        const style = getComputedStyle(button);
        const paragraph = document.createElement('p');
        paragraph.style.cssText = `position:absolute;visibility:hidden;margin:0;font:${style.font};letter-spacing:${style.letterSpacing};width:${button.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)}px`;
        paragraph.textContent = button.textContent;
        document.body.append(paragraph);
        const expected = linesOf(paragraph);
        paragraph.remove();
        return [linesOf(button), expected];
      });
      expect(lines).toBe(asText);
      await card.getByRole('button', { name: t.add }).click();
      const bag = page.getByTestId('preorder-bag');
      // by keyboard: the + that reaches the email's limit stays where the focus is, unavailable
      await bag.getByRole('button', { name: t.increase }).focus();
      await page.keyboard.press('Enter');
      await expect(bag.getByTestId('quantity')).toHaveText('2');
      await expect(bag.getByRole('button', { name: t.increase })).toBeDisabled();
      await expect(bag.getByRole('button', { name: t.increase })).toBeFocused();
      await expect(page.getByTestId('preorder-product').nth(index).getByRole('button', { name: t.add })).toBeDisabled();
      // the card says what is in the bag, and why another model can no longer be added
      await expect(card.getByTestId('preorder-added')).toHaveText(t.inBag(2));
      await expect(page.getByTestId('preorder-limit-reached').first()).toHaveText(t.limitReached);
      await card.getByRole('button', { name: t.seeBag }).click();
      await expect(page.getByRole('heading', { name: t.bagTitle })).toBeFocused();
      await bag.getByRole('button', { name: t.decrease }).click();
      await expect(bag.getByTestId('quantity')).toHaveText('1');

      await page.getByRole('link', { name: t.toCheckout }).click();
      await expect(page).toHaveURL(`${prefix}/preorder/checkout`);
      await fillDetails(page, t);
      // the tax invoice's address shows only while it is asked for
      const invoice = page.getByRole('group', { name: t.invoiceAddress });
      await page.getByLabel(t.wantsInvoice).check();
      await expect(invoice).toBeVisible();
      await page.getByLabel(t.wantsInvoice).uncheck();
      await expect(invoice).toHaveCount(0);
      // the totals the bag shows before placing are those the order is charged: delivery free, the VAT included named
      const totals = page.getByTestId('totals');
      await expect(totals).toContainText(t.freeDelivery);
      const payable = await totals.getByTestId('total-payable').textContent();
      const vat = await totals.getByTestId('total-vat').textContent();
      expect(payable).toMatch(/^฿[\d,]+(\.\d{2})?$/);
      expect(vat).toMatch(/^฿[\d,]+(\.\d{2})?$/);
      await page.getByRole('button', { name: t.place }).click();
      await expect(page).toHaveURL(/\/confirmation\/pay\/SO\d+/);
      const orderId = /\/confirmation\/pay\/(SO\d+)/.exec(page.url())![1]!;

      await page.getByRole('button', { name: t.payByCard }).click();
      await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
      await page.getByRole('button', { name: t.sandboxPay, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/preorder/thank-you/${orderId}`);
      await expect(page.getByTestId('order-number')).toHaveText(orderId);
      await expect(page.getByTestId('payment-state')).toContainText(t.paid);
      await expect(page.getByTestId('preorder-thank-you')).toContainText(t.confirmed);
      await expect(page.getByTestId('total-payable')).toHaveText(payable!);
      await expect(page.getByTestId('total-vat')).toHaveText(vat!);
      // it ships with the product, not a day after payment, and each line names its model
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanks);
      await expect(page.getByRole('main')).toContainText(t.shipsOnRelease);
      await expect(page.getByRole('main')).not.toContainText(t.packNextDay);
      // a pre-order belongs to no account: it is followed on the order tracking page
      await expect(page.getByRole('link', { name: t.track })).toHaveAttribute('href', `${prefix}/order-tracking/${orderId}`);
      await expect(page.getByRole('banner')).toContainText(t.title);
      // the thank-you page is the shop's (in the accessibility table) with the pre-order's note: checked here
      const { violations } = await axe(page).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    });

    test('the guards, and a session whose time runs out is explained and started again', async ({ page, request }) => {
      // without a session: the products go home, the checkout to the campaign page where one starts
      await page.goto(`${prefix}/preorder/products`);
      await expect(page).toHaveURL(prefix || '/');
      await page.goto(`${prefix}/preorder/checkout`);
      await expect(page).toHaveURL(`${prefix}/preorder`);

      await page.clock.install();
      await holdPreorderSession(request, page.context());
      // with a session: the start page goes to the products, an empty bag keeps the checkout away
      await page.goto(`${prefix}/preorder`);
      await expect(page).toHaveURL(`${prefix}/preorder/products`);
      await page.goto(`${prefix}/preorder/checkout`);
      await expect(page).toHaveURL(`${prefix}/preorder/products`);
      await expect(page.getByTestId('preorder-countdown')).toBeVisible();

      // the session cannot be extended: its end is told two minutes before
      await expect(page.getByTestId('preorder-ending')).toHaveCount(0);
      await page.clock.fastForward('28:30');
      await expect(page.getByTestId('preorder-ending')).toHaveText(t.ending);
      await page.clock.fastForward('01:31');
      await expect(page.getByTestId('preorder-expired')).toContainText(t.expired);
      await page.getByRole('button', { name: t.restart }).click();
      await expect(page).toHaveURL(`${prefix}/preorder`);
      await expect(page.getByLabel(t.email)).toBeVisible();
      expect((await page.context().cookies()).some((c) => c.name === 'sessionId')).toBe(false);
    });

    // the refusals are the server's texts (tests/api/preorder.test.ts has both languages): one language walks them here
    if (locale === 'th')
      test("the per-email limit and a sold-out allocation show the server's messages; a sold-out product shows so", async ({ page, request }) => {
        const email = uniqueEmail();
        const sessionId = await startPreorderSession(request, email);
        const skus = await campaignSkus(request, sessionId, locale);
        // a SKU of this test alone (the other language's test sells out another one)
        const sku = skus.at(-1 - index)!;
        await page.context().addCookies([{ name: 'sessionId', value: sessionId, domain: '127.0.0.1', path: '/' }]);
        await page.goto(`${prefix}/preorder/products`);
        await productCard(page, sku).getByRole('button', { name: t.add }).click();
        await page.getByTestId('preorder-bag').getByRole('button', { name: t.increase }).click();
        await page.getByRole('link', { name: t.toCheckout }).click();
        await fillDetails(page, t);

        // the same email pre-orders one unit in another session meanwhile
        await placePreorder(request, await startPreorderSession(request, email), skus.at(-3)!.productId, 1);
        await page.getByRole('button', { name: t.place }).click();
        await expect(page.getByTestId('preorder-refused')).toHaveText(t.emailLimit);
        // the refusal takes the focus the disabled button lost: it is beside the bag to change, also on a phone
        await expect(page.getByTestId('preorder-refused')).toBeFocused();
        await expect(page.getByRole('button', { name: t.place })).toBeDisabled();
        await page.getByTestId('preorder-bag').getByRole('button', { name: t.decrease }).click();

        // others take the last units
        await sellOut(request, sku, locale);
        await page.getByRole('button', { name: t.place }).click();
        await expect(page.getByTestId('preorder-refused')).toHaveText(`${t.exhausted}${sku.name}`);
        await expect(page.getByTestId('line-sold-out')).toHaveText(t.lineSoldOut);
        await expect(page.getByRole('button', { name: t.place })).toBeDisabled();

        await page.goto(`${prefix}/preorder/products`);
        await expect(productCard(page, sku).getByTestId('sold-out')).toHaveText(t.soldOut);
        await expect(productCard(page, sku).getByRole('button', { name: t.soldOut })).toBeDisabled();
      });
  });
}

test('an email that has pre-ordered its most is told so on every card, its bag empty', async ({ page, request }) => {
  const email = uniqueEmail();
  const earlier = await startPreorderSession(request, email);
  const sku = (await campaignSkus(request, earlier, 'en')).find((s) => s.allocation >= 10)!;
  await placePreorder(request, earlier, sku.productId, 2);
  await page.context().addCookies([{ name: 'sessionId', value: await startPreorderSession(request, email), domain: '127.0.0.1', path: '/' }]);
  await page.goto('/en/preorder/products');
  await expect(page.getByTestId('preorder-limit-reached').first()).toHaveText('This email has already pre-ordered 2 units, the most the campaign allows.');
});

test('a pre-order checkout whose last line is removed says the bag is empty, not that it is over a limit', async ({ page, request }) => {
  await holdPreorderSession(request, page.context(), 1);
  await page.goto('/en/preorder/checkout');
  await expect(page.getByTestId('preorder-bag').getByRole('listitem')).toHaveCount(1);
  await page.getByTestId('preorder-bag').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('preorder-over-limit')).toHaveText('Your pre-order bag is empty: choose a product first.');
  // the Remove pressed went with its line: the bag's heading has the focus
  await expect(page.getByRole('heading', { name: 'Your pre-order' })).toBeFocused();
});

test('a mistyped email is changed by starting again with another', async ({ page, request }) => {
  const typo = `${uniqueEmail()}.co`;
  await page.context().addCookies([{ name: 'sessionId', value: await startPreorderSession(request, typo), domain: '127.0.0.1', path: '/' }]);
  await page.goto('/preorder/products');
  await expect(page.getByTestId('preorder-session')).toContainText(typo);
  await page.getByTestId('preorder-session').getByRole('button', { name: 'ใช้อีเมลอื่น' }).click();
  await expect(page).toHaveURL(/\/preorder$/);
  const email = page.getByLabel('อีเมล');
  await expect(email).toHaveValue('');
  const right = uniqueEmail();
  await email.fill(right);
  await email.press('Enter');
  await expect(page.getByTestId('preorder-session')).toContainText(right);
});

test('what a shopper typed at the pre-order checkout is still there after a reload', async ({ page, request }) => {
  await holdPreorderSession(request, page.context(), 1);
  await page.goto('/preorder/checkout');
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('๐๘๑-๒๓๔-๕๖๗๘');
  await page.getByLabel('ชื่อ', { exact: true }).fill('สมชาย');
  // pasted with a space before it: the field keeps the five digits
  await page.getByRole('combobox', { name: 'รหัสไปรษณีย์' }).focus();
  await page.keyboard.insertText(' 10110');
  await expect(page.getByRole('combobox', { name: 'รหัสไปรษณีย์' })).toHaveValue('10110');
  await page.getByRole('listbox', { name: 'รหัสไปรษณีย์' }).getByRole('option').first().click();
  await page.reload();
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toHaveValue('0812345678');
  await expect(page.getByLabel('ชื่อ', { exact: true })).toHaveValue('สมชาย');
  await expect(page.getByRole('combobox', { name: 'รหัสไปรษณีย์' })).toHaveValue('10110');
});

test("an unpaid or cancelled pre-order's thank-you page confirms nothing, and another browser is sent to order tracking", async ({ page, request }) => {
  const sessionId = await startPreorderSession(request);
  const [sku] = await campaignSkus(request, sessionId, 'en');
  const { orderId, orderSessionId } = await placePreorder(request, sessionId, sku!.productId, 1);
  await page.context().addCookies([
    { name: 'orderId', value: orderId, domain: '127.0.0.1', path: '/' },
    { name: 'orderSessionId', value: orderSessionId, domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto(`/en/preorder/thank-you/${orderId}`);
  await expect(page.getByTestId('payment-state')).toContainText('Awaiting payment.');
  await expect(page.getByTestId('preorder-thank-you')).toHaveCount(0);

  expect((await request.post(`/order/api/admin/orders/${orderId}/status`, { headers: STAFF, data: { status: 'cancelled' } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order cancelled');
  await expect(page.getByTestId('preorder-thank-you')).toHaveCount(0);
  // its products are pre-ordered again through the campaign, not put in the shop's bag
  await page.goto(`/en/confirmation/pay/${orderId}`);
  await expect(page.getByTestId('order-again')).toHaveText('Pre-order again');
  await expect(page.getByTestId('order-again')).toHaveAttribute('href', '/en/preorder');

  // a pre-order belongs to no account: a browser without its order session finds it on the order tracking page
  await page.context().clearCookies();
  await page.goto(`/en/preorder/thank-you/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow this pre-order on the order tracking page');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', `/en/order-tracking/${orderId}`);
});

test('a bag over what the email may still pre-order says why, and its line can be lowered', async ({ page, request }) => {
  const email = uniqueEmail();
  const sessionId = await startPreorderSession(request, email);
  const sku = (await campaignSkus(request, sessionId, 'en')).find((s) => s.allocation >= 10)!;
  await page.context().addCookies([{ name: 'sessionId', value: sessionId, domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `preorder-bag:${sessionId}`,
    JSON.stringify([{ productId: sku.productId, quantity: 2 }]),
  ] as const);
  // the same email pre-orders its two units in another session meanwhile
  await placePreorder(request, await startPreorderSession(request, email), sku.productId, 2);
  await page.goto('/en/preorder/checkout');
  await expect(page.getByTestId('preorder-over-limit')).toHaveText(
    'Earlier pre-orders with this email count towards its 2 units: you may pre-order 0 more. Please lower the quantities in your bag first.',
  );
  const bag = page.getByTestId('preorder-bag');
  await bag.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(bag.getByTestId('quantity')).toHaveText('1');
});

test('using another email asks first when the bag holds something; the same email again finds the details typed', async ({ page, request }) => {
  const email = uniqueEmail();
  await holdPreorderSession(request, page.context(), 1, email);
  await page.goto('/preorder/checkout');
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0812345678');
  const another = page.getByTestId('preorder-session').getByRole('button', { name: 'ใช้อีเมลอื่น' });
  await another.click();
  const dialog = page.getByRole('dialog', { name: 'ใช้อีเมลอื่นหรือไม่' });
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(another).toBeFocused();
  await expect(page.getByTestId('preorder-bag').getByRole('listitem')).toHaveCount(1);

  await another.click();
  await dialog.getByRole('button', { name: 'เริ่มสั่งจองใหม่' }).click();
  await expect(page).toHaveURL(/\/preorder$/);
  await page.getByLabel('อีเมล').fill(email);
  await page.getByRole('button', { name: 'เริ่มสั่งจอง' }).click();
  await page.getByTestId('preorder-product').first().getByRole('button', { name: 'เพิ่มในรายการสั่งจอง' }).click();
  await page.getByRole('link', { name: 'ดำเนินการสั่งจอง' }).click();
  await expect(page.getByLabel('เบอร์โทรศัพท์มือถือ')).toHaveValue('0812345678');
});

test('a checkout whose session ran out has one main heading', async ({ page, request }) => {
  await page.clock.install();
  await holdPreorderSession(request, page.context(), 1);
  await page.goto('/en/preorder/checkout');
  await expect(page.getByTestId('preorder-countdown')).toBeVisible();
  await page.clock.fastForward('30:01');
  await expect(page.getByTestId('preorder-expired')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-order checkout');
});
