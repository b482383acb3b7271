import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addAddress, newCustomer } from './addresses';
import { bagWith, sampleBag } from './bag';
import { holdSession } from './logged-in';
import { screenTag } from './languages';

const LANGUAGES = [
  {
    locale: 'th',
    prefix: '',
    t: {
      contents: 'ในหน้านี้',
      contact: 'ติดต่อเรา',
      footerColumn: 'ช่วยเหลือการสั่งซื้อออนไลน์',
      privacyLink: 'นโยบายความเป็นส่วนตัว',
      terms: 'เงื่อนไขการขายและนโยบายการคืนเงิน',
      cookiePolicy: 'นโยบายคุกกี้',
      acceptCookies: 'ยอมรับ',
      consent: 'ความเป็นส่วนตัวของคุณ',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    t: {
      contents: 'On this page',
      contact: 'Contact us',
      footerColumn: 'Online Shop Support',
      privacyLink: 'Privacy policy',
      terms: 'terms of sale and refund policy',
      cookiePolicy: 'Cookie policy',
      acceptCookies: 'Accept',
      consent: 'Your privacy',
    },
  },
] as const;

const POLICIES = ['cookies-policy', 'private-policy', 'online-refund-policy', 'spvi-privacy-policy'] as const;

/** A policy as the CMS answers it in a language. */
async function policy(request: APIRequestContext, slug: string, locale: string) {
  const answer = await request.get(`/pagerender/marketing-page/${slug}`, { headers: { 'accept-language': locale } });
  return ((await answer.json()) as { data: { title: string; blocks: { title: string }[] } }).data;
}

/** The page shows the policy: its heading, title and a contents entry per section, not the not-found page. */
async function expectPolicy(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Apple Premium Reseller`);
}

for (const { locale, prefix, t } of LANGUAGES) {
  test.describe(`policies (${locale})`, () => {
    test(`each policy shows its title and a table of contents of its sections${screenTag(locale)}`, async ({ page, request }) => {
      for (const slug of POLICIES) {
        const { title, blocks } = await policy(request, slug, locale);
        const response = await page.goto(`${prefix}/${slug}`);
        expect(response?.status()).toBe(200);
        await expectPolicy(page, title);
        const contents = page.getByRole('navigation', { name: t.contents });
        await expect(contents.getByRole('link')).toHaveText(blocks.map((b) => b.title));
        for (const block of blocks) await expect(page.getByRole('region', { name: block.title })).toBeAttached();
      }
    });

    test(`a contents link, followed with the keyboard, moves to its section${screenTag(locale)}`, async ({ page }) => {
      await page.goto(`${prefix}/online-refund-policy`);
      const section = page.getByTestId('policy').getByRole('region', { name: t.contact, exact: true });
      await expect(section).not.toBeInViewport();
      await page.getByRole('navigation', { name: t.contents }).getByRole('link', { name: t.contact, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/online-refund-policy#policy-contact$`));
      await expect(section.getByRole('heading', { name: t.contact, exact: true })).toBeInViewport();
    });

    test(`the footer leads to the privacy policy${screenTag(locale)}`, async ({ page, request }) => {
      await page.goto(`${prefix}/`);
      const footer = page.locator('footer');
      // on a phone the footer's columns open first
      if (test.info().project.name === 'phone') await footer.locator('summary', { hasText: t.footerColumn }).click();
      await footer.getByRole('link', { name: t.privacyLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/private-policy$`));
      await expectPolicy(page, (await policy(request, 'private-policy', locale)).title);
    });

    test(`the terms link of checkout opens the refund policy${screenTag(locale)}`, async ({ page, request }) => {
      const session = await newCustomer(request);
      await addAddress(request, session, 'shipping');
      await addAddress(request, session, 'billing');
      await bagWith(request, page.context(), await sampleBag(request));
      await holdSession(page.context(), session);
      await page.goto(`${prefix}/checkout`);
      const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: t.terms }).click()]);
      await expect(tab).toHaveURL(new RegExp(`${prefix}/online-refund-policy$`));
      await expectPolicy(tab, (await policy(request, 'online-refund-policy', locale)).title);
    });
  });

  test.describe(`the notices link to the policies (${locale})`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test(`the cookie notice links to the cookie policy, the privacy consent to the privacy policy${screenTag(locale)}`, async ({ page, request }) => {
      await page.goto(`${prefix}/iphone`);
      const notice = page.getByTestId('cookie-notice');
      await notice.getByRole('link', { name: t.cookiePolicy }).click();
      await expectPolicy(page, (await policy(request, 'cookies-policy', locale)).title);

      await notice.getByRole('button', { name: t.acceptCookies }).click();
      await page.getByRole('region', { name: t.consent }).getByRole('link', { name: t.privacyLink }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/private-policy$`));
      await expectPolicy(page, (await policy(request, 'private-policy', locale)).title);
    });
  });
}
