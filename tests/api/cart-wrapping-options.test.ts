import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CartData, CartResponse } from '../../contract/cart.ts';
import { coupons } from '../../server/db/schema.ts';
import { skuOf } from './checkout.ts';
import { createCustomer } from './customers.ts';
import { expectedTotals } from './expected-totals.ts';
import { type Answer, cartClient, cartPath, expectError, send, type SendOptions } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The server's clock: outside every gift-wrapping campaign of server/content/seed-data/configs.ts. */
const TODAY = new Date('2026-11-21T12:00:00+07:00');
const NEW_YEAR_2027 = new Date('2026-12-20T12:00:00+07:00');
const SONGKRAN_2027 = new Date('2027-04-13T12:00:00+07:00');
let clock = TODAY;
let server: TestServer;
let cart: ReturnType<typeof cartClient>;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  cart = cartClient(server.url);
});
afterAll(() => server?.close());
afterEach(() => void (clock = TODAY));

/** 43,900 baht, at most 2 a line; offered with its own cases and the 20W adapter. */
const IPHONE = skuOf('iphone-17-pro');
const CASE = skuOf('iphone-17-pro-silicone-case-magsafe');
/** A case for the Pro Max: not offered with iPhone 17 Pro. */
const MAX_CASE = skuOf('iphone-17-pro-max-silicone-case-magsafe');
/** 590 baht (special price of 690). */
const ADAPTER = skuOf('usb-c-power-adapter-20w');
/** 4,590 baht (special price of 4,990). */
const AIRPODS = skuOf('airpods-4');
/** 1,190 baht. */
const AIRTAG = skuOf('airtag');

const EN = { 'accept-language': 'en' };
const dataOf = (answer: Answer): CartData => {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(CartResponse, answer.json).data;
};
const ruleNames = (data: CartData) => data.applyRules.map((r) => r.name);
const lineOf = (data: CartData, productId: number, bundleParentId: number | null = null) =>
  data.items.find((i) => i.productId === productId && i.bundleParentId === bundleParentId);
const snapshot = async (id: string) => (await send(server.url, 'GET', cartPath(id))).text;

const add = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(server.url, 'POST', cartPath(id, 'add'), { body: { quantity: 1, ...body }, headers });
const update = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(server.url, 'POST', cartPath(id, 'update'), { body, headers });
const remove = (id: string, body: Record<string, unknown>) => send(server.url, 'DELETE', cartPath(id, 'delete'), { body });
const unwrapRaw = (id: string, options: SendOptions) => send(server.url, 'DELETE', `/cart/api/cart/${id}/gift-wrapping/delete`, options);
const unwrap = (id: string, body: unknown, headers: Record<string, string> = {}) => unwrapRaw(id, { body, headers });
const wrap = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  send(server.url, 'POST', `/cart/api/cart/${id}/gift-wrapping/add`, { body, headers });

