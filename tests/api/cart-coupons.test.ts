import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CartData, CartResponse } from '../../contract/cart.ts';
import { coupons } from '../../server/db/schema.ts';
import { skuOf } from './checkout.ts';
import { createCustomer } from './customers.ts';
import { expectedTotals } from './expected-totals.ts';
import { type Answer, cartClient, cartPath, expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The server's clock: a day inside every seeded coupon's dates and outside any wrapping campaign. */
const TODAY = new Date('2026-11-21T12:00:00+07:00');
let clock = TODAY;
let server: TestServer;
let cart: ReturnType<typeof cartClient>;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  cart = cartClient(server.url);
});
afterAll(() => server?.close());
afterEach(() => void (clock = TODAY));

/** 48,900 baht, category iphone: ACC10 does not cover it. */
const IPHONE = skuOf('iphone-17-pro-max');
/** 4,590 baht (special price of 4,990), category airpods. */
const AIRPODS = skuOf('airpods-4');
/** 8,990 baht, category airpods. */
const AIRPODS_PRO = skuOf('airpods-pro-3');
/** 590 baht (special price of 690), category apple-accessories. */
const ADAPTER = skuOf('usb-c-power-adapter-20w');

const EN = { 'accept-language': 'en' };
const applyCoupon = (cartId: string, couponCode: unknown, headers: Record<string, string> = {}) =>
  send(server.url, 'POST', `/cart/api/cart/${cartId}/apply-coupon`, { body: { couponCode }, headers });
const dataOf = (answer: Answer): CartData => {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(CartResponse, answer.json).data;
};
const ruleNames = (data: CartData) => data.applyRules.map((r) => r.name);
const totalsOf = async (data: CartData) => expectedTotals(server.db, data, { now: clock });

/** A logged-in customer whose token is valid at the server's clock. */
const customer = () => createCustomer(server, { at: clock });

/** A cart made while logged in, so it is the customer's. */
async function customerCart(auth: Record<string, string>, items: { productId: number; quantity: number }[]) {
  const answer = await send(server.url, 'POST', '/cart/api/cart/create', { body: { items }, headers: auth });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { data: { cartId: string } }).data.cartId;
}

let serial = 0;
/** A coupon row of this test's own, 100 baht off anything unless told otherwise. */
async function insertCoupon(fields: Partial<typeof coupons.$inferInsert>) {
  serial += 1;
  const [row] = await server.db
    .insert(coupons)
    .values({
      code: `TEST${serial}OFF`,
      kind: 'fixed',
      value: 100_00,
      startsAt: new Date('2026-01-01T00:00:00+07:00'),
      endsAt: new Date('2028-12-31T23:59:59+07:00'),
      ...fields,
    })
    .returning();
  return row!;
}

describe('a percent coupon on some categories (ACC10: 10% on accessories and AirPods, at most 1,000 baht)', () => {
  it('takes 10% off the AirPods only, and names the coupon in applyRules', async () => {
    const id = await cart.create([
      { productId: IPHONE, quantity: 1 },
      { productId: AIRPODS, quantity: 1 },
    ]);
    const data = dataOf(await applyCoupon(id, 'ACC10'));
    expect(data).toMatchObject({ couponCode: 'ACC10', couponErrorMessage: null, totalDiscount: 459, totalPayable: 48_900 + 4_590 - 459 });
    expect(data).toMatchObject(await totalsOf(data));
    expect(ruleNames(data)).toEqual(['special-price', 'coupon:ACC10', 'free-delivery']);
    expect(await cart.get(id)).toEqual(data);
  });

  it('never takes off more than 1,000 baht', async () => {
    const id = await cart.create([{ productId: AIRPODS_PRO, quantity: 2 }]);
    const data = dataOf(await applyCoupon(id, 'ACC10'));
    expect(data.totalDiscount).toBe(1_000);
    expect(data.totalPayable).toBe(17_980 - 1_000);
    expect(data).toMatchObject(await totalsOf(data));
  });

  it('accepts the code typed in lower case with spaces around it', async () => {
    const id = await cart.create([{ productId: AIRPODS, quantity: 1 }]);
    const data = dataOf(await applyCoupon(id, '  acc10 '));
    expect(data).toMatchObject({ couponCode: 'ACC10', totalDiscount: 459 });
    expect(data).toMatchObject(await totalsOf(data));
  });

  it('stays on the cart but takes nothing off once no covered item is left, and says why', async () => {
    const id = await cart.create([
      { productId: IPHONE, quantity: 1 },
      { productId: AIRPODS, quantity: 1 },
    ]);
    dataOf(await applyCoupon(id, 'ACC10'));
    const th = await cart.remove(id, AIRPODS);
    expect(th).toMatchObject({ couponCode: 'ACC10', couponErrorMessage: 'ไม่มีสินค้าในถุงช้อปปิ้งที่ใช้คูปองนี้ได้', totalDiscount: 0, totalPayable: 48_900 });
    expect(th).toMatchObject(await totalsOf(th));
    expect(ruleNames(th)).not.toContain('coupon:ACC10');
    expect((await cartClient(server.url, 'en').get(id)).couponErrorMessage).toBe('No item in your bag can use this coupon');
    const back = await cart.add(id, AIRPODS, 1);
    expect(back).toMatchObject({ couponErrorMessage: null, totalDiscount: 459 });
  });
});

