import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addAddress, newCustomer, VALID_TAX_ID } from './addresses';
import { pagePath, product } from './api';
import { bearer, holdSession, type Session } from './logged-in';
import { screenTag } from './languages';
import { axe } from './axe';

const STAFF = { 'x-api-key': 'local-admin-key' };

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      checkout: 'ชำระเงิน',
      addToBag: 'เพิ่มลงถุง',
      seeOrder: 'ดูคำสั่งซื้อของฉัน',
      paidStatus: 'ชำระเงินแล้ว',
      terms: 'ฉันยอมรับเงื่อนไขการขายและนโยบายการคืนเงิน',
      termsMissing: 'กรุณายอมรับเงื่อนไขการขายและนโยบายการคืนเงิน',
      place: 'สั่งซื้อ',
      card: 'บัตรเครดิต/เดบิต',
      promptPay: 'พร้อมเพย์ QR',
      transfer: 'โอนเงินผ่านธนาคาร',
      payByCard: /ชำระ .* ด้วยบัตร/,
      showQr: 'แสดง QR พร้อมเพย์',
      saveQr: 'บันทึกรูป QR',
      sandboxPay: 'ชำระเงิน',
      slip: 'เลขที่อ้างอิงสลิป',
      slipInvalid: 'เลขที่อ้างอิงสลิปไม่ถูกต้อง',
      slipWaiting: 'เราได้รับเลขที่อ้างอิงสลิปแล้ว',
      checkingSlip: 'กำลังตรวจสอบการโอนเงิน',
      myOrders: '‹ คำสั่งซื้อของฉัน',
      sent: 'ฉันโอนเงินแล้ว',
      thanks: 'ขอบคุณสำหรับคำสั่งซื้อ',
      paid: 'ได้รับการชำระเงินเรียบร้อยแล้ว ขอบคุณที่ใช้บริการ',
      checkingTransfer: 'เรากำลังตรวจสอบการโอนเงินของคุณ',
      expired: 'คำสั่งซื้อนี้ไม่ได้ชำระเงินภายในเวลาที่กำหนดและหมดอายุแล้ว',
      orderAgain: 'สั่งซื้ออีกครั้ง',
      taxInvoice: 'ต้องการใบกำกับภาษีเต็มรูป',
      company: 'นิติบุคคล',
      companyName: 'ชื่อบริษัท',
      taxId: 'เลขประจำตัวผู้เสียภาษี (13 หลัก)',
      badTaxId: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
      changed: 'สินค้าในถุงช้อปปิ้งมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      checkout: 'Check out',
      addToBag: 'Add to bag',
      seeOrder: 'See my order',
      paidStatus: 'Paid',
      terms: 'I accept the terms of sale and refund policy',
      termsMissing: 'Please accept the terms of sale and refund policy',
      place: 'Place order',
      card: 'Credit or debit card',
      promptPay: 'PromptPay QR',
      transfer: 'Bank transfer',
      payByCard: /Pay .* by card/,
      showQr: 'Show the PromptPay QR',
      saveQr: 'Save the QR image',
      sandboxPay: 'Pay',
      slip: 'Slip reference',
      slipInvalid: 'The slip reference is not valid',
      slipWaiting: 'We have your slip reference',
      checkingSlip: 'Checking your transfer',
      myOrders: '‹ My orders',
      sent: 'I have transferred the money',
      thanks: 'Thank you for your order',
      paid: 'Payment received. Thank you!',
      checkingTransfer: 'We are checking your bank transfer.',
      expired: 'This order was not paid in time and has expired.',
      orderAgain: 'Order again',
      taxInvoice: 'I need a full tax invoice',
      company: 'A company',
      companyName: 'Company name',
      taxId: 'Tax ID (13 digits)',
      badTaxId: 'The tax ID is not valid',
      changed: 'Your bag has changed; please check it again',
    },
  },
] as const;

/**
 * The last accessory of the catalogue with stock (or the one before it, `fromEnd` 1): one no other test's bag holds,
 * for a test that changes its price or its stock. Each such test takes its own.
 */
async function lastAccessory(request: APIRequestContext, fromEnd = 0) {
  const list = (await (await request.get('/pim/api/products?category=apple-accessories')).json()) as { data: { items: { productId: number }[] } };
  let skipped = 0;
  for (const { productId } of list.data.items.toReversed()) {
    const detail = await product(request, 'th', 'apple-accessories', (d) => d.productId === productId);
    if (detail.variants.some((v) => v.stock > 5) && skipped++ === fromEnd) return detail;
  }
  throw new Error('no accessory in stock');
}

