import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatBaht, LANGUAGES, screenTag } from './languages';

interface Row {
  productName: string;
  variant: string | null;
  colours: string[];
  price: number;
  specialPrice: number | null;
  educationPrice: number | null;
}
interface Family {
  family: string;
  name: string;
  rows: Row[];
}

const TEXT = {
  th: { title: 'ราคาสินค้า Apple', filters: 'กลุ่มสินค้า', all: 'ทั้งหมด', download: 'ดาวน์โหลด CSV', print: 'พิมพ์', csvHeader: 'กลุ่มสินค้า,รุ่น,ความจุ / รุ่นย่อย,สี' },
  en: { title: 'Apple price list', filters: 'Product family', all: 'All', download: 'Download CSV', print: 'Print', csvHeader: 'Family,Model,Variant,Colours' },
};

/** The list as the API has it, in the page's language. */
async function priceList(request: APIRequestContext, locale: string): Promise<Family[]> {
  const answer = await request.get('/pim/api/price-list', { headers: { 'accept-language': locale } });
  return ((await answer.json()) as { data: { families: Family[] } }).data.families;
}

/** A price as the table shows it: '-' where there is none. */
const shown = (price: number | null) => (price === null ? '-' : formatBaht(price));
const rowName = (row: Row) => [row.productName, row.variant].filter(Boolean).join(' ');
const familyHeadings = (page: Page) => page.getByTestId('price-list').getByRole('heading', { level: 2 });

for (const { locale, prefix } of LANGUAGES) {
  const text = TEXT[locale];
  test.describe(`price list (${locale})`, () => {
    test(`shows every family, and a model on sale and one with an education price as the API prices them${screenTag(locale)}`, async ({ page, request }) => {
      const families = await priceList(request, locale);
      await page.goto(`${prefix}/apple-pricelist`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(familyHeadings(page)).toHaveText(families.map((f) => f.name));
      const rows = families.flatMap((f) => f.rows);
      for (const known of [rows.find((r) => r.specialPrice !== null)!, rows.find((r) => r.educationPrice !== null)!]) {
        const row = page.getByRole('row').filter({ has: page.getByText(rowName(known), { exact: true }) });
        await expect(row).toContainText(known.colours.join(', '));
        await expect(row.getByRole('cell')).toHaveText([known.price, known.specialPrice, known.educationPrice].map(shown));
      }
    });

    test('on a 390 px phone a colour name breaks only after its comma, never inside @phone-only', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${prefix}/apple-pricelist?family=iphone`);
      const names = page.getByTestId('price-list').getByTestId('colour-name');
      await expect(names.first()).toBeVisible();
      const lines = await names.evaluateAll((spans) =>
        spans.map((span) => [span.textContent, new Set([...span.getClientRects()].map((r) => Math.round(r.top))).size] as const),
      );
      expect(lines.filter(([, count]) => count > 1)).toEqual([]);
    });

    test('at 320 px a hyphenated word of a model name stays whole: no "Wi- / Fi" @phone-only', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${prefix}/apple-pricelist?family=ipad`);
      const wifi = page.getByTestId('price-list').getByRole('rowheader').getByText('Wi-Fi', { exact: true });
      await expect(wifi.first()).toBeVisible();
      const lines = await wifi.evaluateAll((words) => words.map((word) => new Set([...word.getClientRects()].map((r) => Math.round(r.top))).size));
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.filter((count) => count > 1)).toEqual([]);
    });

    test(`the family filter narrows the list, stays in the address and survives a reload${screenTag(locale)}`, async ({ page, request }) => {
      const ipad = (await priceList(request, locale)).find((f) => f.family === 'ipad')!;
      await page.goto(`${prefix}/apple-pricelist`);
      const filters = page.getByRole('navigation', { name: text.filters });
      await filters.getByRole('link', { name: ipad.name, exact: true }).click();
      await expect(page).toHaveURL(/\/apple-pricelist\?family=ipad$/);
      await expect(familyHeadings(page)).toHaveText([ipad.name]);
      await expect(page.getByTestId('price-list').getByRole('row')).toHaveCount(ipad.rows.length + 1);
      await page.reload();
      await expect(familyHeadings(page)).toHaveText([ipad.name]);
      await expect(filters.getByRole('link', { name: ipad.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(filters.getByRole('link', { name: text.all, exact: true })).not.toHaveAttribute('aria-current');
      await filters.getByRole('link', { name: text.all, exact: true }).click();
      await expect(familyHeadings(page)).toHaveCount(6);
      await expect(filters.getByRole('link', { name: text.all, exact: true })).toHaveAttribute('aria-current', 'page');
    });

    test('a family the shop does not have, in the address, is ignored', async ({ page }) => {
      await page.goto(`${prefix}/apple-pricelist?family=android`);
      await expect(familyHeadings(page)).toHaveCount(6);
    });

    test(`downloads the family shown as CSV, with its header row and rows${screenTag(locale)}`, async ({ page, request }) => {
      const watch = (await priceList(request, locale)).find((f) => f.family === 'watch')!;
      await page.goto(`${prefix}/apple-pricelist?family=watch`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text.download }).click()]);
      expect(download.suggestedFilename()).toBe('apple-pricelist-watch.csv');
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]!.startsWith(text.csvHeader)).toBe(true);
      expect(lines).toHaveLength(watch.rows.length + 1);
      const first = watch.rows[0]!;
      expect(lines[1]!.startsWith(`${watch.name},${first.productName},${first.variant ?? ''},`)).toBe(true);
      expect(lines[1]!.endsWith(`,${first.price},${first.specialPrice ?? '-'},${first.educationPrice ?? '-'}`)).toBe(true);
    });

    test('prints the list alone: no header, footer, filters or buttons', async ({ page }) => {
      await page.goto(`${prefix}/apple-pricelist`);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation', { name: text.filters })).toBeHidden();
      await expect(page.getByRole('button', { name: text.print })).toBeHidden();
      await expect(page.getByRole('link', { name: text.download })).toBeHidden();
      await expect(page.getByRole('table').first()).toBeVisible();
    });
  });
}
