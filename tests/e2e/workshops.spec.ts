import { expect, type Locator, type Page, test } from '@playwright/test';
import { fromMailbox } from './account';
import { screenTag } from './languages';
import { axe } from './axe';

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      sessions: 'รอบที่เปิดลงทะเบียน',
      register: 'ลงทะเบียน',
      fullName: 'ชื่อ-นามสกุล',
      email: 'อีเมล',
      phone: 'เบอร์โทรศัพท์มือถือ',
      seats: 'จำนวนที่นั่ง',
      registered: 'ลงทะเบียนเรียบร้อยแล้ว 2 ที่นั่ง',
      cancel: 'ยกเลิกการลงทะเบียน',
      booked: 'จำนวน 2 ที่นั่ง',
      cancelled: 'มีที่นั่งว่าง 2 ที่ให้ผู้อื่นลงทะเบียนได้แล้ว',
      alreadyCancelled: 'ถูกยกเลิกไปแล้ว',
      company: 'ชื่อบริษัท',
      taxId: 'เลขประจำตัวผู้เสียภาษี',
      businessType: 'ประเภทธุรกิจ',
      employees: 'จำนวนพนักงาน',
      contact: 'ชื่อผู้ติดต่อ',
      send: 'ส่งคำขอ',
      badTaxId: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
      sent: 'หมายเลขอ้างอิงของท่านคือ BQ',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      sessions: 'Upcoming sessions',
      register: 'Register',
      fullName: 'Full name',
      email: 'Email',
      phone: 'Mobile phone',
      seats: 'Seats',
      registered: 'You are registered for 2 seats.',
      cancel: 'Cancel my registration',
      booked: '2 seats are booked.',
      cancelled: '2 seats are free again for someone else.',
      alreadyCancelled: 'is already cancelled.',
      company: 'Company name',
      taxId: 'Tax ID',
      businessType: 'Type of business',
      employees: 'Employees',
      contact: 'Contact name',
      send: 'Send the request',
      badTaxId: 'The tax ID is not valid',
      sent: 'Your reference is BQ',
    },
  },
] as const;

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const seatsLeft = async (card: Locator) => Number(/\d+/.exec((await card.getByTestId('seats-left').textContent()) ?? '')?.[0]);