/** A new customer with a delivery and a billing address and a bag of one accessory, logged in in the browser. */
async function readyToCheckOut(
  page: Page,
  request: APIRequestContext,
  accessory?: Awaited<ReturnType<typeof product>>,
): Promise<{ session: Session; cartId: string; productId: number }> {
  const session = await newCustomer(request);
  await addAddress(request, session, 'shipping');
  await addAddress(request, session, 'billing');
  accessory ??= await product(request, 'th', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 20));
  const { productId } = accessory.variants.find((v) => v.stock > 5)!;
  const created = await request.post('/cart/api/cart/create', { headers: bearer(session), data: { items: [{ productId, quantity: 1 }] } });
  const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
  await holdSession(page.context(), session);
  await page.context().addInitScript((id) => localStorage.getItem('cartId') ?? localStorage.setItem('cartId', id), cartId);
  return { session, cartId, productId };
}

const ordersOf = async (request: APIRequestContext, session: Session) =>
  ((await (await request.get('/order/api/orders', { headers: bearer(session) })).json()) as { data: { items: { orderId: string; status: string }[] } }).data
    .items;

async function placeOrder(page: Page, t: (typeof LANGUAGES)[number]['t'], method: 'card' | 'promptPay' | 'transfer') {
  // the payment choices may render again once the bag has settled: a click that lands before is made again
  const choice = page.getByRole('radio', { name: t[method] });
  await expect(async () => {
    await choice.check({ timeout: 2000 });
    await expect(choice).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByLabel(t.terms).check();
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/confirmation\/pay\/SO\d+/);
  return /\/confirmation\/pay\/(SO\d+)/.exec(page.url())![1]!;
}

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`checkout (${locale})`, () => {
    test(`card: from the product page through the gateway to thank-you and the account's order; the bag is fresh after${screenTag(locale)}`, async ({
      page,
      request,
    }) => {
      const session = await newCustomer(request);
      await addAddress(request, session, 'shipping');
      await addAddress(request, session, 'billing');
      await holdSession(page.context(), session);
      const accessory = await product(request, locale, 'apple-accessories', (d) => d.variants.some((v) => v.stock > 20));
      const variant = accessory.variants.find((v) => v.stock > 20)!;
      await page.goto(pagePath(prefix, accessory));
      await page.getByRole('button', { name: accessory.colours.find((c) => c.code === variant.colourCode)!.name }).click();
      if (variant.capacity) await page.getByRole('button', { name: variant.capacity, exact: true }).click();
      await page.getByRole('button', { name: t.addToBag }).click();
      await expect(page.getByTestId('added')).toBeVisible();
      await page.goto(`${prefix}/cart`);
      await page.getByRole('link', { name: t.checkout, exact: true }).first().click();
      await expect(page).toHaveURL(`${prefix}/checkout`);
      await expect(page.getByTestId('bag-summary')).toContainText(accessory.productName);

      const orderId = await placeOrder(page, t, 'card');
      await page.getByRole('button', { name: t.payByCard }).click();
      await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
      await page.getByRole('button', { name: t.sandboxPay, exact: true }).click();

      await expect(page).toHaveURL(`${prefix}/thank-you/${orderId}`);
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(orderId);
      await expect(page.getByTestId('payment-state')).toContainText(t.paid);
      expect((await ordersOf(request, session)).map((o) => [o.orderId, o.status])).toEqual([[orderId, 'paid']]);
      // the ordered bag is gone: the shop starts a fresh, empty one
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);

      await page.getByRole('link', { name: t.seeOrder }).click();
      await expect(page).toHaveURL(`${prefix}/my-account/order/${orderId}`);
      await expect(page.getByTestId('order-status').first()).toHaveText(t.paidStatus);
    });

    test('PromptPay: the QR with the amount and the deadline; the page moves on by itself once the bank pays', async ({ page, request }) => {
      await readyToCheckOut(page, request);
      await page.goto(`${prefix}/checkout`);
      const orderId = await placeOrder(page, t, 'promptPay');
      const started = page.waitForResponse((r) => r.url().endsWith(`/order/api/orders/${orderId}/payments`) && r.request().method() === 'POST');
      await page.getByRole('button', { name: t.showQr }).click();
      const { gatewayRef } = ((await (await started).json()) as { data: { payment: { gatewayRef: string } } }).data.payment;
      await expect(page.getByTestId('promptpay').getByRole('img')).toBeVisible();
      await expect(page.getByTestId('payment-deadline')).toContainText(/\d{2} \d{2} \d{4} \d{2}:\d{2}:\d{2}/);
      await expect(page.getByTestId('promptpay-amount')).toHaveText(await page.getByTestId('payment-total').innerText());
      // a phone cannot scan its own screen: the QR is saved as a picture for the banking app
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.saveQr }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`promptpay-${orderId}.png`);
      const png = await readFile((await file.path())!);
      expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');

      expect((await request.post(`/sandbox-gateway/promptpay/${gatewayRef}/paid`)).ok()).toBe(true);
      await expect(page).toHaveURL(`${prefix}/thank-you/${orderId}`, { timeout: 15_000 });
      await expect(page.getByTestId('payment-state')).toContainText(t.paid);
    });

    test(`bank transfer: the account to pay and the slip reference; staff confirm it${screenTag(locale)}`, async ({ page, request }) => {
      const { session } = await readyToCheckOut(page, request);
      await page.goto(`${prefix}/checkout`);
      const orderId = await placeOrder(page, t, 'transfer');
      await expect(page.getByTestId('bank-account')).toContainText('012-3-45678-9');
      const slip = page.getByRole('textbox', { name: t.slip });
      await slip.fill('ab');
      await page.getByRole('button', { name: t.sent }).click();
      await expect(page.getByText(t.slipInvalid)).toBeVisible();
      await slip.fill('KB2026112500123');
      await page.getByRole('button', { name: t.sent }).click();
      await expect(page.getByTestId('transfer-sent')).toBeVisible();
      // the order waits for the shop's check: no deadline and no Pay now on its page
      await page.getByTestId('transfer-sent').getByRole('link').click();
      await expect(page.getByTestId('order-actions')).toContainText(t.slipWaiting);
      await expect(page.getByTestId('order-actions').getByRole('link')).toHaveCount(0);
      await expect(page.getByTestId('order-status')).toHaveText(t.checkingSlip);
      expect((await axe(page).include('main').analyze()).violations).toEqual([]);
      // the list says so too, not that the order waits to be paid
      await page.getByRole('link', { name: t.myOrders }).click();
      await expect(page.getByTestId('order-row').filter({ hasText: orderId }).getByTestId('order-status')).toHaveText(t.checkingSlip);
      expect((await axe(page).include('main').analyze()).violations).toEqual([]);

      const order = (
        (await (await request.get(`/order/api/orders/${orderId}`, { headers: bearer(session) })).json()) as { data: { payments: { id: string }[] } }
      ).data;
      expect((await request.post(`/order/api/admin/payments/${order.payments.at(-1)!.id}/confirm`, { headers: STAFF })).ok()).toBe(true);
      await page.goto(`${prefix}/thank-you/${orderId}`);
      await expect(page.getByTestId('payment-state')).toContainText(t.paid);
    });
  });
}

