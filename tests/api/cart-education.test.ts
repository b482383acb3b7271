import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CartData, CartResponse } from '../../contract/cart.ts';
import { eligibilityCodes } from '../../server/db/schema.ts';
import { createShopper, skuOf } from './checkout.ts';
import { createCustomer } from './customers.ts';
import { expectedTotals } from './expected-totals.ts';
import { type Answer, cartPath, expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The server's clock: a day inside the seeded codes' dates (2026 to 2028). */
const TODAY = new Date('2026-11-21T12:00:00+07:00');
let clock = TODAY;
let server: TestServer;
beforeAll(async () => void (server = await startTestServer({ now: () => clock })));
afterAll(() => server?.close());
afterEach(() => void (clock = TODAY));

/** 39,900 baht, education price 36,900. */
const IPAD = skuOf('ipad-pro-11-m5');
/** 4,790 baht, education price 4,390. */
const PENCIL = skuOf('apple-pencil-pro');
/** 4,590 baht (special price), no education price. */
const AIRPODS = skuOf('airpods-4');

const CHULA = { customerId: 'EDU-TH-0001', eligibilityCode: 'CU-EDU-2026' };
const EN = { 'accept-language': 'en' };

type Shopper = { auth: Record<string, string> };
const GUEST: Shopper = { auth: {} };

/** A logged-in customer whose token is valid at the server's clock; `authAt` signs another after the clock moved. */
const customer = () => createCustomer(server, { at: clock });

const dataOf = (answer: Answer): CartData => {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(CartResponse, answer.json).data;
};
const totalsOf = (data: CartData) => expectedTotals(server.db, data, { now: clock });
const ruleNames = (data: CartData) => data.applyRules.map((r) => r.name);
const line = (data: CartData, productId: number) => data.items.find((i) => i.productId === productId && i.bundleParentId === null)!;

async function newCart(who: Shopper, items: { productId: number; quantity: number }[]) {
  const answer = await send(server.url, 'POST', '/cart/api/cart/create', { body: { items }, headers: who.auth });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { data: { cartId: string } }).data.cartId;
}
const getCart = (id: string, headers: Record<string, string>) => send(server.url, 'GET', cartPath(id), { headers });
const applyCode = (id: string, body: unknown, headers: Record<string, string>) =>
  send(server.url, 'POST', `/cart/api/cart/${id}/apply-eligibility-code`, { body, headers });
const deleteCode = (id: string, headers: Record<string, string>) => send(server.url, 'DELETE', `/cart/api/cart/${id}/delete-eligibility-code`, { headers });
const update = (id: string, productId: number, quantity: number, headers: Record<string, string>) =>
  send(server.url, 'POST', cartPath(id, 'update'), { body: { productId, quantity }, headers });

/** iPad x1, Apple Pencil Pro x2 and AirPods x1: 54,070 baht at regular prices. */
const STUDENT_ITEMS = [
  { productId: IPAD, quantity: 1 },
  { productId: PENCIL, quantity: 2 },
  { productId: AIRPODS, quantity: 1 },
];

