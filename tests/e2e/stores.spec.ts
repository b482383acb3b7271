import { expect, type Page, test } from '@playwright/test';
import { fromMailbox } from './account';
import { LANGUAGES, screenTag } from './languages';
import { bearer, holdSession, sharedSession } from './logged-in';

const TEXT = {
  th: {
    stores: 'สาขาของเรา',
    province: 'จังหวัด',
    phuket: 'ภูเก็ต',
    branch: 'iCenter เซ็นทรัล ภูเก็ต',
    book: 'นัดหมายซ่อม',
    form: 'นัดหมายรับบริการ',
    service: 'บริการ',
    battery: 'เปลี่ยนแบตเตอรี่',
    date: 'วันที่',
    time: 'เวลา',
    model: 'รุ่น',
    problem: 'อาการหรือปัญหาที่พบ',
    submit: 'ยืนยันการนัดหมาย',
    booked: 'นัดหมายของท่านเรียบร้อยแล้ว',
    cancel: 'ยกเลิกนัดหมายนี้',
    cancelled: 'ยกเลิกการนัดหมายแล้ว',
    phoneError: 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง',
  },
  en: {
    stores: 'Our stores',
    province: 'Province',
    phuket: 'Phuket',
    branch: 'iCenter Central Phuket',
    book: 'Book a repair appointment',
    form: 'Book a support appointment',
    service: 'Service',
    battery: 'Battery replacement',
    date: 'Date',
    time: 'Time',
    model: 'Model',
    problem: 'What is the problem?',
    submit: 'Book appointment',
    booked: 'Your appointment is booked',
    cancel: 'Cancel this appointment',
    cancelled: 'Your appointment is cancelled',
    phoneError: 'Your phone number is not valid',
  },
};

/** The nth choice of a select that can be chosen (not the empty one, not a closed day or a full time). */
async function chooseOpen(page: Page, label: string, nth: number) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option:not([disabled]):not([value=""])').first()).toBeAttached();
  const value = await select.locator('option:not([disabled]):not([value=""])').nth(nth).getAttribute('value');
  await select.selectOption(value!);
}