test('double clicks and a retry after no answer place one order', async ({ page, request }) => {
  const { session } = await readyToCheckOut(page, request);
  const { t } = LANGUAGES[0];
  // the first order reaches the shop, but its answer is lost on the way back
  let keys: string[] = [];
  await page.route('**/order/api/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key']!);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/checkout');
  await page.getByLabel(t.terms).check();
  await page.getByRole('button', { name: t.place }).dblclick();
  await page.getByTestId('retry-order').click();
  await expect(page).toHaveURL(/\/confirmation\/pay\/SO\d+/);
  // one request per click that counted, both with the same key, and one order
  expect(new Set(keys).size).toBe(1);
  keys = [];
  expect(await ordersOf(request, session)).toHaveLength(1);
});

test('addresses that cannot be loaded are said so, with a retry; nothing can be ordered meanwhile', async ({ page, request }) => {
  await readyToCheckOut(page, request);
  let failing = true;
  await page.route('**/customer/api/profile/addresses/*', (route) => (failing ? route.abort('connectionreset') : route.continue()));
  await page.goto('/en/checkout');
  await expect(page.getByTestId('addresses-failed')).toContainText('Your addresses could not be loaded.');
  await expect(page.getByTestId('place-order')).toBeDisabled();
  failing = false;
  await page.getByTestId('addresses-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('addresses-failed')).toHaveCount(0);
  await expect(page.getByTestId('shipping-choice').first()).toBeVisible();
  await expect(page.getByTestId('place-order')).toBeEnabled();
});

test('the terms must be accepted, and a tax ID with a wrong check digit is named', async ({ page, request }) => {
  const { session } = await readyToCheckOut(page, request);
  const { t } = LANGUAGES[0];
  await page.goto('/checkout');
  await page.getByRole('button', { name: t.place }).click();
  await expect(page.getByTestId('terms-error')).toHaveText(t.termsMissing);
  // the box takes the focus: its error is read out with it
  await expect(page.getByLabel(t.terms)).toBeFocused();

  await page.getByLabel(t.terms).check();
  await page.getByLabel(t.taxInvoice).check();
  await page.getByRole('radio', { name: t.company }).check();
  await page.getByLabel(t.taxId).fill('0105556000018');
  await page.getByRole('button', { name: t.place }).click();
  // the first field in error takes the focus in the order the form shows them, also for fields the choice revealed
  await expect(page.getByLabel(t.companyName)).toBeFocused();
  await expect(page.getByTestId('taxId-error')).toHaveText(t.badTaxId);
  await page.getByLabel(t.companyName).fill('บริษัท ตัวอย่าง จำกัด');
  await page.getByRole('button', { name: t.place }).click();
  await expect(page.getByLabel(t.taxId)).toBeFocused();
  await expect(page.getByTestId('taxId-error')).toHaveText(t.badTaxId);
  expect(await ordersOf(request, session)).toHaveLength(0);

  await page.getByLabel(t.taxId).fill('0105556000017');
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/confirmation\/pay\/SO\d+/);
  const [placed] = await ordersOf(request, session);
  const order = ((await (await request.get(`/order/api/orders/${placed!.orderId}`, { headers: bearer(session) })).json()) as { data: { taxInvoice: unknown } })
    .data;
  expect(order.taxInvoice).toEqual({ type: 'company', companyName: 'บริษัท ตัวอย่าง จำกัด', branch: 'head-office', taxId: '0105556000017' });
});