describe('gift wrapping', () => {
  /** AirPods wrapped with a message, and the adapter wrapped without one. */
  async function wrappedCart() {
    const id = await cart.create();
    dataOf(await add(id, { productId: AIRPODS, giftWrappingFlag: true, giftWrappingMessage: 'สุขสันต์วันเกิด' }));
    return dataOf(await add(id, { productId: ADAPTER, giftWrappingFlag: true }));
  }

  it('costs 59 baht a wrapped line by default', async () => {
    const data = await wrappedCart();
    expect(lineOf(data, AIRPODS)).toMatchObject({ giftWrappingFlag: true, giftWrappingMessage: 'สุขสันต์วันเกิด', totalGiftWrappingPrice: 59, totalPrice: 4_590 });
    expect(lineOf(data, ADAPTER)).toMatchObject({ giftWrappingFlag: true, giftWrappingMessage: null, totalGiftWrappingPrice: 59 });
    expect(data).toMatchObject({ totalBeforeEdu: 4_590 + 590 + 2 * 59, totalPayable: 4_590 + 590 + 2 * 59 });
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock, wrappingSatang: 59_00 }));
    expect(ruleNames(data)).toEqual(['special-price', 'gift-wrapping', 'free-delivery']);
  });

  it('costs 29 baht a line during the New Year 2027 campaign', async () => {
    clock = NEW_YEAR_2027;
    const data = await wrappedCart();
    expect(data.items.map((i) => i.totalGiftWrappingPrice)).toEqual([29, 29]);
    expect(data.totalPayable).toBe(4_590 + 590 + 2 * 29);
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock, wrappingSatang: 29_00 }));
    expect(ruleNames(data)).toEqual(['special-price', 'gift-wrapping', 'gift-wrapping-campaign:New Year 2027: gift wrapping for 29 baht', 'free-delivery']);
  });

  it('is free during Songkran 2027', async () => {
    clock = SONGKRAN_2027;
    const data = await wrappedCart();
    expect(data.items.map((i) => i.totalGiftWrappingPrice)).toEqual([0, 0]);
    expect(data.totalPayable).toBe(4_590 + 590);
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock, wrappingSatang: 0 }));
    expect(ruleNames(data)).toContain('gift-wrapping-campaign:Songkran 2027: free gift wrapping');
  });

  it('follows the date: a cart wrapped before the campaign costs less once it starts', async () => {
    const before = await wrappedCart();
    clock = NEW_YEAR_2027;
    const during = await cart.get(before.cartId);
    expect(during.totalPayable).toBe(before.totalPayable - 2 * 30);
  });

  it('keeps no message for a line that is not wrapped', async () => {
    const id = await cart.create();
    const data = dataOf(await add(id, { productId: AIRPODS, giftWrappingFlag: false, giftWrappingMessage: 'hello' }));
    expect(lineOf(data, AIRPODS)).toMatchObject({ giftWrappingFlag: false, giftWrappingMessage: null, totalGiftWrappingPrice: 0 });
    expect(ruleNames(data)).not.toContain('gift-wrapping');
  });

  it('is taken off one line by gift-wrapping/delete, and its price with it', async () => {
    const { cartId } = await wrappedCart();
    const one = dataOf(await unwrap(cartId, { productId: AIRPODS }));
    expect(lineOf(one, AIRPODS)).toMatchObject({ giftWrappingFlag: false, giftWrappingMessage: null, totalGiftWrappingPrice: 0 });
    expect(lineOf(one, ADAPTER)).toMatchObject({ giftWrappingFlag: true, totalGiftWrappingPrice: 59 });
    expect(one).toMatchObject(await expectedTotals(server.db, one, { now: clock }));
    const none = dataOf(await unwrap(cartId, { productId: ADAPTER }));
    expect(none.totalPayable).toBe(4_590 + 590);
    expect(ruleNames(none)).toEqual(['special-price', 'free-delivery']);
  });

  it('is put on a line already in the cart by gift-wrapping/add, its quantity unchanged; a new message replaces the old', async () => {
    const id = await cart.create();
    dataOf(await add(id, { productId: AIRPODS, quantity: 2 }));
    const wrapped = dataOf(await wrap(id, { productId: AIRPODS, giftWrappingMessage: '  สุขสันต์วันเกิด  ' }));
    expect(lineOf(wrapped, AIRPODS)).toMatchObject({ quantity: 2, giftWrappingFlag: true, giftWrappingMessage: 'สุขสันต์วันเกิด', totalGiftWrappingPrice: 59 });
    expect(wrapped).toMatchObject(await expectedTotals(server.db, wrapped, { now: clock, wrappingSatang: 59_00 }));
    const rewritten = dataOf(await wrap(id, { productId: AIRPODS, giftWrappingMessage: 'Happy birthday' }));
    expect(lineOf(rewritten, AIRPODS)).toMatchObject({ quantity: 2, giftWrappingMessage: 'Happy birthday' });
    const plain = dataOf(await wrap(id, { productId: AIRPODS, giftWrappingMessage: '' }));
    expect(lineOf(plain, AIRPODS)).toMatchObject({ giftWrappingFlag: true, giftWrappingMessage: null });
    const unchanged = dataOf(await wrap(id, { productId: ADAPTER }));
    expect(unchanged.items).toHaveLength(1);
  });

  it("cannot be put on or taken off a customer's cart by anyone else (404)", async () => {
    const a = await createCustomer(server);
    const b = await createCustomer(server);
    const created = await send(server.url, 'POST', '/cart/api/cart/create', { body: {}, headers: a.auth });
    const id = (created.json as { data: { cartId: string } }).data.cartId;
    dataOf(await add(id, { productId: AIRPODS, giftWrappingFlag: true }, a.auth));
    expectError(await unwrap(id, { productId: AIRPODS }, b.auth), 404, 'CART_NOT_FOUND');
    expectError(await unwrap(id, { productId: AIRPODS }), 404, 'CART_NOT_FOUND');
    expectError(await wrap(id, { productId: AIRPODS, giftWrappingMessage: 'x' }, b.auth), 404, 'CART_NOT_FOUND');
    const data = dataOf(await send(server.url, 'GET', cartPath(id), { headers: a.auth }));
    expect(lineOf(data, AIRPODS)?.giftWrappingFlag).toBe(true);
  });

  describe('bad requests are 400 (or 415) and change nothing', () => {
    let id: string;
    let before: string;
    beforeAll(async () => {
      id = (await wrappedCart()).cartId;
      before = await snapshot(id);
    });

    it.each([
      ['no productId', () => unwrap(id, {}), 400, 'INVALID_INPUT'],
      ['a productId as text', () => unwrap(id, { productId: String(AIRPODS) }), 400, 'INVALID_INPUT'],
      ['a negative productId', () => unwrap(id, { productId: -1 }), 400, 'INVALID_INPUT'],
      ['a body that is not JSON', () => unwrapRaw(id, { raw: '{"productId"', headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON'],
      ['no body at all', () => unwrapRaw(id, {}), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['a cart id that is not a uuid', () => unwrap('not-a-uuid', { productId: AIRPODS }), 400, 'INVALID_INPUT'],
      [
        'a gift message over 200 characters',
        () => add(id, { productId: AIRPODS, giftWrappingFlag: true, giftWrappingMessage: 'ก'.repeat(201) }),
        400,
        'INVALID_INPUT',
      ],
      [
        'a gift message over 200 characters to gift-wrapping/add',
        () => wrap(id, { productId: AIRPODS, giftWrappingMessage: 'ก'.repeat(201) }),
        400,
        'INVALID_INPUT',
      ],
      ['gift-wrapping/add without a productId', () => wrap(id, { giftWrappingMessage: 'x' }), 400, 'INVALID_INPUT'],
      ['a gift flag that is not a boolean', () => add(id, { productId: AIRPODS, giftWrappingFlag: 'yes' }), 400, 'INVALID_INPUT'],
    ] as const)('%s', async (_name, request, status, code) => {
      expectError(await request(), status, code);
      expect(await snapshot(id)).toBe(before);
    });
  });
});

describe('options bought with an item (a case with an iPhone)', () => {
  async function iphoneCart(quantity = 1) {
    return cart.create([{ productId: IPHONE, quantity }]);
  }

  it('is a line of type OPTION under its item, which lists it in optionProducts', async () => {
    const id = await iphoneCart();
    dataOf(await add(id, { productId: CASE, bundleParentId: IPHONE }));
    const data = dataOf(await add(id, { productId: ADAPTER, bundleParentId: IPHONE }));
    expect(lineOf(data, IPHONE)).toMatchObject({ itemType: 'ITEM', bundleParentId: null, optionProducts: [{ productId: CASE }, { productId: ADAPTER }] });
    expect(lineOf(data, CASE, IPHONE)).toMatchObject({ itemType: 'OPTION', quantity: 1, totalPrice: 1_990, optionProducts: [] });
    expect(lineOf(data, ADAPTER, IPHONE)).toMatchObject({ itemType: 'OPTION', quantity: 1, totalPrice: 590 });
    expect(data).toMatchObject({ totalPayable: 43_900 + 1_990 + 590 });
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock }));
  });

  it('needs its item in the cart: 422 OPTION_WITHOUT_ITEM', async () => {
    const id = await cart.create([{ productId: AIRPODS, quantity: 1 }]);
    const before = await snapshot(id);
    expect(expectError(await add(id, { productId: CASE, bundleParentId: IPHONE }), 422, 'OPTION_WITHOUT_ITEM').message).toBe('กรุณาเพิ่มสินค้าหลักก่อนเลือกตัวเลือกนี้');
    expect(expectError(await add(id, { productId: CASE, bundleParentId: IPHONE }, EN), 422).message).toBe('Add the product this option belongs to first');
    expect(await snapshot(id)).toBe(before);
  });

  it('must be offered with that item: 422 OPTION_NOT_OFFERED', async () => {
    const id = await iphoneCart();
    const before = await snapshot(id);
    expect(expectError(await add(id, { productId: MAX_CASE, bundleParentId: IPHONE }), 422, 'OPTION_NOT_OFFERED').message).toBe('ตัวเลือกนี้ไม่มีสำหรับสินค้านี้');
    expect(expectError(await add(id, { productId: AIRPODS, bundleParentId: IPHONE }, EN), 422, 'OPTION_NOT_OFFERED').message).toBe(
      'This option is not offered with that product',
    );
    expect(await snapshot(id)).toBe(before);
  });

  it('is limited to the quantity of its item: 422 OPTION_LIMIT', async () => {
    const id = await iphoneCart();
    const th = expectError(await add(id, { productId: CASE, bundleParentId: IPHONE, quantity: 2 }), 422, 'OPTION_LIMIT');
    expect(th.message).toBe('เลือกตัวเลือกนี้ได้ไม่เกิน 1 ชิ้น ตามจำนวนสินค้าหลัก');
    dataOf(await add(id, { productId: CASE, bundleParentId: IPHONE }));
    const before = await snapshot(id);
    expectError(await add(id, { productId: CASE, bundleParentId: IPHONE }), 422, 'OPTION_LIMIT');
    const viaUpdate = expectError(await update(id, { productId: CASE, bundleParentId: IPHONE, quantity: 2 }, EN), 422, 'OPTION_LIMIT');
    expect(viaUpdate.message).toBe('You can add at most 1 of this option: one for each unit of its product');
    expect(await snapshot(id)).toBe(before);
    dataOf(await update(id, { productId: IPHONE, quantity: 2 }));
    expect(lineOf(dataOf(await update(id, { productId: CASE, bundleParentId: IPHONE, quantity: 2 })), CASE, IPHONE)?.quantity).toBe(2);
  });

  it('follows its item down when the item quantity is lowered', async () => {
    const id = await iphoneCart(2);
    dataOf(await add(id, { productId: CASE, bundleParentId: IPHONE, quantity: 2 }));
    dataOf(await add(id, { productId: ADAPTER, bundleParentId: IPHONE }));
    const data = dataOf(await update(id, { productId: IPHONE, quantity: 1 }));
    expect(lineOf(data, CASE, IPHONE)?.quantity).toBe(1);
    expect(lineOf(data, ADAPTER, IPHONE)?.quantity).toBe(1);
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock }));
  });

  it('goes with its item when the item is removed, while the same product bought on its own stays', async () => {
    const id = await iphoneCart();
    dataOf(await add(id, { productId: CASE, bundleParentId: IPHONE }));
    const both = dataOf(await add(id, { productId: CASE }));
    expect(both.items.map((i) => [i.productId, i.itemType])).toEqual([
      [IPHONE, 'ITEM'],
      [CASE, 'OPTION'],
      [CASE, 'ITEM'],
    ]);
    const data = dataOf(await remove(id, { productId: IPHONE }));
    expect(data.items.map((i) => [i.productId, i.itemType, i.quantity])).toEqual([[CASE, 'ITEM', 1]]);
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock }));
  });

  it('stays within its item when a guest cart is merged into the customer cart on login', async () => {
    const a = await createCustomer(server);
    const created = await send(server.url, 'POST', '/cart/api/cart/create', { body: { items: [{ productId: IPHONE, quantity: 1 }] }, headers: a.auth });
    const own = (created.json as { data: { cartId: string } }).data.cartId;
    dataOf(await add(own, { productId: CASE, bundleParentId: IPHONE }, a.auth));
    const guest = await iphoneCart(2);
    dataOf(await add(guest, { productId: CASE, bundleParentId: IPHONE, quantity: 2 }));
    const merged = await send(server.url, 'POST', `/cart/api/cart/merge/${guest}`, { headers: a.auth });
    expect(merged.status, merged.text).toBe(200);
    const data = dataOf(await send(server.url, 'GET', cartPath(own), { headers: a.auth }));
    expect(lineOf(data, IPHONE)?.quantity).toBe(2);
    expect(lineOf(data, CASE, IPHONE)?.quantity).toBe(2);
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock }));
  });

  it('can be removed on its own, leaving its item', async () => {
    const id = await iphoneCart();
    dataOf(await add(id, { productId: CASE, bundleParentId: IPHONE }));
    const data = dataOf(await remove(id, { productId: CASE, bundleParentId: IPHONE }));
    expect(data.items.map((i) => i.productId)).toEqual([IPHONE]);
    expect(lineOf(data, IPHONE)?.optionProducts).toEqual([]);
  });
});

