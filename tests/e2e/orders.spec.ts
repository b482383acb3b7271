import { expect, type Page, test } from '@playwright/test';
import { newCustomer } from './addresses';
import { formatBaht, MOMENT, screenTag } from './languages';
import { bearer, holdSession, sharedSession } from './logged-in';
import { payOrder, placeOrder, withOrder } from './orders';
import { axe } from './axe';

/** The browser's print dialog replaced by a mark on the page, which the test reads to know the button asked to print. */
const recordPrinting = (page: Page) =>
  page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      myOrders: 'คำสั่งซื้อของฉัน',
      accountMenu: 'บัญชีของฉัน',
      order: (id: string) => `คำสั่งซื้อ ${id}`,
      items: (n: number) => `${n} ชิ้น`,
      awaitingPayment: 'รอชำระเงิน',
      paid: 'ชำระเงินแล้ว',
      cancelled: 'ยกเลิกแล้ว',
      payNow: 'ชำระเงินทันที',
      payBy: /^กรุณาชำระเงินภายใน .+ มิฉะนั้นคำสั่งซื้อจะหมดเวลาชำระเงิน$/,
      cancelOrder: 'ยกเลิกคำสั่งซื้อ',
      keep: 'ไม่ยกเลิก',
      yesCancel: 'ยืนยันยกเลิก',
      isCancelled: 'ยกเลิกคำสั่งซื้อของคุณแล้ว',
      printReceipt: 'พิมพ์ใบเสร็จ',
      giftWrapping: 'ห่อของขวัญ',
      subtotal: 'ยอดรวมสินค้า',
      receipt: 'ใบเสร็จรับเงิน / ใบกำกับภาษีอย่างย่อ',
      seller: 'บริษัท เอสพีวีไอ จำกัด (มหาชน)',
      receiptNo: (number: string) => `ใบเสร็จรับเงินเลขที่ ${number}`,
      creditNoteNo: (number: string) => `ใบลดหนี้เลขที่ ${number}`,
      printCreditNote: 'พิมพ์ใบลดหนี้',
      creditNote: 'ใบลดหนี้',
      taxReceipt: 'ใบเสร็จรับเงิน / ใบกำกับภาษี',
      notFound: 'ไม่พบคำสั่งซื้อ',
      backToOrders: 'กลับไปที่คำสั่งซื้อของฉัน',
      noOrders: 'คุณยังไม่มีคำสั่งซื้อ',
      shopNow: 'เลือกซื้อเลย',
      free: 'ฟรี',
      headOffice: 'สำนักงานใหญ่',
      refundDue: 'ทางร้านจะคืนเงินรายการนี้ให้คุณ',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      myOrders: 'My orders',
      accountMenu: 'My account',
      order: (id: string) => `Order ${id}`,
      items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
      awaitingPayment: 'Awaiting payment',
      paid: 'Paid',
      cancelled: 'Cancelled',
      payNow: 'Pay now',
      payBy: /^Please pay by .+, or the order expires\.$/,
      cancelOrder: 'Cancel order',
      keep: 'Keep the order',
      yesCancel: 'Yes, cancel it',
      isCancelled: 'Your order is cancelled.',
      printReceipt: 'Print receipt',
      giftWrapping: 'Gift wrapping',
      subtotal: 'Subtotal',
      receipt: 'Receipt / Abbreviated tax invoice',
      seller: 'SPVi Public Company Limited',
      receiptNo: (number: string) => `Receipt no. ${number}`,
      creditNoteNo: (number: string) => `Credit note no. ${number}`,
      printCreditNote: 'Print credit note',
      creditNote: 'Credit note',
      taxReceipt: 'Receipt / Tax invoice',
      notFound: 'Order not found',
      backToOrders: 'Back to my orders',
      noOrders: 'You have not ordered anything yet.',
      shopNow: 'Shop now',
      free: 'Free',
      headOffice: 'Head office',
      refundDue: 'The shop will refund this payment.',
    },
  },
] as const;

