import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailResponse } from '../../contract/catalogue.ts';
import { type EducationQuota, EducationQuotaResponse } from '../../contract/education-quota.ts';
import { thaiYearOf } from '../../server/orders/education-limits.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { productIdOf } from '../../server/seed/seed.ts';
import { createShopper, type Shopper, skuOf } from './checkout.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server?.close());

/** Two iPad Pro 11 SKUs with education prices, and an iPhone, which has none. */
const IPAD = skuOf('ipad-pro-11-m5', 0);
const IPAD_512 = skuOf('ipad-pro-11-m5', 1);
const CHULA = { customerId: 'EDU-TH-0001', eligibilityCode: 'CU-EDU-2026' };
const EN = { 'accept-language': 'en' };

async function quotaOf(shopper: Shopper, lang?: 'en') {
  const answer = await send(server.url, 'GET', '/order/api/education-quota', { headers: { ...shopper.auth, ...(lang ? EN : {}) } });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(EducationQuotaResponse, answer.json).data;
}
const family = (quota: EducationQuota, name: string) => quota.families.find((f) => f.family === name)!;

/** A cart of the SKUs with the education code applied, ready to order. */
async function educationCart(shopper: Shopper, skuIds: number[]) {
  const cart = await shopper.cart(skuIds.map((productId) => ({ productId, quantity: 1 })));
  const applied = await send(server.url, 'POST', `/cart/api/cart/${cart.cartId}/apply-eligibility-code`, { body: CHULA, headers: shopper.auth });
  expect(applied.status, applied.text).toBe(200);
  return shopper.readCart(cart.cartId);
}

describe('GET /order/api/education-quota', () => {
  it("answers a fresh customer's full quota for this Thai calendar year, each family with Apple's rule in the shopper's language", async () => {
    const shopper = await createShopper(server);
    const th = await quotaOf(shopper);
    expect(th.year).toBe(thaiYearOf(new Date()));
    expect(th.families.map(({ family, limit, used, remaining }) => ({ family, limit, used, remaining }))).toEqual([
      { family: 'mac-notebook', limit: 1, used: 0, remaining: 1 },
      { family: 'mac-desktop', limit: 1, used: 0, remaining: 1 },
      { family: 'ipad', limit: 2, used: 0, remaining: 2 },
      { family: 'accessory', limit: 2, used: 0, remaining: 2 },
    ]);
    expect(family(th, 'accessory')).toMatchObject({ name: 'อุปกรณ์เสริม', rule: 'ราคาเพื่อการศึกษาของ Apple ซื้ออุปกรณ์เสริมได้ 2 ชิ้นต่อคนต่อปีปฏิทิน' });
    const en = await quotaOf(shopper, 'en');
    expect(family(en, 'ipad')).toMatchObject({ name: 'iPad', rule: 'Apple education pricing allows 2 iPads per person each calendar year' });
    expect(family(en, 'mac-notebook').rule).toBe('Apple education pricing allows 1 Mac notebook per person each calendar year');
  });

  it('counts a placed order, gives a cancelled one back and leaves another customer alone', async () => {
    const shopper = await createShopper(server);
    const other = await createShopper(server);
    const order = await shopper.placed(await educationCart(shopper, [IPAD]));
    expect(family(await quotaOf(shopper), 'ipad')).toMatchObject({ used: 1, remaining: 1 });
    expect(family(await quotaOf(other), 'ipad')).toMatchObject({ used: 0, remaining: 2 });

    const cancelled = await send(server.url, 'POST', `/order/api/orders/${order.orderId}/cancel`, { headers: shopper.auth });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(family(await quotaOf(shopper), 'ipad')).toMatchObject({ used: 0, remaining: 2 });
  });

  it('explains an order over the quota: the family, the limit, what was bought this year and what to do', async () => {
    const shopper = await createShopper(server);
    await shopper.placed(await educationCart(shopper, [IPAD]));
    const over = await shopper.order(await educationCart(shopper, [IPAD, IPAD_512]));
    expect(expectError(over, 422, 'EDUCATION_YEARLY_LIMIT').message).toBe(
      'ราคาเพื่อการศึกษาสำหรับ iPad จำกัด 2 ชิ้นต่อปี (ปีนี้คุณซื้อแล้ว 1 ชิ้น) โปรดลด iPad ในถุงช้อปปิ้งให้เหลือไม่เกิน 1 ชิ้น หรือลบรหัสสิทธิ์การศึกษาเพื่อซื้อในราคาปกติ',
    );
    const en = await shopper.order(await educationCart(shopper, [IPAD, IPAD_512]), undefined, { lang: 'en' });
    expect(expectError(en, 422, 'EDUCATION_YEARLY_LIMIT').message).toBe(
      'Education pricing allows 2 iPads a year (you have bought 1 this year). Reduce the iPads in your bag to 1, or remove the education code to buy at the regular price.',
    );
    expect(family(await quotaOf(shopper), 'ipad')).toMatchObject({ used: 1, remaining: 1 });
  });

  it('is found from a product page and a cart line: each names the family the quota counts it in', async () => {
    const shopper = await createShopper(server);
    const cart = await educationCart(shopper, [IPAD, skuOf('airpods-4'), skuOf('iphone-17-pro-max')]);
    expect(cart.items.map((i) => i.educationFamily)).toEqual(['ipad', 'accessory', null]);
    const product = await send(server.url, 'GET', `/pim/api/products/${productIdOf(catalogue.findIndex((m) => m.key === 'macbook-air-13-m4'))}`);
    expect(v.parse(ProductDetailResponse, product.json).data.educationFamily).toBe('mac-notebook');
  });

  it('answers a guest 401', async () => {
    expectError(await send(server.url, 'GET', '/order/api/education-quota'), 401);
  });
});
