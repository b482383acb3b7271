import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, type ProductCardItem, ProductDetailResponse, ProductListResponse } from '../../contract/catalogue.ts';
import { categories, products, skus } from '../../server/db/schema.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { productIdOf } from '../../server/seed/seed.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function list(query = '', lang?: 'en') {
  const answer = await send(server.url, 'GET', `/pim/api/products${query}`, { headers: lang ? { 'accept-language': lang } : {} });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(ProductListResponse, answer.json).data;
}

async function detail(id: number | string, lang?: 'en') {
  const answer = await send(server.url, 'GET', `/pim/api/products/${id}`, { headers: lang ? { 'accept-language': lang } : {} });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(ProductDetailResponse, answer.json).data;
}

/** Every product with its category, in the order the seed gave them. */
const productRows = () =>
  server.db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder));

const baht = (satang: number) => satang / 100;

describe('product list', () => {
  it('lists the whole catalogue in recommended order by default', async () => {
    const rows = await productRows();
    const page = await list();
    expect(page).toMatchObject({ total: rows.length, page: 1, limit: 48 });
    expect(page.items.map((p) => p.productId)).toEqual(rows.map((r) => r.product.id));
  });

  it.each(CATEGORY_SLUGS.filter((c) => c !== 'apple-accessories'))('lists only the products of category %s', async (slug) => {
    const expected = (await productRows()).filter((r) => r.category.slug === slug).map((r) => r.product.id);
    const page = await list(`?category=${slug}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.productId)).toEqual(expected);
    expect(page.items.every((p) => p.categorySlug === slug)).toBe(true);
  });

  it('lists the AirPods together with the accessories', async () => {
    const rows = await productRows();
    const expected = rows.filter((r) => ['apple-accessories', 'airpods'].includes(r.category.slug)).map((r) => r.product.id);
    const page = await list('?category=apple-accessories');
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.productId).sort()).toEqual(expected.sort());
    expect(new Set(page.items.map((p) => p.categorySlug))).toEqual(new Set(['apple-accessories', 'airpods']));
  });

  it('pages through the catalogue without gaps or repeats', async () => {
    const all = await list();
    const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => list(`?limit=10&page=${n}`)));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 10, 10, all.total - 40]);
    expect(pages.flatMap((p) => p.items.map((i) => i.productId))).toEqual(all.items.map((i) => i.productId));
    expect(pages.every((p) => p.total === all.total && p.limit === 10)).toBe(true);
    expect(await list('?limit=10&page=99')).toMatchObject({ items: [], total: all.total, page: 99 });
  });

  it('sorts by price, cheapest or dearest first', async () => {
    const ascending = (await list('?sort=price-asc&limit=100')).items.map((p) => p.price);
    const descending = (await list('?sort=price-desc&limit=100')).items.map((p) => p.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(ascending[0]).toBeLessThan(ascending.at(-1)!);
  });

  it('sorts within a category too', async () => {
    const items = (await list('?category=mac&sort=price-desc')).items;
    expect(items.every((p) => p.categorySlug === 'mac')).toBe(true);
    expect(items.map((p) => p.price)).toEqual(items.map((p) => p.price).sort((a, b) => b - a));
  });

  it('sorts newest by release date, models released the same day in the recommended order', async () => {
    const items = (await list('?category=iphone&sort=newest')).items;
    expect(items.map((p) => p.slug)).toEqual(['iphone-17-pro-max', 'iphone-17-pro', 'iphone-air', 'iphone-17', 'iphone-16e', 'iphone-16']);
  });

  it('sorts the whole catalogue newest first by the seed’s release dates', async () => {
    const released = new Map(catalogue.map((m) => [m.key, m.releasedOn]));
    const recommended = (await productRows()).map((r) => r.product.slug);
    const expected = [...recommended].sort((a, b) => released.get(b)!.localeCompare(released.get(a)!));
    expect((await list('?sort=newest&limit=100')).items.map((p) => p.slug)).toEqual(expected);
    expect(expected.slice(0, 3)).toEqual(['ipad-pro-11-m5', 'ipad-pro-13-m5', 'macbook-pro-14-m5']);
  });

  it('answers in Thai by default and in English with accept-language: en', async () => {
    const names = new Map((await productRows()).map((r) => [r.product.id, r]));
    const th = await list('?category=apple-accessories');
    const en = await list('?category=apple-accessories', 'en');
    const keyboard = (items: ProductCardItem[]) => items.find((p) => p.categorySlug === 'apple-accessories')!;
    expect(keyboard(th.items).categoryName).toBe('อุปกรณ์เสริม');
    expect(keyboard(en.items).categoryName).toBe('Accessories');
    for (const item of th.items) expect(item.productName).toBe(names.get(item.productId)!.product.nameTh);
    for (const item of en.items) expect(item.productName).toBe(names.get(item.productId)!.product.nameEn);
    // the seed names some products differently in Thai; those must differ in the answers
    const translated = th.items.filter((p) => names.get(p.productId)!.product.nameTh !== names.get(p.productId)!.product.nameEn);
    expect(translated.length).toBeGreaterThan(0);
    for (const item of translated) expect(en.items.find((p) => p.productId === item.productId)!.productName).not.toBe(item.productName);
  });

  it('shows price ranges and special prices that match the SKUs in the database', async () => {
    const rows = await server.db.select().from(skus);
    const items = (await list('?limit=100')).items;
    expect(items.length).toBeGreaterThan(40);
    for (const item of items) {
      const own = rows.filter((s) => s.productId === item.productId);
      const paid = own.map((s) => baht(s.specialPrice ?? s.price));
      const standard = own.map((s) => baht(s.price));
      expect(item, item.slug).toMatchObject({
        price: Math.min(...paid),
        priceRangeMin: Math.min(...paid),
        priceRangeMax: Math.max(...paid),
        standardPriceMin: Math.min(...standard),
        standardPriceMax: Math.max(...standard),
        isSpecialPrice: own.some((s) => s.specialPrice !== null),
      });
    }
    expect(items.some((p) => p.isSpecialPrice)).toBe(true);
    expect(items.some((p) => !p.isSpecialPrice)).toBe(true);
  });

  it("carries the model's education price range, null when no SKU has an education price", async () => {
    const rows = await server.db.select().from(skus);
    const items = (await list('?limit=100')).items;
    for (const item of items) {
      const education = rows.filter((s) => s.productId === item.productId && s.educationPrice !== null).map((s) => baht(s.educationPrice!));
      const expected = education.length === 0 ? null : { min: Math.min(...education), max: Math.max(...education) };
      expect(item.eduPriceRange, item.slug).toEqual(expected);
    }
    expect(items.some((p) => p.eduPriceRange !== null)).toBe(true);
    expect(items.some((p) => p.eduPriceRange === null)).toBe(true);
  });

  it('gives each card an image of its first colour', async () => {
    const first = await server.db
      .select()
      .from(skus)
      .where(eq(skus.productId, productIdOf(0)))
      .orderBy(asc(skus.sortOrder))
      .limit(1);
    const card = (await list()).items.find((p) => p.productId === productIdOf(0))!;
    expect(card.image).toMatchObject({ slug: card.slug, colour: first[0]!.colourCode, alt: card.productName });
  });
});

describe('product detail', () => {
  it('shows a product with all its variants, colours and capacities', async () => {
    const id = productIdOf(0);
    const rows = await server.db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.sortOrder));
    const product = await detail(id);
    expect(product).toMatchObject({ productId: id, slug: 'iphone-17-pro-max', categorySlug: 'iphone', categoryName: 'iPhone' });
    expect(product.variants).toEqual(
      rows.map((s) => ({
        productId: s.id,
        sku: s.sku,
        colourCode: s.colourCode,
        capacity: s.capacity,
        price: baht(s.price),
        specialPrice: s.specialPrice === null ? null : baht(s.specialPrice),
        educationPrice: s.educationPrice === null ? null : baht(s.educationPrice),
        stock: s.stock,
        limitQty: s.limitQty,
      })),
    );
    expect(product.colours.map((c) => c.code)).toEqual([...new Set(rows.map((s) => s.colourCode))]);
    expect(product.capacities).toEqual([...new Set(rows.map((s) => s.capacity))]);
  });

  it('describes the product in Thai by default and in English on request', async () => {
    const [row] = await server.db.select().from(products).where(eq(products.slug, 'ipad-pro-11-m5'));
    const th = await detail(row!.id);
    const en = await detail(row!.id, 'en');
    expect([th.productName, th.description]).toEqual([row!.nameTh, row!.descriptionTh]);
    expect([en.productName, en.description]).toEqual([row!.nameEn, row!.descriptionEn]);
    expect(th.productName).not.toBe(en.productName);
    expect(th.colours[0]!.name).not.toBe(en.colours[0]!.name);
  });

  it('names configurations with Thai units on Thai pages, and every variant carries a name from the list', async () => {
    const [row] = await server.db.select().from(products).where(eq(products.slug, 'magic-keyboard-ipad-pro-m5'));
    const th = await detail(row!.id);
    const en = await detail(row!.id, 'en');
    expect(th.capacities).toEqual(['11 นิ้ว', '13 นิ้ว']);
    expect(en.capacities).toEqual(['11-inch', '13-inch']);
    for (const product of [th, en]) for (const variant of product.variants) expect(product.capacities).toContain(variant.capacity);
  });

  it('answers 404 with a message and code for a product that does not exist', async () => {
    const error = expectError(await send(server.url, 'GET', '/pim/api/products/999999'), 404, 'PRODUCT_NOT_FOUND');
    expect(error.message).toMatch(/[\u0E00-\u0E7F]/);
    const en = expectError(await send(server.url, 'GET', '/pim/api/products/999999', { headers: { 'accept-language': 'en' } }), 404);
    expect(en.message).toBe('This product could not be found');
  });

  it.each(['abc', '0', '-1', '1.5', '01', '1e3', '99999999999', '2147483648', '%20', '1001%3B'])('rejects the malformed id %j with 400', async (id) => {
    expectError(await send(server.url, 'GET', `/pim/api/products/${id}`), 400, 'INVALID_INPUT');
  });
});

describe('malformed list queries', () => {
  it.each([
    'category=phones',
    'category=IPHONE',
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'page=12345',
    'limit=0',
    'limit=101',
    'limit=ten',
    'sort=cheapest',
    'sort=',
  ])('answers 400 with a message and code for ?%s', async (query) => {
    expectError(await send(server.url, 'GET', `/pim/api/products?${query}`), 400, 'INVALID_INPUT');
  });
});