/** The account menu: the side column on a desktop, the list under its button on a phone (opened first). */
async function accountMenu(page: Page, menuLabel: string) {
  const phoneMenu = page.getByTestId('account-nav-phone');
  if (!(await phoneMenu.isVisible())) return page.getByTestId('account-nav');
  await phoneMenu.getByText(menuLabel).first().click();
  return phoneMenu;
}

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`account orders (${locale})`, () => {
    test(`the account menu leads to the list, which shows the order and opens it${screenTag(locale)}`, async ({ page, request }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session, { quantity: 2 });
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account`);
      await expect(page.getByTestId('latest-orders')).toBeVisible();
      await (await accountMenu(page, t.accountMenu)).getByRole('link', { name: t.myOrders, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/order$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.myOrders);
      const row = page.getByTestId('order-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t.order(order.orderId));
      await expect(row).toContainText(t.awaitingPayment);
      await expect(row).toContainText(t.items(2));
      await expect(row.getByTestId('order-total')).toHaveText(formatBaht(order.totalPayable));
      await expect(row.locator('time')).toHaveText(MOMENT[locale]);
      await expect(row.locator('img')).toHaveAttribute('src', /^\/images\/p\//);

      await row.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/order/${order.orderId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.order(order.orderId));
    });

    test('the dashboard links its latest order to the order page', async ({ page, request }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account`);
      await page
        .getByTestId('latest-orders')
        .getByRole('link', { name: t.order(order.orderId) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/order/${order.orderId}$`));
      await expect(page.getByTestId('order-status').first()).toHaveText(t.awaitingPayment);
    });

    test(`the order page shows the lines, the totals and the status timeline; an unpaid order can be paid${screenTag(locale)}`, async ({ page, request }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session, { quantity: 2, locale });
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/order/${order.orderId}`);
      const line = page.getByTestId('order-line');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(order.items[0]!.name);
      await expect(line.getByTestId('line-total')).toHaveText(`฿${order.items[0]!.netPrice}`);
      await expect(line.locator('img')).toHaveAttribute('src', /^\/images\/p\//);
      const totals = page.getByTestId('order-totals');
      await expect(totals.getByTestId('total-payable')).toHaveText(formatBaht(order.totalPayable));
      await expect(totals.getByTestId('total-vat')).toHaveText(formatBaht(order.totalVat));
      await expect(totals.getByTestId('total-vat')).toHaveText(/\.\d{2}$/);
      const steps = page.getByTestId('status-step');
      await expect(steps).toHaveCount(1);
      await expect(steps).toContainText(t.awaitingPayment);
      await expect(steps.locator('time')).toHaveText(MOMENT[locale]);
      await expect(page.getByTestId('order-shipping-address')).toContainText('99/1 Soi Sukhumvit 22');
      // no full tax invoice was asked for: the receipt's address has no buyer's tax ID
      const billing = page.getByTestId('order-billing-address');
      await expect(billing).toContainText('99/1 Soi Sukhumvit 22');
      await expect(billing).toContainText('089-876-5432');
      await expect(billing).not.toContainText('1101700207030');

      await expect(page.getByRole('button', { name: t.printReceipt })).toHaveCount(0);
      // what happens to an order left unpaid is what its status will say
      await expect(page.getByText(t.payBy)).toBeVisible();
      await page.getByRole('link', { name: t.payNow }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/confirmation/pay/${order.orderId}$`));
      // the payment page's code and the order load first
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderId, { timeout: 15_000 });
    });

    test(`cancelling asks first: keeping the order changes nothing, confirming cancels it${screenTag(locale)}`, async ({ page, request }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/order/${order.orderId}`);
      await page.getByRole('button', { name: t.cancelOrder }).click();
      const dialog = page.getByRole('dialog', { name: t.cancelOrder });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(order.orderId);
      await dialog.getByRole('button', { name: t.keep }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('order-status').first()).toHaveText(t.awaitingPayment);

      await page.getByRole('button', { name: t.cancelOrder }).click();
      await dialog.getByRole('button', { name: t.yesCancel }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('order-cancelled')).toHaveText(t.isCancelled);
      // its Cancel button went with the dialog: the order's heading holds the focus
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByTestId('order-status').first()).toHaveText(t.cancelled);
      await expect(page.getByTestId('status-step')).toHaveCount(2);
      await expect(page.getByTestId('status-step').last()).toContainText(t.cancelled);
      // on a phone every step's time goes under its name, not beside the short ones only
      if (page.viewportSize()!.width < 640) {
        for (const step of await page.getByTestId('status-step').all()) {
          const name = (await step.locator('span').first().boundingBox())!;
          const time = (await step.locator('time').boundingBox())!;
          expect(time.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
        }
      }
      await expect(page.getByRole('link', { name: t.payNow })).toHaveCount(0);

      // the list says so too
      await page
        .getByRole('link', { name: new RegExp(t.myOrders) })
        .first()
        .click();
      await expect(page.getByTestId('order-row')).toContainText(t.cancelled);
    });

    test('a refused cancel shows the server’s reason in the dialog', async ({ page, request }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session);
      await holdSession(page.context(), session);
      await page.goto(`${prefix}/my-account/order/${order.orderId}`);
      await page.getByRole('button', { name: t.cancelOrder }).click();
      // paid meanwhile (another tab): the server refuses to cancel it
      await payOrder(request, session, order.orderId);
      await page.getByRole('dialog').getByRole('button', { name: t.yesCancel }).click();
      const problem = page.getByTestId('cancel-problem');
      await expect(problem).toBeVisible();
      expect((await problem.textContent())?.trim().length).toBeGreaterThan(0);
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test('a paid order prints as a receipt and tax invoice, without the shop’s header, menus or buttons', async ({ page, request }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session, {
        taxInvoice: { type: 'company', companyName: 'บริษัท ตัวอย่าง จำกัด', branch: 'head-office', taxId: '0105536000313' },
        locale,
      });
      await payOrder(request, session, order.orderId);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/order/${order.orderId}`);
      await expect(page.getByTestId('order-status').first()).toHaveText(t.paid);
      await expect(page.getByTestId('order-tax-invoice')).toContainText('0105536000313');
      await expect(page.getByTestId('receipt')).toBeHidden();
      await recordPrinting(page);
      await page.getByRole('button', { name: t.printReceipt }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

      await page.emulateMedia({ media: 'print' });
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toBeVisible();
      await expect(receipt.getByTestId('receipt-title')).toHaveText(t.taxReceipt);
      await expect(receipt).toContainText(order.orderId);
      await expect(receipt).toContainText(order.items[0]!.name);
      await expect(receipt).toContainText(formatBaht(order.totalVat));
      await expect(receipt.getByTestId('receipt-buyer')).toContainText('บริษัท ตัวอย่าง จำกัด');
      await expect(receipt.getByTestId('receipt-buyer')).toContainText(t.headOffice);
      await expect(receipt.getByTestId('receipt-buyer')).toContainText('0105536000313');
      // the seller as the Revenue Code asks: name, branch, tax ID; the document's own running number
      const seller = receipt.getByTestId('receipt-seller');
      await expect(seller).toContainText(t.seller);
      await expect(seller).toContainText(t.headOffice);
      await expect(seller).toContainText('0107555000121');
      const paid = (await (await request.get(`/order/api/orders/${order.orderId}`, { headers: bearer(session) })).json()) as {
        data: { receipt: { number: string } };
      };
      expect(paid.data.receipt.number).toMatch(/^RC25\d{2}-\d{6}$/);
      await expect(receipt.getByTestId('receipt-number')).toHaveText(paid.data.receipt.number);
      for (const hidden of [page.locator('header').first(), page.locator('footer').first(), page.getByTestId('account-nav'), page.getByTestId('order-page')])
        await expect(hidden).toBeHidden();
      await expect(page.getByRole('button', { name: t.printReceipt })).toBeHidden();
      // on screen, the receipt's number is beside its button
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByTestId('order-receipt-number')).toHaveText(t.receiptNo(paid.data.receipt.number));
    });

    test('a paid order the shop cancelled says its payment will be refunded, and prints as a credit note taking back its receipt', async ({
      page,
      request,
    }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session);
      await payOrder(request, session, order.orderId);
      const cancelled = await request.post(`/order/api/admin/orders/${order.orderId}/status`, {
        headers: { 'x-api-key': 'local-admin-key' },
        data: { status: 'cancelled' },
      });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/order/${order.orderId}`);
      await expect(page.getByTestId('order-status').first()).toHaveText(t.cancelled);
      await expect(page.getByTestId('order-payment')).toContainText(formatBaht(order.totalPayable));
      await expect(page.getByTestId('refund-due')).toHaveText(t.refundDue);
      await expect(page.getByRole('button', { name: t.printReceipt })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.cancelOrder })).toHaveCount(0);

      const { data } = (await (await request.get(`/order/api/orders/${order.orderId}`, { headers: bearer(session) })).json()) as {
        data: { receipt: { number: string }; creditNote: { number: string } };
      };
      expect(data.creditNote.number).toMatch(/^CN25\d{2}-\d{6}$/);
      await expect(page.getByTestId('order-credit-note-number')).toHaveText(t.creditNoteNo(data.creditNote.number));
      await expect(page.getByTestId('credit-note')).toBeHidden();
      await recordPrinting(page);
      await page.getByRole('button', { name: t.printCreditNote }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

      await page.emulateMedia({ media: 'print' });
      const note = page.getByTestId('credit-note');
      await expect(note.getByRole('heading', { level: 2 })).toHaveText(t.creditNote);
      await expect(note.getByTestId('credit-note-number')).toHaveText(data.creditNote.number);
      await expect(note.getByTestId('credit-note-invoice')).toContainText(data.receipt.number);
      await expect(note.getByTestId('receipt-seller')).toContainText('0107555000121');
      await expect(note).toContainText(order.items[0]!.name);
      await expect(note).toContainText(formatBaht(order.totalPayable));
      await expect(page.getByTestId('receipt')).toHaveCount(0);
      await expect(page.getByTestId('order-page')).toBeHidden();
    });

    test('a paid order without a tax invoice prints as a receipt whose rows add up: gift wrapping a row of its own, the subtotal the page’s', async ({
      page,
      request,
    }) => {
      const session = await newCustomer(request);
      const order = await placeOrder(request, session, { quantity: 3, giftWrapping: 'HBD', locale });
      const [line] = order.items;
      await payOrder(request, session, order.orderId);
      await holdSession(page.context(), session);

      await page.goto(`${prefix}/my-account/order/${order.orderId}`);
      await expect(page.getByRole('button', { name: t.printReceipt })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('receipt-title')).toHaveText(t.receipt);
      await expect(page.getByTestId('receipt-seller')).toContainText('0107555000121');
      await expect(page.getByTestId('receipt-number')).toHaveText(/^RC25\d{2}-\d{6}$/);
      const rows = page.getByTestId('receipt').getByRole('row');
      await expect(rows.filter({ hasText: line!.name })).toContainText(`3${formatBaht(line!.price)}${formatBaht(line!.price * 3)}`);
      await expect(page.getByTestId('document-wrapping')).toHaveText(
        `${t.giftWrapping}1${formatBaht(line!.giftWrappingPrice)}${formatBaht(line!.giftWrappingPrice)}`,
      );
      await page.emulateMedia({ media: 'screen' });
      const subtotal = await page.getByTestId('order-totals').getByTestId('subtotal').textContent();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('receipt')).toContainText(`${t.subtotal}${subtotal}`);
    });

    test(`an unknown, malformed or another customer’s order number shows that the order is not found${screenTag(locale)}`, async ({ page, request }) => {
      const other = await newCustomer(request);
      const theirs = await placeOrder(request, other);
      const session = await newCustomer(request);
      await holdSession(page.context(), session);

      for (const id of ['SO999999999', 'not-an-order', theirs.orderId]) {
        await page.goto(`${prefix}/my-account/order/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
        await expect(page.getByTestId('order-not-found')).not.toContainText(theirs.items[0]!.name);
      }
      await page.getByRole('link', { name: t.backToOrders }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/order$`));
      await expect(page.getByTestId('orders-empty')).toContainText(t.noOrders);
      await page.getByTestId('orders-empty').getByRole('link', { name: t.shopNow }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/products$`));
    });
  });
}

test('orders come ten to a page; the page is in the address, and a bad page number shows the first page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const session = await newCustomer(request);
  const placed: string[] = [];
  for (let i = 0; i < 11; i++) placed.push((await placeOrder(request, session)).orderId);
  await holdSession(page.context(), session);

  await page.goto('/en/my-account/order');
  await expect(page.getByTestId('order-count')).toHaveText('11 orders');
  await expect(page.getByTestId('order-row')).toHaveCount(10);
  // newest first
  await expect(page.getByTestId('order-row').first()).toContainText(placed[10]!);
  await page.getByRole('navigation', { name: 'Pages of your orders' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/order\?page=2$/);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText(placed[0]!);

  for (const bad of ['abc', '0', '-1', '1.5']) {
    await page.goto(`/en/my-account/order?page=${bad}`);
    await expect(page.getByTestId('order-row')).toHaveCount(10);
    await expect(page.getByTestId('order-row').first()).toContainText(placed[10]!);
  }
  // past the last page: the last page
  await page.goto('/en/my-account/order?page=9');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});

test('a thank-you page whose order fails to load says the order is kept and Try again brings it', async ({ page, request }) => {
  const path = await withOrder('paid', (id) => `/en/thank-you/${id}`)(request);
  await holdSession(page.context(), await sharedSession(request));
  const orderCall = /\/order\/(api\/orders\/)?SO\d+(\?|$)/;
  await page.route(orderCall, (route) => route.abort('failed'));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The order could not be loaded', { timeout: 15_000 });
  await expect(page.getByText('Your order and its payment are kept.')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.unroute(orderCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('The order could not be loaded');
  await expect(page.getByTestId('payment-state')).toBeVisible();
});

test('a thank-you page opened logged out asks to log in, and shows the order after @phone', async ({ page, request }) => {
  const path = await withOrder('paid', (id) => `/thank-you/${id}`)(request);
  const { email, password } = await sharedSession(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบเพื่อดูคำสั่งซื้อนี้');
  await expect(page.getByRole('button', { name: 'ลองอีกครั้ง' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId('order-number')).toHaveText(path.split('/').at(-1)!);
});

test("the payment page of another customer's order says it is not found and leads to the shopper's own orders, with no Try again", async ({
  page,
  request,
}) => {
  const theirs = await placeOrder(request, await newCustomer(request));
  await holdSession(page.context(), await newCustomer(request));
  await page.goto(`/en/confirmation/pay/${theirs.orderId}`);
  await expect(page.getByRole('alert')).toHaveText('This order could not be found.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'My orders', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/order$/);
});

test('an expired order ordered again comes back to the bag wrapped as it was, with its message @phone-only', async ({ page, request }) => {
  const session = await newCustomer(request);
  const order = await placeOrder(request, session, { giftWrapping: 'สุขสันต์วันเกิด' });
  const expired = await request.post(`/order/api/admin/orders/${order.orderId}/status`, {
    headers: { 'x-api-key': 'local-admin-key' },
    data: { status: 'expired' },
  });
  expect(expired.ok(), await expired.text()).toBe(true);
  await holdSession(page.context(), session);
  await page.goto(`/confirmation/pay/${order.orderId}`);
  await page.getByRole('button', { name: 'สั่งซื้ออีกครั้ง' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line').filter({ hasText: order.items[0]!.name });
  await expect(line.getByTestId('gift-message')).toContainText('สุขสันต์วันเกิด');
});

test('on a 320 px phone the bank account’s details all end at the right, a long account name too @phone-only', async ({ page, request }) => {
  const session = await newCustomer(request);
  const order = await placeOrder(request, session, { locale: 'en' });
  await holdSession(page.context(), session);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/en/confirmation/pay/${order.orderId}`);
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  const account = page.getByTestId('bank-account');
  await expect(account).toBeVisible();
  const ends = await account.evaluate((list) =>
    [...list.querySelectorAll('dd')].map((value) => Math.round(list.getBoundingClientRect().right - value.getBoundingClientRect().right)),
  );
  expect(ends).toEqual([0, 0, 0, 0]);
});

test("an account's order that fails to load keeps its heading and the way back to the list, and Try again brings it", async ({ page, request }) => {
  const path = await withOrder('paid', (id) => `/my-account/order/${id}`)(request);
  const orderId = path.split('/').at(-1)!;
  await holdSession(page.context(), await sharedSession(request));
  const orderCall = new RegExp(`/order/api/orders/${orderId}(\\?|$)`);
  await page.route(orderCall, (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  await page.goto(path);
  await expect(page.getByTestId('orders-problem')).toContainText('ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`คำสั่งซื้อ ${orderId}`);
  await expect(page.getByRole('main').getByRole('link', { name: '‹ คำสั่งซื้อของฉัน' })).toHaveAttribute('href', '/my-account/order');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.unroute(orderCall);
  await page.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }).click();
  await expect(page.getByTestId('order-page')).toBeVisible();
});