describe('delivery', () => {
  it('costs 50 baht for a cart under 1,000 baht', async () => {
    const data = await cart.get(await cart.create([{ productId: ADAPTER, quantity: 1 }]));
    expect(data).toMatchObject({ totalDeliveryFee: 50, totalPayable: 590 + 50 });
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock }));
    expect(ruleNames(data)).toEqual(['special-price', 'delivery-fee']);
  });

  it('is free from 1,000 baht', async () => {
    const data = await cart.get(await cart.create([{ productId: ADAPTER, quantity: 2 }]));
    expect(data).toMatchObject({ totalDeliveryFee: 0, totalPayable: 1_180 });
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock }));
    expect(ruleNames(data)).toEqual(['special-price', 'free-delivery']);
  });

  it('counts what the items cost after the coupon, without the wrapping', async () => {
    await server.db.insert(coupons).values({
      code: 'MINUS200',
      kind: 'fixed',
      value: 200_00,
      startsAt: new Date('2026-01-01T00:00:00+07:00'),
      endsAt: new Date('2028-12-31T23:59:59+07:00'),
    });
    const id = await cart.create();
    expect(dataOf(await add(id, { productId: AIRTAG, giftWrappingFlag: true }))).toMatchObject({ totalDeliveryFee: 0, totalPayable: 1_190 + 59 });
    const data = dataOf(await send(server.url, 'POST', `/cart/api/cart/${id}/apply-coupon`, { body: { couponCode: 'MINUS200' } }));
    expect(data).toMatchObject({ totalDiscount: 200, totalDeliveryFee: 50, totalPayable: 1_190 - 200 + 59 + 50 });
    expect(data).toMatchObject(await expectedTotals(server.db, data, { now: clock }));
    expect(ruleNames(data)).toEqual(['coupon:MINUS200', 'gift-wrapping', 'delivery-fee']);
  });

  it('is nothing for an empty cart', async () => {
    const data = await cart.get(await cart.create());
    expect(data).toMatchObject({ totalDeliveryFee: 0, totalPayable: 0, applyRules: [] });
  });
});
