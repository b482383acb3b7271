import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressResponse } from '../../contract/customer.ts';
import { OrderResponse } from '../../contract/order.ts';
import { orders, skus } from '../../server/db/schema.ts';
import { createShopper, type Shopper, skuOf } from './checkout.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const AIRPODS = skuOf('airpods-4', 0);
const stockOf = async (skuId: number) => (await server.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;

const OFFICE = {
  firstName: 'มานี',
  lastName: 'มีนา',
  phone: '0891112222',
  address: '99/1 อาคารสาทรธานี ถนนสาทรเหนือ',
  subdistrict: 'สีลม',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  postcode: '10500',
};
const PERSON = { type: 'person', name: 'สมหญิง รักเรียน', taxId: '1101700203450' };
const COMPANY = { type: 'company', companyName: 'บริษัท ใจดี จำกัด', branch: 'head-office', taxId: '0105555123450' };

/** Adds an address to the shopper's book through the API (after their defaults), answering its id. */
async function addAddress(shopper: Shopper, type: 'shipping' | 'billing' | 'additional', fields: Record<string, unknown> = {}) {
  const body = { type, ...OFFICE, ...(type === 'billing' ? { companyName: 'บริษัท ใจดี จำกัด', taxId: '0105555123450' } : {}), ...fields };
  const answer = await send(server.url, 'POST', '/customer/api/profile/addresses', { body, headers: shopper.auth });
  expect(answer.status, answer.text).toBe(201);
  return v.parse(AddressResponse, answer.json).data.id;
}

const readOrder = async (shopper: Shopper, orderId: string) =>
  v.parse(OrderResponse, (await send(server.url, 'GET', `/order/api/orders/${orderId}`, { headers: shopper.auth })).json).data;

/** Nothing was ordered: no order of the shopper, the cart still open, the stock as it was. */
async function expectNothingOrdered(shopper: Shopper, cartId: string, stock: number) {
  expect(await server.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);
  expect((await shopper.readCart(cartId)).orderId).toBeNull();
  expect(await stockOf(AIRPODS)).toBe(stock);
}

describe('choosing addresses at checkout', () => {
  it('ships to and bills the addresses chosen from the book, not the defaults', async () => {
    const shopper = await createShopper(server);
    const shippingAddressId = await addAddress(shopper, 'shipping');
    const billingAddressId = await addAddress(shopper, 'billing', { firstName: 'ปิติ' });
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const order = await shopper.placed(cart, undefined, { body: { shippingAddressId, billingAddressId } });

    expect(order.shippingAddress).toMatchObject({ firstName: 'มานี', subdistrict: 'สีลม', postcode: '10500' });
    expect(order.billingAddress).toMatchObject({ firstName: 'ปิติ', companyName: 'บริษัท ใจดี จำกัด', taxId: '0105555123450' });
    expect(order.taxInvoice).toBeNull();
  });

  it('delivers to an additional address of the book, which is never a billing address', async () => {
    const shopper = await createShopper(server);
    const additional = await addAddress(shopper, 'additional', { firstName: 'ชูใจ' });
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    expectError(await shopper.order(cart, undefined, { body: { billingAddressId: additional } }), 404, 'ADDRESS_NOT_FOUND');
    const order = await shopper.placed(cart, undefined, { body: { shippingAddressId: additional } });
    expect(order.shippingAddress).toMatchObject({ firstName: 'ชูใจ' });
  });

  it('uses the first address of each type when none is chosen', async () => {
    const shopper = await createShopper(server);
    await addAddress(shopper, 'shipping');
    const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]), undefined, { body: { taxInvoice: null } });
    expect(order.shippingAddress).toMatchObject({ firstName: 'สมหญิง', postcode: '10330' });
    expect(order.billingAddress.taxId).toBe('1101700203450');
  });

  it('delivers to the first additional address when the book has no shipping address and none is chosen', async () => {
    const shopper = await createShopper(server, { addresses: false });
    await addAddress(shopper, 'billing');
    await addAddress(shopper, 'additional', { firstName: 'ชูใจ' });
    await addAddress(shopper, 'additional', { firstName: 'ปิติ' });
    const order = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]));
    expect(order.shippingAddress).toMatchObject({ firstName: 'ชูใจ' });
  });

  it('refuses an order with no shipping or additional address and orders nothing', async () => {
    const shopper = await createShopper(server, { addresses: false });
    await addAddress(shopper, 'billing');
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const stock = await stockOf(AIRPODS);
    expectError(await shopper.order(cart), 422, 'SHIPPING_ADDRESS_REQUIRED');
    await expectNothingOrdered(shopper, cart.cartId, stock);
  });

  it('answers 404 for another customer’s address, an address of the other type or an unknown id, and orders nothing', async () => {
    const shopper = await createShopper(server);
    const other = await createShopper(server);
    const othersAddress = await addAddress(other, 'shipping');
    const ownBilling = await addAddress(shopper, 'billing');
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const stock = await stockOf(AIRPODS);

    const refused = expectError(await shopper.order(cart, undefined, { body: { shippingAddressId: othersAddress } }), 404, 'ADDRESS_NOT_FOUND');
    expect(refused.message).toBe('ไม่พบที่อยู่นี้');
    const english = expectError(await shopper.order(cart, undefined, { body: { billingAddressId: othersAddress }, lang: 'en' }), 404, 'ADDRESS_NOT_FOUND');
    expect(english.message).toBe('This address could not be found');
    expectError(await shopper.order(cart, undefined, { body: { shippingAddressId: ownBilling } }), 404, 'ADDRESS_NOT_FOUND');
    expectError(await shopper.order(cart, undefined, { body: { billingAddressId: 2_000_000_000 } }), 404, 'ADDRESS_NOT_FOUND');
    await expectNothingOrdered(shopper, cart.cartId, stock);
  });
});