/** The path of the newest cancel link the development mailbox holds for `email`. */
const cancelLink = (page: Page, email: string) =>
  fromMailbox(
    page.request,
    (mailbox) =>
      mailbox
        .split('<article>')
        .find((mail) => mail.includes(`<b>To:</b> ${email} `))
        ?.match(/(\/en)?\/workshop-cancel\?token=[\w-]+/)?.[0],
  );

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`workshops and the business quote (${locale})`, () => {
    test(`a shopper registers 2 seats, sees the seats left drop, and cancels from the mail, which frees them${screenTag(locale)}`, async ({
      page,
    }, testInfo) => {
      const response = await page.goto(`${prefix}/workshop-online`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: t.sessions })).toBeVisible();
      // a session of its own for each language and screen: the runs go in parallel, and the seats left are counted
      const sessions = page.getByTestId('workshop-session');
      await expect(sessions.first()).toBeVisible();
      const seats = await sessions.evaluateAll((cards) =>
        cards.map((card) => Number(card.querySelector('[data-testid="seats-left"]')?.textContent?.match(/\d+/)?.[0] ?? 0)),
      );
      const roomy = seats.flatMap((left, index) => (left > 2 ? [index] : []));
      const which = roomy[(locale === 'th' ? 0 : 1) + (testInfo.project.name === 'phone' ? 2 : 0)]!;
      const card = sessions.nth(which);
      const before = await seatsLeft(card);

      await card.getByRole('button', { name: t.register }).click();
      const email = uniqueEmail('workshop');
      await card.getByLabel(t.fullName).fill('สมชาย ใจดี');
      await card.getByLabel(t.email).fill(email);
      // as typed on a Thai keyboard, or pasted from the contacts
      await card.getByLabel(t.phone).fill(locale === 'th' ? '๐๘๑ ๒๓๔ ๕๖๗๘' : '+66 81-234-5678');
      await expect(card.getByLabel(t.phone)).toHaveValue('0812345678');
      await card.getByLabel(t.seats).selectOption('2');
      await card.getByRole('button', { name: t.register, exact: true }).click();
      await expect(card.getByRole('status')).toContainText(t.registered);
      // the form folds away: the confirmation takes the focus and the screen, where the form was
      await expect(card.getByRole('status')).toBeFocused();
      await expect(card.getByRole('status')).toBeInViewport();
      // the email address in it wraps inside the box
      expect(await card.getByRole('status').evaluate((status) => status.scrollWidth <= status.clientWidth)).toBe(true);
      await expect(card.getByTestId('seats-left')).toContainText(String(before - 2));

      const title = (await card.locator('[id$="-title"]').textContent())!;
      await page.goto(await cancelLink(page, email));
      // the page says what the link cancels before the shopper decides
      await expect(page.getByTestId('registration')).toContainText(title);
      await expect(page.getByTestId('registration')).toContainText(t.booked);
      expect((await axe(page).analyze()).violations).toEqual([]);
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByRole('status')).toContainText(t.cancelled);
      // the pressed button is gone: the message has the focus, and the keyboard goes on from there
      await expect(page.getByRole('status')).toBeFocused();
      // the link works once: opened again, it says so and offers nothing to press
      await page.reload();
      await expect(page.getByRole('status')).toContainText(t.alreadyCancelled);
      await expect(page.getByRole('status')).toContainText(title);
      await expect(page.getByRole('button', { name: t.cancel })).toHaveCount(0);
      expect((await axe(page).analyze()).violations).toEqual([]);

      await page.goto(`${prefix}/workshop-online`);
      expect(await seatsLeft(page.getByTestId('workshop-session').nth(which))).toBe(before);
    });

    test(`a business asks for a quote: a wrong tax ID is shown under its field, a right one sends the request${screenTag(locale)}`, async ({ page }) => {
      const response = await page.goto(`${prefix}/campaign/smb-retail-business`);
      expect(response?.status()).toBe(200);
      // the campaign's words are also a marketing document: at its key's address the shopper still gets the form
      await page.goto(`${prefix}/smb-retail-business`);
      await expect(page).toHaveURL(`${prefix}/campaign/smb-retail-business`);
      const form = page.getByRole('form');
      await form.getByLabel(t.company).fill('บริษัท ใจดี จำกัด');
      await form.getByLabel(t.taxId).fill('0105555123451');
      await form.getByLabel(t.businessType).selectOption('retail');
      await form.getByLabel(t.employees).selectOption('10-49');
      await form.getByLabel(t.contact).fill('สมหญิง รักเรียน');
      await form.getByLabel(t.email).fill(uniqueEmail('quote'));
      await form.getByLabel(t.phone).fill('0812345678');
      await form.getByLabel('iPhone').fill('5');
      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByTestId('taxId-error')).toHaveText(t.badTaxId);
      await expect(form.getByLabel(t.taxId)).toBeFocused();

      await form.getByLabel(t.taxId).fill('0105555123450');
      await expect(page.getByTestId('taxId-error')).toHaveCount(0);
      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByTestId('quote-sent')).toContainText(t.sent);
      await expect(page.getByTestId('quote-sent')).toBeFocused();
      await expect(page.getByTestId('quote-sent')).toBeInViewport();
    });
  });
}

test('the cancel page opened without its token, or with one the shop does not know, says so and offers nothing to press', async ({ page }) => {
  await page.goto('/workshop-cancel');
  await expect(page.getByTestId('cancel-link-incomplete')).toHaveText('ลิงก์นี้ไม่ครบถ้วน กรุณาเปิดลิงก์ยกเลิกในอีเมลยืนยันการลงทะเบียนอีกครั้ง');
  await expect(page.getByRole('button', { name: 'ยกเลิกการลงทะเบียนของฉัน' })).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ลิงก์ในอีเมลยืนยันการลงทะเบียน/);
  // a token the shop does not know
  await page.goto(`/workshop-cancel?token=${'x'.repeat(43)}`);
  await expect(page.getByTestId('cancel-link-unknown')).toHaveText('ลิงก์ยกเลิกนี้ไม่ถูกต้อง กรุณาเปิดลิงก์ยกเลิกในอีเมลยืนยันการลงทะเบียนอีกครั้ง');
  await expect(page.getByRole('button', { name: 'ยกเลิกการลงทะเบียนของฉัน' })).toHaveCount(0);
  await page.goto('/workshop-cancel');
  // its English page, with no empty token in the address
  await page.getByRole('button', { name: /ภาษา/ }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/workshop-cancel$/);
  await expect(page.getByTestId('cancel-link-incomplete')).toContainText('This link is not complete.');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /link in your registration email/);
});

test('a refused field scrolled to on a phone shows its label under the sticky header @phone-only', async ({ page }) => {
  await page.goto('/workshop-online');
  const card = page.getByTestId('workshop-session').nth(2);
  await card.getByRole('button', { name: 'ลงทะเบียน' }).click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await card.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  const name = card.getByLabel('ชื่อ-นามสกุล');
  await expect(name).toBeFocused();
  const header = (await page.getByRole('banner').boundingBox())!;
  const label = (await card.locator('label', { hasText: 'ชื่อ-นามสกุล' }).first().boundingBox())!;
  expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
});
