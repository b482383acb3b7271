import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RelatedProductsResponse } from '../../contract/cart.ts';
import { productIdOf } from '../../server/seed/seed.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(async () => server.close());

const related = async (ids: string, lang?: 'en') =>
  send(server.url, 'GET', `/pim/api/products/related-product?productId=${ids}`, { headers: lang ? { 'accept-language': lang } : {} });

describe('related products (cross-sell)', () => {
  it('suggests other models and accessories, never a model already in the cart', async () => {
    const iphone = productIdOf(0);
    const answer = await related(String(iphone));
    const { data } = v.parse(RelatedProductsResponse, answer.json);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data.map((p) => p.productId)).not.toContain(iphone);
    for (const p of data) expect(p.priceRange.min).toBeLessThanOrEqual(p.priceRange.max);
  });

  it('gives each product an image reference, drawn like a product card', async () => {
    const { data } = v.parse(RelatedProductsResponse, (await related(String(productIdOf(0)))).json);
    for (const p of data) expect(p.image).toEqual({ slug: p.slug, colour: expect.stringMatching(/\S/), alt: p.productName });
    const image = await send(server.url, 'GET', `/images/p/${data[0]!.image!.slug}/${data[0]!.image!.colour}/278.webp`);
    expect(image.status).toBe(200);
  });

  it('gives the regular prices, above the price only for a model on sale', async () => {
    const { data } = v.parse(RelatedProductsResponse, (await related(String(productIdOf(0)))).json);
    expect(data.some((p) => p.isSpecialPrice)).toBe(true);
    for (const p of data) {
      const regular = p.standardPriceRange!;
      // a special price on some of a model's options lowers one end of its range at least
      if (p.isSpecialPrice) expect(regular.min > p.priceRange.min || regular.max > p.priceRange.max, p.productName).toBe(true);
      else expect(regular, p.productName).toEqual(p.priceRange);
    }
  });

  it('gives education ranges where the model has education prices', async () => {
    const mac = productIdOf(12);
    const { data } = v.parse(RelatedProductsResponse, (await related(String(mac))).json);
    const withEdu = data.filter((p) => p.educationFlag);
    for (const p of withEdu) expect(p.eduPriceRange!.min).toBeLessThanOrEqual(p.priceRange.max);
  });

  it('answers in the language asked for', async () => {
    const th = v.parse(RelatedProductsResponse, (await related(String(productIdOf(0)))).json).data;
    const en = v.parse(RelatedProductsResponse, (await related(String(productIdOf(0)), 'en')).json).data;
    expect(th.map((p) => p.productId)).toEqual(en.map((p) => p.productId));
    for (const p of en) expect(p.categoryName).toMatch(/^[A-Za-z ]+$/);
  });

  it('is empty for ids that are not products', async () => {
    expect(v.parse(RelatedProductsResponse, (await related('999999')).json).data).toEqual([]);
  });

  it.each(['', 'abc', '1,,2', '0', '-1', '99999999999', '1;2'])('answers 400 for %j', async (ids) => {
    expectError(await related(encodeURIComponent(ids)), 400);
  });
});