describe('a valid education code (CU-EDU-2026 with Chulalongkorn, EDU-TH-0001)', () => {
  it('gives the education price to one unit of each education-priced line', async () => {
    const a = await customer();
    const id = await newCart(a, STUDENT_ITEMS);
    const data = dataOf(await applyCode(id, CHULA, a.auth));
    expect(data).toMatchObject({
      educationFlag: true,
      eligibilityCode: CHULA,
      totalBeforeEdu: 54_070,
      totalEduDiscount: 3_000 + 400,
      totalPayable: 54_070 - 3_400,
      totalDeliveryFee: 0,
    });
    expect(data).toMatchObject(await totalsOf(data));
    expect(line(data, IPAD)).toMatchObject({ educationFlag: true, educationPrice: 36_900, quantity: 1, totalPrice: 36_900 });
    expect(line(data, PENCIL)).toMatchObject({ educationFlag: true, educationPrice: 4_390, quantity: 2, totalPrice: 4_790 + 4_390 });
    expect(line(data, AIRPODS)).toMatchObject({ educationFlag: false, educationPrice: null, totalPrice: 4_590 });
    expect(ruleNames(data)).toEqual(['special-price', 'education-price', 'free-delivery']);
    expect(dataOf(await getCart(id, a.auth))).toEqual(data);
  });

  it('is accepted typed in lower case with spaces around it', async () => {
    const a = await customer();
    const id = await newCart(a, [{ productId: IPAD, quantity: 1 }]);
    const data = dataOf(await applyCode(id, { customerId: ' EDU-TH-0001 ', eligibilityCode: ' cu-edu-2026 ' }, a.auth));
    expect(data).toMatchObject({ educationFlag: true, eligibilityCode: CHULA, totalEduDiscount: 3_000 });
  });

  it('limits an education-priced line to one while the code is on: 422 EDUCATION_QUANTITY_LIMIT, cart unchanged', async () => {
    const a = await customer();
    const id = await newCart(a, STUDENT_ITEMS);
    dataOf(await applyCode(id, CHULA, a.auth));
    const before = (await getCart(id, a.auth)).text;
    const th = expectError(await update(id, IPAD, 2, a.auth), 422, 'EDUCATION_QUANTITY_LIMIT');
    expect(th.message).toBe('สินค้าราคาเพื่อการศึกษาซื้อได้ 1 ชิ้นต่อรายการตามเงื่อนไขของ Apple หากต้องการมากกว่า 1 ชิ้น โปรดลบรหัสสิทธิ์การศึกษาเพื่อซื้อในราคาปกติ');
    const en = expectError(await update(id, IPAD, 2, { ...a.auth, ...EN }), 422, 'EDUCATION_QUANTITY_LIMIT');
    expect(en.message).toBe(
      "An education-priced item is limited to 1 per line (Apple's rule). To buy more than 1, remove the education code and buy at the regular price.",
    );
    const addOne = await send(server.url, 'POST', cartPath(id, 'add'), { body: { productId: IPAD, quantity: 1 }, headers: a.auth });
    expectError(addOne, 422, 'EDUCATION_QUANTITY_LIMIT');
    expect((await getCart(id, a.auth)).text).toBe(before);
    const airpods = dataOf(await update(id, AIRPODS, 2, a.auth));
    expect(line(airpods, AIRPODS).quantity).toBe(2);
    expect(airpods).toMatchObject(await totalsOf(airpods));
  });

  it('stops giving education prices once the code has expired', async () => {
    const a = await customer();
    const id = await newCart(a, STUDENT_ITEMS);
    expect(dataOf(await applyCode(id, CHULA, a.auth)).totalEduDiscount).toBe(3_400);
    clock = new Date('2029-01-01T00:00:01+07:00');
    const auth = await a.authAt(clock);
    const data = dataOf(await getCart(id, auth));
    expect(data).toMatchObject({ educationFlag: false, totalEduDiscount: 0, totalPayable: 54_070 });
    expect(data).toMatchObject(await totalsOf(data));
    expect(data.items.every((i) => !i.educationFlag && i.educationPrice === null)).toBe(true);
    expect(ruleNames(data)).not.toContain('education-price');
    expect(line(dataOf(await update(id, IPAD, 2, auth)), IPAD).quantity).toBe(2);
  });
});

describe('removing the code (delete-eligibility-code)', () => {
  it('restores the regular prices and lifts the one-unit limit', async () => {
    const a = await customer();
    const id = await newCart(a, STUDENT_ITEMS);
    dataOf(await applyCode(id, CHULA, a.auth));
    const data = dataOf(await deleteCode(id, a.auth));
    expect(data).toMatchObject({ educationFlag: false, eligibilityCode: null, totalEduDiscount: 0, totalBeforeEdu: 54_070, totalPayable: 54_070 });
    expect(data).toMatchObject(await totalsOf(data));
    expect(data.items.every((i) => !i.educationFlag && i.educationPrice === null)).toBe(true);
    expect(ruleNames(data)).toEqual(['special-price', 'free-delivery']);
    expect(line(dataOf(await update(id, IPAD, 2, a.auth)), IPAD).quantity).toBe(2);
  });

  it('is harmless on a cart without a code', async () => {
    const a = await customer();
    const id = await newCart(a, [{ productId: IPAD, quantity: 1 }]);
    expect(dataOf(await deleteCode(id, a.auth))).toMatchObject({ eligibilityCode: null, educationFlag: false });
  });
});

