import { expect, type Page, test } from '@playwright/test';
import { newCustomer } from './addresses';
import { MOMENT, screenTag } from './languages';
import { placeOrder } from './orders';

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      title: 'ติดตามคำสั่งซื้อ',
      orderNumber: 'หมายเลขคำสั่งซื้อ',
      contact: 'อีเมลหรือเบอร์โทรศัพท์',
      track: 'ตรวจสอบสถานะ',
      order: (id: string) => `คำสั่งซื้อ ${id}`,
      awaitingPayment: 'รอชำระเงิน',
      items: (n: number) => `${n} ชิ้น`,
      notFound: 'ไม่พบคำสั่งซื้อนี้',
      tooMany: 'คุณทำรายการบ่อยเกินไป กรุณารอ 10 นาทีแล้วลองใหม่อีกครั้ง',
      numberRequired: 'กรุณากรอกหมายเลขคำสั่งซื้อ',
      contactRequired: 'กรุณากรอกอีเมลหรือเบอร์โทรศัพท์ที่ใช้สั่งซื้อ',
      badNumber: 'หมายเลขคำสั่งซื้อขึ้นต้นด้วย SO ตามด้วยตัวเลข เช่น SO100001',
      footerLink: 'ติดตามคำสั่งซื้อ',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      title: 'Track your order',
      orderNumber: 'Order number',
      contact: 'Email or phone number',
      track: 'Track order',
      order: (id: string) => `Order ${id}`,
      awaitingPayment: 'Awaiting payment',
      items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
      notFound: 'This order could not be found',
      tooMany: 'You have tried too many times. Please wait 10 minutes, then try again.',
      numberRequired: 'Please enter your order number',
      contactRequired: 'Please enter the email or phone number of the order',
      badNumber: 'An order number is SO and digits, such as SO100001',
      footerLink: 'Track your order',
    },
  },
] as const;

/** An order of some customer, placed over HTTP: the guest knows its number, email and phone. */
async function someOrder(request: Parameters<typeof placeOrder>[0]) {
  return placeOrder(request, await newCustomer(request), { quantity: 2 });
}

async function track(page: Page, t: (typeof LANGUAGES)[number]['t'], orderId: string | null, contact: string) {
  if (orderId !== null) await page.getByLabel(t.orderNumber).fill(orderId);
  await page.getByLabel(t.contact).fill(contact);
  await page.getByRole('button', { name: t.track }).click();
}

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`order tracking (${locale})`, () => {
    test(`the footer leads a guest to tracking, who finds an order by its number and email${screenTag(locale)}`, async ({ page, request }) => {
      const order = await someOrder(request);
      await page.goto(`${prefix}/products`);
      const footer = page.locator('footer');
      const link = footer.getByRole('link', { name: t.footerLink });
      // on a phone the footer's columns open first
      if (test.info().project.name === 'phone') await footer.locator('summary', { hasText: /ช่วยเหลือการสั่งซื้อออนไลน์|Online Shop Support/ }).click();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/order-tracking$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

      await track(page, t, order.orderId.toLowerCase(), order.email.toUpperCase());
      const result = page.getByTestId('tracking-result');
      await expect(result.getByRole('heading', { level: 2 })).toHaveText(t.order(order.orderId));
      await expect(result.getByTestId('order-status')).toHaveText(t.awaitingPayment);
      await expect(result.getByTestId('tracked-quantity')).toHaveText(t.items(2));
      await expect(result.locator('dd time')).toHaveText(MOMENT[locale]);
      const steps = result.getByTestId('status-step');
      await expect(steps).toHaveCount(1);
      await expect(steps).toContainText(t.awaitingPayment);
      await expect(steps.locator('time')).toHaveText(MOMENT[locale]);
    });

    test(`the order number in the address fills the form; the phone of the order finds it${screenTag(locale)}`, async ({ page, request }) => {
      const order = await someOrder(request);
      await page.goto(`${prefix}/order-tracking/${order.orderId}`);
      await expect(page.getByLabel(t.orderNumber)).toHaveValue(order.orderId);
      // written as people write phone numbers, in Thai digits from a Thai keyboard
      const written = order.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');
      await track(page, t, null, locale === 'th' ? written.replace(/\d/g, (d) => String.fromCharCode(0x0e50 + Number(d))) : written);
      await expect(page.getByTestId('tracking-result')).toContainText(t.order(order.orderId));
      await expect(page.getByTestId('tracking-result').getByTestId('status-step')).toHaveCount(1);
      // another search that the form refuses puts the last result away: no answer sits beside a field's error
      await page.getByLabel(t.contact).fill('not an email');
      await page.getByRole('button', { name: t.track }).click();
      await expect(page.getByTestId('contact-error')).toBeVisible();
      await expect(page.getByTestId('tracking-result')).toHaveCount(0);
    });

    test('a wrong email, a wrong phone or an unknown number all get the same neutral answer', async ({ page, request }) => {
      const order = await someOrder(request);
      await page.goto(`${prefix}/order-tracking`);
      for (const [orderId, contact] of [
        [order.orderId, 'someone.else@example.com'],
        [order.orderId, '0899999999'],
        ['SO999999999', order.email],
      ] as const) {
        await track(page, t, orderId, contact);
        await expect(page.getByTestId('form-alert')).toHaveText(t.notFound);
        await expect(page.getByTestId('tracking-result')).toHaveCount(0);
      }
    });

    test('the form says what is missing before asking the shop', async ({ page }) => {
      let asked = false;
      await page.route('**/order/api/tracking', (route) => {
        asked = true;
        return route.continue();
      });
      await page.goto(`${prefix}/order-tracking`);
      await page.getByRole('button', { name: t.track }).click();
      await expect(page.getByTestId('orderId-error')).toHaveText(t.numberRequired);
      await expect(page.getByTestId('contact-error')).toHaveText(t.contactRequired);
      await expect(page.getByLabel(t.orderNumber)).toBeFocused();
      await page.getByLabel(t.orderNumber).fill('100001');
      await page.getByLabel(t.orderNumber).blur();
      await expect(page.getByTestId('orderId-error')).toHaveText(t.badNumber);
      expect(asked).toBe(false);
    });

    test('pressed from the keyboard, the button keeps the focus while the shop answers and takes no second press', async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      await page.route('**/order/api/tracking', async (route) => {
        asked += 1;
        await held;
        await route.continue();
      });
      await page.goto(`${prefix}/order-tracking`);
      await page.getByLabel(t.orderNumber).fill('SO999999');
      await page.getByLabel(t.contact).fill('somchai@example.com');
      const button = page.getByRole('button', { name: t.track });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toBeDisabled();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      release();
      await expect(page.getByTestId('form-alert')).toHaveText(t.notFound);
      await expect(button).toBeEnabled();
      await expect(button).toBeFocused();
      expect(asked).toBe(1);
    });

    test('too many tries in a row get a clear message', async ({ page }) => {
      // the shop's limit is 20 lookups per address in 10 minutes: its answer once over it
      await page.route('**/order/api/tracking', (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts' }) }),
      );
      await page.goto(`${prefix}/order-tracking`);
      await track(page, t, 'SO100001', 'somchai@example.com');
      await expect(page.getByTestId('form-alert')).toHaveText(t.tooMany);
    });
  });
}