describe('a fixed coupon with a minimum spend (WELCOME500: 500 baht off from 5,000 baht)', () => {
  it('takes 500 baht off a cart of 5,000 baht or more', async () => {
    const id = await cart.create([{ productId: AIRPODS, quantity: 2 }]);
    const data = dataOf(await applyCoupon(id, 'WELCOME500'));
    expect(data).toMatchObject({ couponCode: 'WELCOME500', couponErrorMessage: null, totalDiscount: 500, totalPayable: 9_180 - 500 });
    expect(data).toMatchObject(await totalsOf(data));
    expect(ruleNames(data)).toContain('coupon:WELCOME500');
  });

  it('is accepted for a logged-in customer who has not used it yet', async () => {
    const a = await customer();
    const id = await customerCart(a.auth, [{ productId: IPHONE, quantity: 1 }]);
    const data = dataOf(await applyCoupon(id, 'WELCOME500', a.auth));
    expect(data).toMatchObject({ couponCode: 'WELCOME500', totalDiscount: 500, totalPayable: 48_400 });
    expect(data).toMatchObject(await totalsOf(data));
  });

  it('takes nothing off once removing an item brings the cart under 5,000 baht, and says so in Thai or English', async () => {
    const id = await cart.create([
      { productId: IPHONE, quantity: 1 },
      { productId: AIRPODS, quantity: 1 },
    ]);
    expect(dataOf(await applyCoupon(id, 'WELCOME500')).totalDiscount).toBe(500);
    const th = await cart.remove(id, IPHONE);
    expect(th).toMatchObject({
      couponCode: 'WELCOME500',
      couponErrorMessage: 'คูปองนี้ใช้ได้เมื่อยอดซื้อสินค้าที่ร่วมรายการครบ ฿5,000',
      totalDiscount: 0,
      totalPayable: 4_590,
    });
    expect(th).toMatchObject(await totalsOf(th));
    expect(ruleNames(th)).toEqual(['special-price', 'free-delivery']);
    expect((await cartClient(server.url, 'en').get(id)).couponErrorMessage).toBe('This coupon needs ฿5,000 of eligible items');
  });
});

describe('taking a coupon off', () => {
  it('an empty code removes the coupon and its discount', async () => {
    const id = await cart.create([{ productId: AIRPODS, quantity: 1 }]);
    expect(dataOf(await applyCoupon(id, 'ACC10')).totalDiscount).toBe(459);
    const data = dataOf(await applyCoupon(id, ''));
    expect(data).toMatchObject({ couponCode: null, couponErrorMessage: null, totalDiscount: 0, totalPayable: 4_590 });
    expect(data).toMatchObject(await totalsOf(data));
    expect(ruleNames(data)).not.toContain('coupon:ACC10');
  });

  it('a code of spaces only removes it too', async () => {
    const id = await cart.create([{ productId: AIRPODS, quantity: 1 }]);
    dataOf(await applyCoupon(id, 'ACC10'));
    expect(dataOf(await applyCoupon(id, '   '))).toMatchObject({ couponCode: null, totalDiscount: 0 });
  });
});

