import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceListResponse } from '../../contract/price-list.ts';
import { categories, products, skus } from '../../server/db/schema.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const ADMIN_KEY = 'test-admin-key';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { adminApiKey: ADMIN_KEY } });
});
afterAll(() => server?.close());

async function priceList(query = '', lang?: 'en') {
  const answer = await send(server.url, 'GET', `/pim/api/price-list${query}`, { headers: lang ? { 'accept-language': lang } : {} });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(PriceListResponse, answer.json).data;
}

const skuRows = () =>
  server.db
    .select({ sku: skus, product: products, family: categories.slug })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder), asc(skus.sortOrder));

describe('price list', () => {
  it('has every SKU once, with its prices, grouped by family in the shop order', async () => {
    const list = await priceList();
    expect(list.families.map((f) => f.family)).toEqual(['iphone', 'ipad', 'mac', 'watch', 'airpods', 'apple-accessories']);
    const rows = await skuRows();
    const listed = list.families.flatMap((f) => f.rows);
    expect(listed.reduce((n, r) => n + r.colours.length, 0)).toBe(rows.length);
    for (const { sku, product } of rows) {
      const row = listed.find(
        (r) =>
          r.productId === product.id && r.variant === (sku.capacityTh ?? sku.capacity) && r.colours.includes(sku.colourNameTh) && r.price === sku.price / 100,
      );
      expect(row, sku.sku).toMatchObject({
        productName: product.nameTh,
        specialPrice: sku.specialPrice === null ? null : sku.specialPrice / 100,
        educationPrice: sku.educationPrice === null ? null : sku.educationPrice / 100,
      });
    }
  });

  it('shows one family when asked', async () => {
    const list = await priceList('?family=ipad');
    expect(list.families.map((f) => f.family)).toEqual(['ipad']);
    const ipads = (await skuRows()).filter((r) => r.family === 'ipad');
    expect(list.families[0]!.rows.reduce((n, r) => n + r.colours.length, 0)).toBe(ipads.length);
  });

  it('names families, models and colours in English for English', async () => {
    const list = await priceList('?family=apple-accessories', 'en');
    expect(list.families[0]!.name).toBe('Accessories');
    const [first] = await skuRows().then((rows) => rows.filter((r) => r.family === 'apple-accessories'));
    expect(list.families[0]!.rows[0]).toMatchObject({ productName: first!.product.nameEn, colours: expect.arrayContaining([first!.sku.colourNameEn]) });
  });

  it("writes a configuration in the page's language: units in Thai for Thai, as Apple writes them for English", async () => {
    const variants = async (lang?: 'en') =>
      (await priceList('?family=apple-accessories', lang)).families[0]!.rows.map((r) => `${r.productName} ${r.variant ?? ''}`.trim());
    expect(await variants()).toEqual(
      expect.arrayContaining(['AirTag แพ็ค 1 ชิ้น', 'AirTag แพ็ค 4 ชิ้น', 'Magic Keyboard พร้อม Touch ID (USB-C) - ภาษาไทย Touch ID และแป้นตัวเลข']),
    );
    expect(await variants('en')).toEqual(
      expect.arrayContaining(['AirTag 1 pack', 'AirTag 4 pack', 'Magic Keyboard with Touch ID (USB-C) - Thai Touch ID and Numeric Keypad']),
    );
  });

  it('shows a price staff have just changed', async () => {
    const { sku } = (await skuRows()).find((r) => r.family === 'watch')!;
    const specialPrice = sku.price / 100 - 1000;
    const answer = await send(server.url, 'PUT', `/pim/api/admin/skus/${sku.id}/price`, {
      body: { price: sku.price / 100, specialPrice },
      headers: { 'x-api-key': ADMIN_KEY },
    });
    expect(answer.status, answer.text).toBe(200);
    const rows = (await priceList('?family=watch')).families[0]!.rows;
    expect(rows.find((r) => r.colours.includes(sku.colourNameTh) && r.variant === (sku.capacityTh ?? sku.capacity))?.specialPrice).toBe(specialPrice);
  });
});

describe('price list CSV', () => {
  it('downloads the same rows as the list, with a header, as UTF-8 with a byte order mark', async () => {
    const list = await priceList('?family=iphone');
    const res = await fetch(`${server.url}/pim/api/price-list.csv?family=iphone`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="apple-pricelist-iphone.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('กลุ่มสินค้า,รุ่น,ความจุ / รุ่นย่อย,สี,ราคาปกติ (บาท),ราคาพิเศษ (บาท),ราคาเพื่อการศึกษา (บาท)');
    const rows = list.families[0]!.rows;
    expect(lines).toHaveLength(rows.length + 1);
    const first = rows[0]!;
    const colours = first.colours.length > 1 ? `"${first.colours.join(', ')}"` : first.colours[0];
    expect(lines[1]).toBe(`iPhone,${first.productName},${first.variant},${colours},${first.price},${first.specialPrice ?? '-'},${first.educationPrice ?? '-'}`);
  });

  it('writes English when the link asks for it', async () => {
    const res = await fetch(`${server.url}/pim/api/price-list.csv?lang=en`);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe('Family,Model,Variant,Colours,Regular price (THB),Special price (THB),Education price (THB)');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="apple-pricelist.csv"');
  });
});

describe('price list page', () => {
  it.each([
    ['/apple-pricelist', 'ราคาสินค้า Apple | Apple Premium Reseller', '/apple-pricelist'],
    ['/en/apple-pricelist?family=mac', 'Apple price list | Apple Premium Reseller', '/en/apple-pricelist'],
  ])('%s is a page with its own title and canonical address', async (path, title, canonical) => {
    const answer = await send(server.url, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<title>${title}</title>`);
    expect(answer.text).toContain(`<link rel="canonical" href="${server.url}${canonical}" />`);
  });
});

describe('price list bad input', () => {
  it.each([
    ['/pim/api/price-list?family=android'],
    ['/pim/api/price-list?family='],
    ['/pim/api/price-list?family=%00'],
    ['/pim/api/price-list.csv?family=IPHONE'],
    ['/pim/api/price-list.csv?lang=fr'],
  ])('answers 400 to %s', async (path) => {
    expectError(await send(server.url, 'GET', path), 400, 'INVALID_INPUT');
  });
});