for (const { locale, prefix } of LANGUAGES) {
  const text = TEXT[locale];
  test(`a shopper finds a service centre by province, books a repair there and cancels it from the mail (${locale})${screenTag(locale)}`, async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(`${prefix}/ourstore`);
    await expect(page.getByRole('heading', { level: 1, name: text.stores })).toBeVisible();
    await page.getByLabel(text.province, { exact: true }).selectOption('phuket');
    await expect(page).toHaveURL(/[?&]province=phuket/);
    const cards = page.getByTestId('branch-card');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(text.phuket);

    await cards.getByRole('link', { name: text.branch }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/store/icenter-central-phuket$`));
    await expect(page.getByRole('heading', { level: 1, name: text.branch })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', /^https:\/\/maps\.google\.com\/\?q=/);

    await page.getByRole('link', { name: text.book }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.form })).toBeVisible();
    // an empty submit starts at the first field left to fill, the service (the branch came with the link)
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByLabel(text.service, { exact: true })).toBeFocused();
    await page.getByLabel(text.service, { exact: true }).selectOption({ label: text.battery });
    // each language and screen books its own time, so parallel runs do not meet in one slot
    const run = LANGUAGES.findIndex((l) => l.locale === locale) * 2 + (testInfo.project.name === 'phone' ? 1 : 0);
    await chooseOpen(page, text.date, 1);
    await chooseOpen(page, text.time, run);
    const email = `booker.${locale}.${testInfo.project.name}.${Date.now()}@example.com`;
    const form = page.getByTestId('appointment-form');
    await form.getByRole('textbox').nth(0).fill('Somchai');
    await form.getByRole('textbox').nth(1).fill('Jaidee');
    await form.getByRole('textbox').nth(2).fill(email);
    await form.getByRole('textbox').nth(3).fill('08123');
    await page.getByLabel(text.model, { exact: true }).fill('iPhone 15 Pro');
    await page.getByLabel(text.problem).fill('The battery lasts less than half a day.');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('phone-error')).toHaveText(text.phoneError);
    await form.getByRole('textbox').nth(3).fill('0812345678');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.booked })).toBeFocused();
    await expect(page.getByTestId('appointment-summary')).toContainText(text.branch);

    const cancelLink = await fromMailbox(
      request,
      (mailbox) =>
        mailbox
          .split('<article>')
          .find((a) => a.includes(`<b>To:</b> ${email} `))
          ?.match(/https?:\/\/[^\s"<]+\/online-schedule-support\/cancel\?token=[\w-]+/)?.[0],
    );
    expect(cancelLink).toContain(`${prefix}/online-schedule-support/cancel?token=`);
    await page.goto(new URL(cancelLink).pathname + new URL(cancelLink).search);
    await expect(page.getByTestId('appointment-summary')).toContainText(text.battery);
    // a double press sends two cancels: the second finds it cancelled, which is what the shopper wanted
    await page.getByRole('button', { name: text.cancel }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: text.cancelled })).toBeVisible();
    await expect(page.getByTestId('appointment-cancelled')).toBeVisible();
    await expect(page.getByTestId('cancel-appointment').getByRole('alert')).toHaveCount(0);
  });
}

test('a logged-in customer finds their name and email in the booking form, and what they typed stays theirs', async ({ page, request }) => {
  const session = await sharedSession(request);
  await holdSession(page.context(), session);
  // the worker's shared customer: other tests may have renamed them, so their name is read, not assumed
  const { profile } = (
    (await (await request.get('/customer/api/profile', { headers: bearer(session) })).json()) as {
      data: { profile: { firstName: string; lastName: string } };
    }
  ).data;
  await page.goto('/online-schedule-support');
  const form = page.getByTestId('appointment-form');
  await expect(form.getByRole('textbox').nth(2)).toHaveValue(session.email);
  await expect(form.getByRole('textbox').nth(0)).toHaveValue(profile.firstName);
  await expect(form.getByRole('textbox').nth(1)).toHaveValue(profile.lastName);
  await form.getByRole('textbox').nth(0).fill('Somsri');
  await page.getByLabel(TEXT.th.model, { exact: true }).fill('iPad Air');
  await expect(form.getByRole('textbox').nth(0)).toHaveValue('Somsri');
});

test('a province without the chosen brand says so and offers every store of the province', async ({ page }) => {
  await page.goto('/ourstore?province=phuket&brand=mobi');
  await expect(page.getByTestId('no-branch')).toContainText('ไม่พบร้านที่ตรงกับตัวเลือกของคุณ');
  await page.getByRole('button', { name: 'ดูทุกร้านในจังหวัดนี้' }).click();
  await expect(page).toHaveURL(/\/ourstore\?province=phuket$/);
  await expect(page.getByTestId('branch-card')).toHaveCount(1);
});

test('a changed store filter keeps the page and its focus while the list loads, and says so in place when it cannot load', async ({ page }) => {
  await page.goto('/en/ourstore');
  const province = page.getByLabel('Province', { exact: true });
  await expect(page.getByTestId('branch-card').first()).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/store/api/branches?*', async (route) => {
    await held;
    await route.continue();
  });
  await province.focus();
  await province.selectOption('phuket');
  await expect(page.getByTestId('branch-count')).toHaveText('Finding stores…');
  await expect(page.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();
  await expect(province).toBeFocused();
  release();
  await expect(page.getByTestId('branch-count')).toHaveText('1 branch');

  await page.unrouteAll();
  await page.route('**/store/api/branches?*', (route) => route.abort('connectionrefused'));
  await province.selectOption('chiang-mai');
  await expect(page.getByTestId('branches-failed')).toContainText('The stores for this choice could not be loaded.', { timeout: 40_000 });
  await expect(province).toBeFocused();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.unrouteAll();
  await page.getByTestId('branches-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('branch-card').first()).toBeVisible();
  await expect(page.getByTestId('branches-failed')).toHaveCount(0);
});

test("an appointment's free dates say they are loading, and once a failed load is tried again the date takes the focus", async ({ page }) => {
  await page.goto('/en/online-schedule-support');
  const branch = page.getByLabel('Service centre', { exact: true });
  const date = page.getByLabel('Date', { exact: true });
  await expect(branch).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/store/api/branches/*/slots', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  await branch.selectOption({ index: 1 });
  await expect(date.locator('option').first()).toHaveText('Loading free dates…');
  release();
  const failed = page.getByRole('alert').filter({ hasText: 'The free times could not be loaded.' });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await page.unrouteAll();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(date).toBeFocused();
  await expect(date.locator('option').first()).toHaveText('Choose a date');
});