describe('coupons that cannot be used are refused with 422 and leave the cart as it was', () => {
  async function cartWithCoupon() {
    const id = await cart.create([{ productId: AIRPODS, quantity: 1 }]);
    dataOf(await applyCoupon(id, 'ACC10'));
    return { id, before: (await send(server.url, 'GET', cartPath(id))).text };
  }
  const unchanged = async (id: string, before: string) => expect((await send(server.url, 'GET', cartPath(id))).text).toBe(before);

  it('an unknown code: COUPON_INVALID in Thai by default and in English with accept-language: en', async () => {
    const { id, before } = await cartWithCoupon();
    expect(expectError(await applyCoupon(id, 'NOSUCHCODE'), 422, 'COUPON_INVALID').message).toBe('ไม่พบคูปองนี้');
    expect(expectError(await applyCoupon(id, 'NOSUCHCODE', EN), 422, 'COUPON_INVALID').message).toBe('This coupon code is not valid');
    await unchanged(id, before);
  });

  it('an expired coupon (SONGKRAN2025)', async () => {
    const { id, before } = await cartWithCoupon();
    expect(expectError(await applyCoupon(id, 'SONGKRAN2025'), 422, 'COUPON_EXPIRED').message).toBe('คูปองนี้หมดอายุแล้ว');
    expect(expectError(await applyCoupon(id, 'songkran2025', EN), 422, 'COUPON_EXPIRED').message).toBe('This coupon has expired');
    await unchanged(id, before);
  });

  it('a coupon that has not started yet, which is accepted once it has', async () => {
    const { id, before } = await cartWithCoupon();
    const coupon = await insertCoupon({ startsAt: new Date('2026-12-01T00:00:00+07:00') });
    expect(expectError(await applyCoupon(id, coupon.code), 422, 'COUPON_NOT_STARTED').message).toBe('คูปองนี้ยังไม่เริ่มใช้งาน');
    expect(expectError(await applyCoupon(id, coupon.code, EN), 422).message).toBe('This coupon cannot be used yet');
    await unchanged(id, before);
    clock = new Date('2026-12-01T09:00:00+07:00');
    expect(dataOf(await applyCoupon(id, coupon.code))).toMatchObject({ couponCode: coupon.code, totalDiscount: 100 });
  });

  it('a coupon used as often as it may be', async () => {
    const { id, before } = await cartWithCoupon();
    const coupon = await insertCoupon({ maxUses: 3, uses: 3 });
    expect(expectError(await applyCoupon(id, coupon.code), 422, 'COUPON_USED_UP').message).toBe('คูปองนี้ถูกใช้ครบจำนวนแล้ว');
    expect(expectError(await applyCoupon(id, coupon.code, EN), 422).message).toBe('This coupon has been fully redeemed');
    await unchanged(id, before);
  });
});

describe('a coupon on the cart that stops being valid', () => {
  it('takes nothing off after it expires, and says so', async () => {
    const coupon = await insertCoupon({ endsAt: new Date('2026-11-30T23:59:59+07:00') });
    const id = await cart.create([{ productId: AIRPODS, quantity: 1 }]);
    expect(dataOf(await applyCoupon(id, coupon.code)).totalDiscount).toBe(100);
    clock = new Date('2026-12-01T00:00:01+07:00');
    const data = await cart.get(id);
    expect(data).toMatchObject({ couponCode: coupon.code, couponErrorMessage: 'คูปองนี้หมดอายุแล้ว', totalDiscount: 0, totalPayable: 4_590 });
    expect(data).toMatchObject(await totalsOf(data));
  });

  it('takes nothing off once other orders have used it up, and says so', async () => {
    const coupon = await insertCoupon({ maxUses: 1 });
    const id = await cart.create([{ productId: AIRPODS, quantity: 1 }]);
    expect(dataOf(await applyCoupon(id, coupon.code)).totalDiscount).toBe(100);
    await server.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, coupon.id));
    const data = await cart.get(id);
    expect(data).toMatchObject({ couponErrorMessage: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว', totalDiscount: 0 });
    expect(data).toMatchObject(await totalsOf(data));
  });
});

describe('whose cart', () => {
  it("another customer and a guest get 404 for a customer's cart, which keeps its coupon", async () => {
    const a = await customer();
    const b = await customer();
    const id = await customerCart(a.auth, [{ productId: AIRPODS, quantity: 1 }]);
    dataOf(await applyCoupon(id, 'ACC10', a.auth));
    expectError(await applyCoupon(id, 'WELCOME500', b.auth), 404, 'CART_NOT_FOUND');
    expectError(await applyCoupon(id, '', b.auth), 404, 'CART_NOT_FOUND');
    expectError(await applyCoupon(id, 'WELCOME500'), 404, 'CART_NOT_FOUND');
    expect(dataOf(await send(server.url, 'GET', cartPath(id), { headers: a.auth }))).toMatchObject({ couponCode: 'ACC10', totalDiscount: 459 });
  });

  it('an unknown cart is 404', async () => {
    expectError(await applyCoupon('6f1c2a0e-8c4b-4e0a-9a53-2f1d6a1b7c9e', 'ACC10'), 404, 'CART_NOT_FOUND');
  });
});

describe('bad requests are 400 and change nothing', () => {
  it.each([
    ['no couponCode', {}],
    ['a couponCode that is not text', { couponCode: 10 }],
    ['a couponCode of 41 characters', { couponCode: 'A'.repeat(41) }],
  ])('%s', async (_name, body) => {
    const id = await cart.create([{ productId: ADAPTER, quantity: 1 }]);
    const before = (await send(server.url, 'GET', cartPath(id))).text;
    expectError(await send(server.url, 'POST', `/cart/api/cart/${id}/apply-coupon`, { body }), 400, 'INVALID_INPUT');
    expect((await send(server.url, 'GET', cartPath(id))).text).toBe(before);
  });

  it('a cart id that is not a uuid', async () => {
    expectError(await applyCoupon('not-a-uuid', 'ACC10'), 400, 'INVALID_INPUT');
  });
});