describe('codes that are refused with 422 and leave the cart as it was', () => {
  async function cartWithCode() {
    const a = await customer();
    const id = await newCart(a, [{ productId: IPAD, quantity: 1 }]);
    dataOf(await applyCode(id, CHULA, a.auth));
    return { a, id, before: (await getCart(id, a.auth)).text };
  }

  it('a code of another institution, and an unknown code, answer the same', async () => {
    const { a, id, before } = await cartWithCode();
    const otherSchool = expectError(await applyCode(id, { customerId: 'EDU-TH-0002', eligibilityCode: 'CU-EDU-2026' }, a.auth), 422);
    const unknown = expectError(await applyCode(id, { customerId: 'EDU-TH-0001', eligibilityCode: 'NO-SUCH-CODE' }, a.auth), 422);
    expect(otherSchool).toEqual({ code: 'ELIGIBILITY_CODE_INVALID', message: 'รหัสสิทธิ์การศึกษาไม่ถูกต้องสำหรับสถาบันนี้' });
    expect(unknown).toEqual(otherSchool);
    const en = expectError(await applyCode(id, { customerId: 'EDU-TH-0002', eligibilityCode: 'CU-EDU-2026' }, { ...a.auth, ...EN }), 422);
    expect(en.message).toBe('This education code is not valid for this institution');
    expect((await getCart(id, a.auth)).text).toBe(before);
  });

  it('an expired code', async () => {
    const { a, id, before } = await cartWithCode();
    await server.db.insert(eligibilityCodes).values({
      code: 'CU-EDU-2024',
      schoolCustomerId: 'EDU-TH-0001',
      startsAt: new Date('2024-01-01T00:00:00+07:00'),
      endsAt: new Date('2024-12-31T23:59:59+07:00'),
      maxUses: 500,
    });
    const th = expectError(await applyCode(id, { customerId: 'EDU-TH-0001', eligibilityCode: 'CU-EDU-2024' }, a.auth), 422, 'ELIGIBILITY_CODE_EXPIRED');
    expect(th.message).toBe('รหัสสิทธิ์การศึกษานี้หมดอายุแล้ว');
    expect((await getCart(id, a.auth)).text).toBe(before);
  });

  it('a code used as often as it may be', async () => {
    const { a, id, before } = await cartWithCode();
    await server.db.insert(eligibilityCodes).values({
      code: 'CU-EDU-FULL',
      schoolCustomerId: 'EDU-TH-0001',
      startsAt: new Date('2026-01-01T00:00:00+07:00'),
      endsAt: new Date('2028-12-31T23:59:59+07:00'),
      maxUses: 2,
      uses: 2,
    });
    const th = expectError(await applyCode(id, { customerId: 'EDU-TH-0001', eligibilityCode: 'CU-EDU-FULL' }, a.auth), 422, 'ELIGIBILITY_CODE_USED_UP');
    expect(th.message).toBe('รหัสสิทธิ์การศึกษานี้ถูกใช้ครบจำนวนแล้ว');
    expect((await getCart(id, a.auth)).text).toBe(before);
  });
});

describe('who may use a code', () => {
  it("a guest is asked to log in (401 'กรุณาเข้าสู่ระบบ') and the cart keeps its regular prices", async () => {
    const id = await newCart(GUEST, [{ productId: IPAD, quantity: 1 }]);
    const before = (await getCart(id, {})).text;
    expect(expectError(await applyCode(id, CHULA, {}), 401, 'UNAUTHORIZED').message).toBe('กรุณาเข้าสู่ระบบ');
    expect(expectError(await applyCode(id, CHULA, EN), 401, 'UNAUTHORIZED').message).toBe('Please log in');
    expect((await getCart(id, {})).text).toBe(before);
  });

  it("another customer gets 404 on a customer's cart, for applying and for removing, and the code stays", async () => {
    const a = await customer();
    const b = await customer();
    const id = await newCart(a, [{ productId: IPAD, quantity: 1 }]);
    dataOf(await applyCode(id, CHULA, a.auth));
    expectError(await applyCode(id, { customerId: 'EDU-TH-0002', eligibilityCode: 'TU-EDU-2026' }, b.auth), 404, 'CART_NOT_FOUND');
    expectError(await deleteCode(id, b.auth), 404, 'CART_NOT_FOUND');
    expectError(await deleteCode(id, {}), 404, 'CART_NOT_FOUND');
    expect(dataOf(await getCart(id, a.auth))).toMatchObject({ educationFlag: true, eligibilityCode: CHULA, totalEduDiscount: 3_000 });
  });

  it('makes a guest cart the customer’s own when they apply a code to it, so nobody else sees their education prices', async () => {
    const student = await customer();
    const id = await newCart(GUEST, [{ productId: IPAD, quantity: 1 }]);
    expect(dataOf(await applyCode(id, CHULA, student.auth)).educationFlag).toBe(true);
    expectError(await getCart(id, {}), 404, 'CART_NOT_FOUND');
    expect(dataOf(await getCart(id, student.auth)).educationFlag).toBe(true);
  });
});