test('a full tax invoice starts from the billing address; an ID typed with dashes is taken, an empty one asked for @phone', async ({ page, request }) => {
  const { session } = await readyToCheckOut(page, request);
  const { t } = LANGUAGES[0];
  await page.goto('/checkout');
  await page.getByLabel(t.terms).check();
  await page.getByLabel(t.taxInvoice).check();
  await expect(page.getByRole('radio', { name: 'บุคคลธรรมดา' })).toBeChecked();
  await expect(page.getByLabel('ชื่อ-นามสกุล')).toHaveValue('Somsri Rakdee');
  await expect(page.getByLabel(t.taxId)).toHaveValue(VALID_TAX_ID);

  await page.getByLabel(t.taxId).fill('');
  await page.getByRole('button', { name: t.place }).click();
  await expect(page.getByTestId('taxId-error')).toHaveText('กรุณากรอกเลขประจำตัวผู้เสียภาษี');
  await page.getByLabel(t.taxId).fill('1-1017-00207-03-0');
  await expect(page.getByLabel(t.taxId)).toHaveValue(VALID_TAX_ID);
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/confirmation\/pay\/SO\d+/);
  const [placed] = await ordersOf(request, session);
  const order = ((await (await request.get(`/order/api/orders/${placed!.orderId}`, { headers: bearer(session) })).json()) as { data: { taxInvoice: unknown } })
    .data;
  expect(order.taxInvoice).toEqual({ type: 'person', name: 'Somsri Rakdee', taxId: VALID_TAX_ID });
});

test('a bag changed in another tab while checking out: the change is shown and the shopper asked again', async ({ page, request }) => {
  const { session, cartId, productId } = await readyToCheckOut(page, request);
  const { t } = LANGUAGES[0];
  await page.goto('/checkout');
  await expect(page.getByTestId('bag-summary')).toBeVisible();
  // another tab adds one more
  expect((await request.post(`/cart/api/cart/${cartId}/items/update`, { headers: bearer(session), data: { productId, quantity: 2 } })).ok()).toBe(true);

  await page.getByLabel(t.terms).check();
  await page.getByRole('button', { name: t.place }).click();
  await expect(page.getByTestId('checkout-problem')).toContainText(t.changed);
  await expect(page.getByTestId('bag-changes')).toContainText('2');
  expect(await ordersOf(request, session)).toHaveLength(0);

  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/confirmation\/pay\/SO\d+/);
  expect(await ordersOf(request, session)).toHaveLength(1);
});