describe('asking for a full tax invoice', () => {
  it('keeps a person’s tax invoice, trimmed, on the order and shows it when the order is read again', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const order = await shopper.placed(cart, undefined, { body: { taxInvoice: { ...PERSON, name: '  สมหญิง รักเรียน ', taxId: ' 1101700203450' } } });
    expect(order.taxInvoice).toEqual(PERSON);
    expect((await readOrder(shopper, order.orderId)).taxInvoice).toEqual(PERSON);
  });

  it('keeps a company’s tax invoice for the head office or a numbered branch', async () => {
    const shopper = await createShopper(server);
    const head = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]), undefined, { body: { taxInvoice: COMPANY } });
    expect(head.taxInvoice).toEqual(COMPANY);
    const branch = { ...COMPANY, branch: '00001' };
    const second = await shopper.placed(await shopper.cart([{ productId: AIRPODS, quantity: 1 }]), undefined, { body: { taxInvoice: branch } });
    expect((await readOrder(shopper, second.orderId)).taxInvoice).toEqual(branch);
  });

  it('refuses a bad tax ID with the tax-ID message in the shopper’s language, and orders nothing', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const stock = await stockOf(AIRPODS);
    const wrongDigit = { body: { taxInvoice: { ...PERSON, taxId: '1101700203451' } } };
    expect(expectError(await shopper.order(cart, undefined, wrongDigit), 400, 'INVALID_TAX_INVOICE').message).toBe('เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง');
    expect(expectError(await shopper.order(cart, undefined, { ...wrongDigit, lang: 'en' }), 400, 'INVALID_TAX_INVOICE').message).toBe(
      'The tax ID is not valid',
    );
    const tooShort = { body: { taxInvoice: { ...COMPANY, taxId: '010555512345' } }, lang: 'en' } as const;
    expect(expectError(await shopper.order(cart, undefined, tooShort), 400).message).toBe('The tax ID is not valid');
    await expectNothingOrdered(shopper, cart.cartId, stock);
  });

  it('refuses wrong types and incomplete invoices with a message saying what is wrong', async () => {
    const shopper = await createShopper(server);
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const stock = await stockOf(AIRPODS);
    const cases: [Record<string, unknown>, string][] = [
      [{ shippingAddressId: '12' }, 'The address id is not valid'],
      [{ billingAddressId: 1.5 }, 'The address id is not valid'],
      [{ shippingAddressId: 2 ** 31 }, 'The address id is not valid'],
      [{ taxInvoice: 'yes' }, 'Choose a tax invoice for a person or for a company'],
      [{ taxInvoice: { ...PERSON, type: 'shop' } }, 'Choose a tax invoice for a person or for a company'],
      [{ taxInvoice: { ...PERSON, name: '   ' } }, 'Please enter your full name'],
      [{ taxInvoice: { ...PERSON, name: 'ก'.repeat(201) } }, 'The full name may be at most 200 characters'],
      [{ taxInvoice: { ...COMPANY, companyName: '' } }, 'Please enter the company name'],
      [{ taxInvoice: { ...COMPANY, branch: '1' } }, 'Choose the head office or enter a 5-digit branch number'],
      [{ taxInvoice: { ...COMPANY, branch: undefined } }, 'Choose the head office or enter a 5-digit branch number'],
      [{ taxInvoice: { ...PERSON, taxId: 1101700203450 } }, 'The tax ID is not valid'],
      [{ taxInvoice: { ...PERSON, taxId: ' ' } }, 'Please enter your tax ID'],
      [{ taxInvoice: { ...COMPANY, taxId: undefined } }, 'Please enter your tax ID'],
    ];
    for (const [body, message] of cases)
      expect(expectError(await shopper.order(cart, undefined, { body, lang: 'en' }), 400).message, JSON.stringify(body)).toBe(message);
    expectError(await shopper.order(cart, undefined, { body: { taxInvoice: { ...PERSON, branch: '00001' } } }), 400);
    expect(expectError(await shopper.order(cart, undefined, { body: { taxInvoice: { type: 'person' } } }), 400).message).toBe('กรุณากรอกชื่อ-นามสกุล');
    await expectNothingOrdered(shopper, cart.cartId, stock);
  });
});

describe('the Idempotency-Key with address and invoice choices', () => {
  it('answers the same order for the same choices, and refuses the key with other choices', async () => {
    const shopper = await createShopper(server);
    const shippingAddressId = await addAddress(shopper, 'shipping');
    const cart = await shopper.cart([{ productId: AIRPODS, quantity: 1 }]);
    const body = { shippingAddressId, taxInvoice: PERSON };
    const first = await shopper.order(cart, 'choices-key-0001', { body });
    const again = await shopper.order(cart, 'choices-key-0001', { body });
    expect(first.status, first.text).toBe(201);
    expect(again.json).toEqual(first.json);

    for (const other of [
      { taxInvoice: COMPANY },
      { ...body, taxInvoice: null },
      { taxInvoice: PERSON },
      { ...body, billingAddressId: await addAddress(shopper, 'billing') },
    ])
      expectError(await shopper.order(cart, 'choices-key-0001', { body: other }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await server.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toHaveLength(1);
  });
});