describe("a student's next bag", () => {
  const orderedWith = async (code: typeof CHULA | null) => {
    const student = await createShopper(server);
    const cart = await student.cart([{ productId: IPAD, quantity: 1 }]);
    const withCode = code ? dataOf(await applyCode(cart.cartId, code, student.auth)) : cart;
    await student.placed(withCode);
    return student;
  };

  it('keeps the education code the last order had: a second purchase gets education prices without typing it again', async () => {
    const student = await orderedWith(CHULA);
    const next = await student.cart([{ productId: PENCIL, quantity: 1 }]);
    expect(next).toMatchObject({ eligibilityCode: CHULA, educationFlag: true, totalPayable: 4_390 });
    expect(next).toMatchObject(await totalsOf(next));
  });

  it('starts without a code when the last order had none (the student removed it), and for anyone else', async () => {
    const student = await orderedWith(null);
    expect(await student.cart([{ productId: PENCIL, quantity: 1 }])).toMatchObject({ eligibilityCode: null, educationFlag: false });
    const id = await newCart(GUEST, [{ productId: PENCIL, quantity: 1 }]);
    expect(dataOf(await getCart(id, {}))).toMatchObject({ eligibilityCode: null, educationFlag: false });
  });

  it('starts without the code once it can no longer be used (its last use went to the order)', async () => {
    await server.db.insert(eligibilityCodes).values({
      code: 'CU-EDU-LAST',
      schoolCustomerId: 'EDU-TH-0001',
      startsAt: new Date('2026-01-01T00:00:00+07:00'),
      endsAt: new Date('2028-12-31T23:59:59+07:00'),
      maxUses: 1,
    });
    const student = await orderedWith({ customerId: 'EDU-TH-0001', eligibilityCode: 'CU-EDU-LAST' });
    expect(await student.cart([{ productId: PENCIL, quantity: 1 }])).toMatchObject({ eligibilityCode: null, educationFlag: false });
  });

  it('a guest bag that becomes theirs at login takes the code too', async () => {
    const student = await orderedWith(CHULA);
    const guestBag = await newCart(GUEST, [{ productId: PENCIL, quantity: 1 }]);
    const merged = await send(server.url, 'POST', `/cart/api/cart/merge/${guestBag}`, { headers: student.auth });
    expect(merged.status, merged.text).toBe(200);
    expect(dataOf(await getCart(guestBag, student.auth))).toMatchObject({ eligibilityCode: CHULA, educationFlag: true });
  });
});

describe('bad requests are 400 and change nothing', () => {
  it.each([
    ['no institution', { eligibilityCode: 'CU-EDU-2026' }],
    ['no code', { customerId: 'EDU-TH-0001' }],
    ['a code of spaces only', { customerId: 'EDU-TH-0001', eligibilityCode: '   ' }],
    ['an institution that is not text', { customerId: 1, eligibilityCode: 'CU-EDU-2026' }],
    ['a code of 41 characters', { customerId: 'EDU-TH-0001', eligibilityCode: 'C'.repeat(41) }],
  ])('%s', async (_name, body) => {
    const a = await customer();
    const id = await newCart(a, [{ productId: IPAD, quantity: 1 }]);
    const before = (await getCart(id, a.auth)).text;
    expectError(await applyCode(id, body, a.auth), 400, 'INVALID_INPUT');
    expect((await getCart(id, a.auth)).text).toBe(before);
  });

  it('a cart id that is not a uuid', async () => {
    const a = await customer();
    expectError(await applyCode('not-a-uuid', CHULA, a.auth), 400, 'INVALID_INPUT');
    expectError(await deleteCode('not-a-uuid', a.auth), 400, 'INVALID_INPUT');
  });
});