test('a price changed while checking out: the new price is shown and the order placed only once it is seen', async ({ page, request }) => {
  const accessory = await lastAccessory(request);
  const { session, productId } = await readyToCheckOut(page, request, accessory);
  const variant = accessory.variants.find((v) => v.productId === productId)!;
  const setPrice = (price: number, specialPrice: number | null) =>
    request.put(`/pim/api/admin/skus/${productId}/price`, { headers: STAFF, data: { price, specialPrice } });
  const { t } = LANGUAGES[1];
  await page.goto('/en/checkout');
  await expect(page.getByTestId('bag-summary')).toBeVisible();
  try {
    expect((await setPrice(variant.price + 1000, null)).ok()).toBe(true);
    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByTestId('checkout-problem')).toContainText('Prices in your bag have changed; please check them again');
    await expect(page.getByTestId('bag-changes')).toContainText(`฿${(variant.price + 1000).toLocaleString('en-US')}`);
    expect(await ordersOf(request, session)).toHaveLength(0);

    await page.getByRole('button', { name: t.place }).click();
    await expect(page).toHaveURL(/\/confirmation\/pay\/SO\d+/);
    expect(await ordersOf(request, session)).toHaveLength(1);
  } finally {
    await setPrice(variant.price, variant.specialPrice);
  }
});

test('a coupon the bag does not qualify for is said at checkout, which leads back to the bag instead of refusing the order @phone', async ({
  page,
  request,
}) => {
  const under5000 = await product(
    request,
    'th',
    'apple-accessories',
    (d) => d.variants.some((v) => v.stock > 20) && d.variants.every((v) => (v.specialPrice ?? v.price) < 4000),
  );
  const { session, cartId } = await readyToCheckOut(page, request, under5000);
  // WELCOME500 asks for ฿5,000 of goods: the bag keeps it, not applied yet
  const applied = await request.post(`/cart/api/cart/${cartId}/apply-coupon`, { headers: bearer(session), data: { couponCode: 'WELCOME500' } });
  expect(applied.ok()).toBe(true);
  await page.goto('/checkout');
  const summary = page.getByTestId('bag-summary');
  await expect(summary.getByTestId('coupon-not-qualifying')).toContainText('฿5,000');
  await expect(page.getByTestId('bag-to-change')).toContainText('คูปองนี้ยังใช้กับถุงช้อปปิ้งนี้ไม่ได้');
  await expect(page.getByRole('button', { name: 'สั่งซื้อ' })).toBeDisabled();
  await page.getByTestId('bag-to-change').getByRole('link', { name: 'แก้ไขถุงช้อปปิ้ง' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await ordersOf(request, session)).toHaveLength(0);
});

test('a line the shop has fewer of than the bag holds is named in the summary, the order waits for the bag to change, and the bag lowers it', async ({
  page,
  request,
}) => {
  const accessory = await lastAccessory(request, 1);
  const { session, productId, cartId } = await readyToCheckOut(page, request, accessory);
  const stock = accessory.variants.find((v) => v.productId === productId)!.stock;
  const setStock = (to: number) => request.put(`/pim/api/admin/skus/${productId}/stock`, { headers: STAFF, data: { stock: to } });
  expect((await request.post(`/cart/api/cart/${cartId}/items/update`, { headers: bearer(session), data: { productId, quantity: 2 } })).ok()).toBe(true);
  try {
    expect((await setStock(0)).ok()).toBe(true);
    await page.goto('/en/checkout');
    await expect(page.getByTestId('bag-summary').getByTestId('short-stock')).toHaveText('Out of stock');
    await expect(page.getByTestId('bag-to-change')).toContainText('Change its quantity in your bag');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await expect(page.getByTestId('bag-to-change').getByRole('link', { name: 'Edit bag' })).toHaveAttribute('href', '/en/cart');
    expect(await ordersOf(request, session)).toHaveLength(0);

    // the bag says so beside its checkout, and the line goes down a unit at a time, though none are left
    await page.getByTestId('bag-to-change').getByRole('link', { name: 'Edit bag' }).click();
    await expect(page.getByTestId('cart-totals').getByTestId('bag-short')).toHaveText(
      'Some items in your bag are out of stock or have fewer left than you chose: lower their quantity or remove them before you check out.',
    );
    const line = page.getByTestId('cart-line');
    const updated = page.waitForResponse((answer) => answer.url().includes('/items/update'));
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    expect((await updated).ok()).toBe(true);
    await expect(line.getByTestId('quantity')).toHaveText('1');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('cart-line').getByTestId('quantity')).toHaveText('1');
  } finally {
    await setStock(stock);
  }
});

test('on the payment page the next step takes the focus from the button that brought it', async ({ page, request }) => {
  await readyToCheckOut(page, request);
  const { t } = LANGUAGES[1];
  await page.goto('/en/checkout');
  await placeOrder(page, t, 'promptPay');
  const focusedIsBody = () => page.evaluate(() => document.activeElement === document.body);
  await page.getByRole('button', { name: t.showQr }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('promptpay-amount')).toBeVisible();
  expect(await focusedIsBody()).toBe(false);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  await page.getByRole('button', { name: 'Pay another way' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: t.card })).toBeVisible();
  expect(await focusedIsBody()).toBe(false);
});

test('an expired order says so and offers to order again', async ({ page, request }) => {
  const { session } = await readyToCheckOut(page, request);
  const { t } = LANGUAGES[1];
  await page.goto('/en/checkout');
  const orderId = await placeOrder(page, t, 'promptPay');
  expect((await request.post(`/order/api/admin/orders/${orderId}/status`, { headers: STAFF, data: { status: 'expired' } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('order-expired')).toContainText(t.expired);
  // an order that can no longer be paid is not asked for its money
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId}`);
  await expect(page.getByTestId('payment-total')).toHaveCount(0);
  await page.getByRole('button', { name: t.orderAgain }).click();
  await expect(page).toHaveURL('/en/cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(await ordersOf(request, session)).toHaveLength(1);
});

test('a card payment left unfinished at the gateway can be made again or another way', async ({ page, request }) => {
  const { session } = await readyToCheckOut(page, request);
  const { t } = LANGUAGES[1];
  await page.goto('/en/checkout');
  const orderId = await placeOrder(page, t, 'card');
  await page.getByRole('button', { name: t.payByCard }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.goBack();
  await expect(page.getByTestId('card-waiting')).toBeVisible();
  await page.getByRole('button', { name: 'Pay again or another way' }).click();
  await page.getByRole('radio', { name: t.promptPay }).check();
  await page.getByRole('button', { name: t.showQr }).click();
  await expect(page.getByTestId('promptpay').getByRole('img')).toBeVisible();
  const payments = (
    (await (await request.get(`/order/api/orders/${orderId}`, { headers: bearer(session) })).json()) as {
      data: { payments: { method: string; status: string }[] };
    }
  ).data.payments;
  expect(payments.map((p) => [p.method, p.status])).toEqual([
    ['card', 'cancelled'],
    ['promptpay', 'pending'],
  ]);
});

test('a PromptPay QR that does not load or save says so; the QR loads again on request', async ({ page, request }) => {
  await readyToCheckOut(page, request);
  const { t } = LANGUAGES[1];
  await page.goto('/en/checkout');
  await placeOrder(page, t, 'promptPay');
  await page.route('**/qr.svg', (route) => route.abort());
  await page.getByRole('button', { name: t.showQr }).click();
  const failed = page.getByTestId('promptpay-qr-failed');
  await expect(failed).toContainText('The QR could not be loaded.');
  await expect(page.getByRole('button', { name: t.saveQr })).toHaveCount(0);
  await page.unroute('**/qr.svg');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('promptpay').getByRole('img')).toBeVisible();
  await expect(failed).toHaveCount(0);
  // a browser that cannot draw the picture: the shopper is told, and the QR stays on screen
  await page.evaluate(() => {
    HTMLCanvasElement.prototype.toDataURL = () => {
      throw new DOMException('The canvas cannot be exported', 'SecurityError');
    };
  });
  await page.getByRole('button', { name: t.saveQr }).click();
  await expect(page.getByTestId('promptpay-save-failed')).toContainText('Take a screenshot of the QR instead.');
  await expect(page.getByTestId('promptpay').getByRole('img')).toBeVisible();
});

test('after ordering, every open tab shows a fresh bag', async ({ page, request }) => {
  await readyToCheckOut(page, request);
  const other = await page.context().newPage();
  await other.goto('/cart');
  await expect(other.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await placeOrder(page, LANGUAGES[0].t, 'card');
  await expect(other.getByTestId('cart-badge')).toHaveCount(0);
});

test('a shopper who leaves checkout while the order is being placed keeps the order, is told its number, and shops on with a fresh bag', async ({
  page,
  request,
}) => {
  const [{ t }] = LANGUAGES;
  const { session } = await readyToCheckOut(page, request);
  await page.goto('/cart');
  await page.getByRole('link', { name: t.checkout, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  let answer!: () => void;
  const slowNetwork = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/order/api/orders', async (route) => {
    if (route.request().method() === 'POST') await slowNetwork;
    await route.continue();
  });
  const choice = page.getByRole('radio', { name: t.card });
  await expect(async () => {
    await choice.check({ timeout: 2000 });
    await expect(choice).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByLabel(t.terms).check();
  const placing = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/order/api/orders');
  await page.getByRole('button', { name: t.place }).click();
  await placing;
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  answer();

  await expect.poll(async () => (await ordersOf(request, session)).length).toBe(1);
  const [order] = await ordersOf(request, session);
  await expect(page.getByText(`ได้รับคำสั่งซื้อ ${order!.orderId} ของคุณแล้ว ชำระเงินได้ที่หน้าคำสั่งซื้อของฉัน`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test('a bag ordered elsewhere (another device, a checkout left midway): the next add starts a fresh bag', async ({ page, request }) => {
  const [, { prefix, t }] = LANGUAGES;
  const { session, cartId } = await readyToCheckOut(page, request);
  const { productId } = await lastAccessory(request);
  const accessory = await product(request, 'en', 'apple-accessories', (d) => d.productId === productId);
  const variant = accessory.variants.find((v) => v.stock > 5)!;
  await page.goto(pagePath(prefix, accessory));
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  const { version } = ((await (await request.get(`/cart/api/cart/${cartId}`, { headers: bearer(session) })).json()) as { data: { version: number } }).data;
  const placed = await request.post('/order/api/orders', {
    headers: { ...bearer(session), 'idempotency-key': `ordered-elsewhere-${cartId}` },
    data: { cartId, cartVersion: version },
  });
  expect(placed.status()).toBe(201);

  await page.getByRole('button', { name: accessory.colours.find((c) => c.code === variant.colourCode)!.name, exact: true }).click();
  if (variant.capacity) await page.getByRole('button', { name: variant.capacity, exact: true }).click();
  await page.getByRole('button', { name: t.addToBag }).click();
  await expect(page.getByTestId('added')).toBeVisible();
  // the mini cart opens with the one product added: no error
  await expect(page.getByRole('dialog', { name: 'Your bag (1)' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto(`${prefix}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(accessory.productName);
});

test('a bag changed in another tab during checkout: checkout shows what changed before the shopper orders it', async ({ page, request }) => {
  const [, { prefix }] = LANGUAGES;
  await readyToCheckOut(page, request);
  await page.goto(`${prefix}/checkout`);
  await expect(page.getByTestId('bag-summary')).toBeVisible();
  const other = await page.context().newPage();
  await other.goto(`${prefix}/cart`);
  await other.getByTestId('cart-line').getByRole('button', { name: 'Increase quantity' }).click();
  await expect(other.getByTestId('cart-badge')).toHaveText('2');

  const notice = page.getByTestId('bag-changed');
  await expect(notice).toContainText('Your bag was changed in another tab or window.');
  await expect(notice.getByTestId('bag-changes')).toContainText('1');
  await expect(notice.getByTestId('bag-changes')).toContainText('2');
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('the thank-you page of a cancelled order does not thank for it or promise a delivery', async ({ page, request }) => {
  await readyToCheckOut(page, request);
  const { t } = LANGUAGES[1];
  await page.goto('/en/checkout');
  const orderId = await placeOrder(page, t, 'promptPay');
  expect((await request.post(`/order/api/admin/orders/${orderId}/status`, { headers: STAFF, data: { status: 'cancelled' } })).ok()).toBe(true);
  await page.goto(`/en/thank-you/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order cancelled');
  await expect(page.getByTestId('payment-state')).toHaveText('This order was cancelled.');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toHaveCount(0);
  await expect(page.getByText(/We pack your order/)).toHaveCount(0);
});
