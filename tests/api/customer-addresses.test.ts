import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Address, AddressPageResponse, AddressResponse, DeletedAddressResponse, MAX_ADDRESSES_PER_TYPE } from '../../contract/customer.ts';
import { addresses } from '../../server/db/schema.ts';
import { createCustomer, SHIPPING_ADDRESS as SHIPPING } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const BILLING = { ...SHIPPING, type: 'billing', companyName: 'บริษัท ใจดี จำกัด', taxId: '0105555123450' };
const ADDITIONAL = { ...SHIPPING, type: 'additional' };
const BASE = '/customer/api/profile/addresses';

type Auth = Record<string, string>;

async function create(auth: Auth, body: Record<string, unknown>): Promise<Address> {
  const answer = await send(server.url, 'POST', BASE, { body, headers: auth });
  expect(answer.status, answer.text).toBe(201);
  return v.parse(AddressResponse, answer.json).data;
}

async function list(auth: Auth, type: string, query = '') {
  const answer = await send(server.url, 'GET', `${BASE}/${type}${query}`, { headers: auth });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(AddressPageResponse, answer.json).data;
}

async function update(auth: Auth, id: number, body: Record<string, unknown>) {
  const answer = await send(server.url, 'PUT', `${BASE}/${id}`, { body, headers: auth });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(AddressResponse, answer.json).data;
}

/** The customer's rows as stored, in list order, for before/after comparisons. */
const rowsOf = (customerId: number) =>
  server.db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.kind), asc(addresses.position), asc(addresses.id));

const positionsOf = async (customerId: number, kind: string) => (await rowsOf(customerId)).filter((r) => r.kind === kind).map((r) => r.position);

describe('creating and reading addresses', () => {
  it('creates a shipping address that is the default of its empty list, and reads it back by id', async () => {
    const customer = await createCustomer(server);
    const created = await create(customer.auth, SHIPPING);
    expect(created).toMatchObject({ ...SHIPPING, companyName: null, taxId: null, isDefault: true });
    const answer = await send(server.url, 'GET', `${BASE}/${created.id}`, { headers: customer.auth });
    expect(v.parse(AddressResponse, answer.json).data).toEqual(created);
  });

  it('adds later addresses behind the default', async () => {
    const customer = await createCustomer(server);
    const first = await create(customer.auth, SHIPPING);
    const second = await create(customer.auth, { ...SHIPPING, address: '2 ถนนสีลม' });
    expect(second.isDefault).toBe(false);
    expect((await list(customer.auth, 'shipping')).items.map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('creates a billing address with a company name and tax ID', async () => {
    const customer = await createCustomer(server);
    expect(await create(customer.auth, BILLING)).toMatchObject({ type: 'billing', companyName: 'บริษัท ใจดี จำกัด', taxId: '0105555123450', isDefault: true });
  });

  it('accepts a national ID as the tax ID of a personal billing address', async () => {
    const customer = await createCustomer(server);
    expect(await create(customer.auth, { ...BILLING, companyName: null, taxId: '1101700230708' })).toMatchObject({ companyName: null, taxId: '1101700230708' });
  });

  it('takes a billing address without a tax ID, and one cleared later: only a full tax invoice needs it', async () => {
    const customer = await createCustomer(server);
    const billing = await create(customer.auth, { ...BILLING, companyName: null, taxId: undefined });
    expect(billing).toMatchObject({ type: 'billing', companyName: null, taxId: null, isDefault: true });
    const withId = await create(customer.auth, BILLING);
    for (const taxId of ['', null]) {
      const cleared = await send(server.url, 'PUT', `${BASE}/${withId.id}`, { body: { taxId }, headers: customer.auth });
      expect(cleared.status, cleared.text).toBe(200);
      expect(v.parse(AddressResponse, cleared.json).data.taxId).toBeNull();
    }
  });

  it('keeps each type in its own list with its own default', async () => {
    const customer = await createCustomer(server);
    const shipping = await create(customer.auth, SHIPPING);
    const billing = await create(customer.auth, BILLING);
    const additional = await create(customer.auth, ADDITIONAL);
    for (const [type, address] of [
      ['shipping', shipping],
      ['billing', billing],
      ['additional', additional],
    ] as const) {
      expect(await list(customer.auth, type)).toEqual({ items: [address], total: 1, limit: 2, offset: 0 });
    }
  });

  it('creates an address as the new default when asked', async () => {
    const customer = await createCustomer(server);
    const old = await create(customer.auth, SHIPPING);
    const fresh = await create(customer.auth, { ...SHIPPING, address: 'ใหม่', isDefault: true });
    expect(fresh.isDefault).toBe(true);
    expect((await list(customer.auth, 'shipping')).items.map((a) => a.id)).toEqual([fresh.id, old.id]);
    expect(await positionsOf(customer.id, 'shipping')).toEqual([0, 1]);
  });
});

describe('paging an address list', () => {
  it('answers 2 at a time by default, with the total, and follows offset and limit', async () => {
    const customer = await createCustomer(server);
    const made: number[] = [];
    for (let i = 1; i <= 5; i++) made.push((await create(customer.auth, { ...ADDITIONAL, address: `บ้านเลขที่ ${i}` })).id);

    const first = await list(customer.auth, 'additional');
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect(first.items.map((a) => a.id)).toEqual(made.slice(0, 2));
    expect(first.items.map((a) => a.isDefault)).toEqual([true, false]);

    const page3 = await list(customer.auth, 'additional', '?offset=4&limit=2');
    expect(page3).toMatchObject({ total: 5, limit: 2, offset: 4 });
    expect(page3.items.map((a) => a.id)).toEqual(made.slice(4));
    expect(page3.items[0]!.isDefault).toBe(false);

    expect((await list(customer.auth, 'additional', '?limit=50')).items.map((a) => a.id)).toEqual(made);
    expect(await list(customer.auth, 'additional', '?offset=10')).toEqual({ items: [], total: 5, limit: 2, offset: 10 });
  });

  it('ignores query parameters it does not know', async () => {
    const customer = await createCustomer(server);
    await create(customer.auth, SHIPPING);
    expect((await list(customer.auth, 'shipping', '?limit=1&sort=desc&extra=1')).total).toBe(1);
  });

  it('answers an empty list for a new customer', async () => {
    const customer = await createCustomer(server);
    expect(await list(customer.auth, 'billing')).toEqual({ items: [], total: 0, limit: 2, offset: 0 });
  });
});

describe('editing addresses', () => {
  it('changes only the fields sent and keeps the rest', async () => {
    const customer = await createCustomer(server);
    const created = await create(customer.auth, BILLING);
    const updated = await update(customer.auth, created.id, { phone: '0899999999', companyName: 'Jaidee Co., Ltd.' });
    expect(updated).toMatchObject({ ...BILLING, phone: '0899999999', companyName: 'Jaidee Co., Ltd.', id: created.id, isDefault: true });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(Date.parse(updated.createdAt)).toBe(Date.parse(created.createdAt));
  });

  it('clears an optional field sent as null or empty', async () => {
    const customer = await createCustomer(server);
    const created = await create(customer.auth, BILLING);
    expect((await update(customer.auth, created.id, { companyName: '' })).companyName).toBeNull();
    expect((await update(customer.auth, created.id, { companyName: 'X Co' })).companyName).toBe('X Co');
    expect((await update(customer.auth, created.id, { companyName: null })).companyName).toBeNull();
  });

  it('keeps the type of an address even when another type is sent', async () => {
    const customer = await createCustomer(server);
    const created = await create(customer.auth, SHIPPING);
    expect((await update(customer.auth, created.id, { type: 'billing', address: '9 ถนนใหม่' })).type).toBe('shipping');
  });

  it('makes an address the default, moving it first and the old default second', async () => {
    const customer = await createCustomer(server);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await create(customer.auth, { ...SHIPPING, address: `ที่อยู่ ${i}` })).id);
    const made = await update(customer.auth, ids[2]!, { isDefault: true });
    expect(made.isDefault).toBe(true);
    const page = await list(customer.auth, 'shipping', '?limit=10');
    expect(page.items.map((a) => a.id)).toEqual([ids[2], ids[0], ids[1], ids[3]]);
    expect(page.items.map((a) => a.isDefault)).toEqual([true, false, false, false]);
    expect(await positionsOf(customer.id, 'shipping')).toEqual([0, 1, 2, 3]);
  });

  it('leaves the order alone for isDefault false, and for making the default the default again', async () => {
    const customer = await createCustomer(server);
    const first = await create(customer.auth, SHIPPING);
    const second = await create(customer.auth, SHIPPING);
    await update(customer.auth, first.id, { isDefault: false });
    await update(customer.auth, first.id, { isDefault: true });
    await update(customer.auth, second.id, { isDefault: false });
    expect((await list(customer.auth, 'shipping')).items.map((a) => a.id)).toEqual([first.id, second.id]);
  });
});

describe('deleting addresses', () => {
  it('deletes an address, which then answers 404', async () => {
    const customer = await createCustomer(server);
    const created = await create(customer.auth, SHIPPING);
    const answer = await send(server.url, 'DELETE', `${BASE}/${created.id}`, { headers: customer.auth });
    expect(answer.status, answer.text).toBe(200);
    expect(v.parse(DeletedAddressResponse, answer.json).data).toEqual({ id: created.id });
    expectError(await send(server.url, 'GET', `${BASE}/${created.id}`, { headers: customer.auth }), 404, 'ADDRESS_NOT_FOUND');
    expectError(await send(server.url, 'DELETE', `${BASE}/${created.id}`, { headers: customer.auth }), 404, 'ADDRESS_NOT_FOUND');
  });

  it('makes the next address the default when the default is deleted', async () => {
    const customer = await createCustomer(server);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(customer.auth, { ...BILLING, address: `ที่อยู่ ${i}` })).id);
    await send(server.url, 'DELETE', `${BASE}/${ids[0]}`, { headers: customer.auth });
    const page = await list(customer.auth, 'billing');
    expect(page.total).toBe(2);
    expect(page.items.map((a) => [a.id, a.isDefault])).toEqual([
      [ids[1], true],
      [ids[2], false],
    ]);
    expect(await positionsOf(customer.id, 'billing')).toEqual([0, 1]);
  });

  it('keeps positions gap-free when an address in the middle is deleted', async () => {
    const customer = await createCustomer(server);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await create(customer.auth, ADDITIONAL)).id);
    await send(server.url, 'DELETE', `${BASE}/${ids[1]}`, { headers: customer.auth });
    expect(await positionsOf(customer.id, 'additional')).toEqual([0, 1, 2]);
    expect((await list(customer.auth, 'additional', '?limit=5')).items.map((a) => a.id)).toEqual([ids[0], ids[2], ids[3]]);
  });
});

describe('concurrent address writes', () => {
  it('gives 20 parallel creates the distinct positions 0 to 19', async () => {
    const customer = await createCustomer(server);
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => create(customer.auth, { ...SHIPPING, address: `บ้าน ${i}` })));
    expect(new Set(created.map((a) => a.id)).size).toBe(20);
    expect(created.filter((a) => a.isDefault)).toHaveLength(1);
    expect((await positionsOf(customer.id, 'shipping')).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect((await list(customer.auth, 'shipping')).total).toBe(20);
  });

  it('keeps positions gap-free under parallel creates, deletes and default changes', async () => {
    const customer = await createCustomer(server);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await create(customer.auth, ADDITIONAL)).id);
    await Promise.all([
      ...ids.slice(0, 4).map((id) => send(server.url, 'DELETE', `${BASE}/${id}`, { headers: customer.auth })),
      ...ids.slice(6).map((id) => send(server.url, 'PUT', `${BASE}/${id}`, { body: { isDefault: true }, headers: customer.auth })),
      ...Array.from({ length: 5 }, () => send(server.url, 'POST', BASE, { body: ADDITIONAL, headers: customer.auth })),
    ]);
    expect((await positionsOf(customer.id, 'additional')).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i));
    const page = await list(customer.auth, 'additional', '?limit=50');
    expect(page.items.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe('address rules and bad input', () => {
  it(`refuses more than ${MAX_ADDRESSES_PER_TYPE} addresses of one type`, async () => {
    const customer = await createCustomer(server);
    await server.db
      .insert(addresses)
      .values(
        Array.from({ length: MAX_ADDRESSES_PER_TYPE }, (_, position) => ({ ...ADDITIONAL, kind: 'additional' as const, customerId: customer.id, position })),
      );
    expectError(await send(server.url, 'POST', BASE, { body: ADDITIONAL, headers: customer.auth }), 422, 'ADDRESS_LIMIT');
    expect(await create(customer.auth, SHIPPING)).toMatchObject({ isDefault: true });
  });

  const badBodies: [string, Record<string, unknown>, string, string, string][] = [
    ['a tax ID with a wrong check digit', { ...BILLING, taxId: '0105555123451' }, 'INVALID_TAX_ID', 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง', 'The tax ID is not valid'],
    [
      'a tax ID on a shipping address',
      { ...SHIPPING, taxId: '0105555123450' },
      'INVALID_TAX_ID',
      'เลขประจำตัวผู้เสียภาษีใช้กับที่อยู่สำหรับออกใบกำกับภาษีเท่านั้น',
      'A tax ID belongs on a billing address only',
    ],
    ['a postcode of 4 digits', { ...SHIPPING, postcode: '1040' }, 'INVALID_POSTCODE', 'รหัสไปรษณีย์ไม่ถูกต้อง', 'The postcode is not valid'],
    ['a postcode given as a number', { ...SHIPPING, postcode: 10400 }, 'INVALID_POSTCODE', 'รหัสไปรษณีย์ไม่ถูกต้อง', 'The postcode is not valid'],
    ['a phone of 11 digits', { ...SHIPPING, phone: '08123456789' }, 'INVALID_PHONE', 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง', 'Your phone number is not valid'],
    [
      'an unknown type',
      { ...SHIPPING, type: 'office' },
      'INVALID_TYPE',
      'ประเภทที่อยู่ต้องเป็น shipping, billing หรือ additional',
      'The type must be shipping, billing or additional',
    ],
    [
      'a missing type',
      { ...SHIPPING, type: undefined },
      'INVALID_TYPE',
      'ประเภทที่อยู่ต้องเป็น shipping, billing หรือ additional',
      'The type must be shipping, billing or additional',
    ],
    ['a missing province', { ...SHIPPING, province: undefined }, 'INVALID_PROVINCE', 'กรุณากรอกจังหวัด', 'Please enter your province'],
    [
      'an address of 501 characters',
      { ...SHIPPING, address: 'ก'.repeat(501) },
      'INVALID_ADDRESS',
      'ที่อยู่ต้องไม่เกิน 500 ตัวอักษร',
      'The address may be at most 500 characters',
    ],
    [
      'a district of 20 000 characters',
      { ...SHIPPING, district: 'x'.repeat(20_000) },
      'INVALID_DISTRICT',
      'เขต/อำเภอต้องไม่เกิน 100 ตัวอักษร',
      'The district may be at most 100 characters',
    ],
    [
      'a company name of 201 characters',
      { ...BILLING, companyName: 'c'.repeat(201) },
      'INVALID_COMPANY_NAME',
      'ชื่อบริษัทต้องไม่เกิน 200 ตัวอักษร',
      'The company name may be at most 200 characters',
    ],
    ['a first name that is an object', { ...SHIPPING, firstName: { th: 'สมชาย' } }, 'INVALID_FIRST_NAME', 'กรุณากรอกชื่อ', 'Please enter your first name'],
    [
      'an isDefault that is a string',
      { ...SHIPPING, isDefault: 'yes' },
      'INVALID_IS_DEFAULT',
      'isDefault ต้องเป็น true หรือ false',
      'isDefault must be true or false',
    ],
  ];

  for (const [what, body, code, th, en] of badBodies) {
    it(`refuses to create ${what} (Thai and English messages), saving nothing`, async () => {
      const customer = await createCustomer(server);
      expect(expectError(await send(server.url, 'POST', BASE, { body, headers: customer.auth }), 400, code).message).toBe(th);
      const english = expectError(await send(server.url, 'POST', BASE, { body, headers: { ...customer.auth, 'accept-language': 'en' } }), 400, code);
      expect(english.message).toBe(en);
      expect(await rowsOf(customer.id)).toEqual([]);
    });
  }

  it('refuses a body that is not an address object', async () => {
    const customer = await createCustomer(server);
    for (const body of [null, [], [SHIPPING], 'shipping', 42]) {
      expectError(await send(server.url, 'POST', BASE, { body, headers: customer.auth }), 400);
    }
    expectError(
      await send(server.url, 'POST', BASE, { raw: '{"type":"shipping",', headers: { ...customer.auth, 'content-type': 'application/json' } }),
      400,
      'INVALID_JSON',
    );
    expectError(await send(server.url, 'POST', BASE, { raw: JSON.stringify(SHIPPING), headers: { ...customer.auth, 'content-type': 'text/plain' } }), 415);
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('refuses edits that break the address rules, changing nothing', async () => {
    const customer = await createCustomer(server);
    const billing = await create(customer.auth, BILLING);
    const shipping = await create(customer.auth, SHIPPING);
    const before = await rowsOf(customer.id);
    const bad: [number, unknown][] = [
      [billing.id, { taxId: '0105555123451' }],
      [shipping.id, { taxId: '0105555123450' }],
      [shipping.id, { postcode: 'abcde' }],
      [shipping.id, { firstName: '' }],
      [shipping.id, { phone: null }],
      [shipping.id, { address: 'a'.repeat(600) }],
      [shipping.id, { isDefault: 1 }],
      [shipping.id, ['not', 'an', 'object']],
      [shipping.id, 'text'],
    ];
    for (const [id, body] of bad) {
      expectError(await send(server.url, 'PUT', `${BASE}/${id}`, { body, headers: customer.auth }), 400);
    }
    expect(await rowsOf(customer.id)).toEqual(before);
  });

  it('refuses ids that are not positive whole numbers within int32, and unknown list types', async () => {
    const customer = await createCustomer(server);
    await create(customer.auth, SHIPPING);
    const before = await rowsOf(customer.id);
    for (const ref of ['abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999', '%20', 'SHIPPING', 'shipping2', '0x10']) {
      expectError(await send(server.url, 'GET', `${BASE}/${ref}`, { headers: customer.auth }), 400, 'INVALID_REF');
      expectError(await send(server.url, 'PUT', `${BASE}/${ref}`, { body: { phone: '0811111111' }, headers: customer.auth }), 400, 'INVALID_ID');
      expectError(await send(server.url, 'DELETE', `${BASE}/${ref}`, { headers: customer.auth }), 400, 'INVALID_ID');
    }
    expect(await rowsOf(customer.id)).toEqual(before);
  });

  it('answers 404 for an id within int32 that is nobody’s address', async () => {
    const customer = await createCustomer(server);
    expectError(await send(server.url, 'GET', `${BASE}/2147483647`, { headers: customer.auth }), 404, 'ADDRESS_NOT_FOUND');
    expectError(await send(server.url, 'PUT', `${BASE}/2147483647`, { body: { phone: '0811111111' }, headers: customer.auth }), 404, 'ADDRESS_NOT_FOUND');
    expectError(await send(server.url, 'DELETE', `${BASE}/2147483647`, { headers: customer.auth }), 404, 'ADDRESS_NOT_FOUND');
  });

  it('refuses an offset or limit out of range or not a number', async () => {
    const customer = await createCustomer(server);
    for (const query of ['?limit=0', '?limit=51', '?limit=-1', '?limit=abc', '?limit=2.5', '?offset=-1', '?offset=x', '?offset=99999999999', '?limit=']) {
      const english = expectError(await send(server.url, 'GET', `${BASE}/shipping${query}`, { headers: { ...customer.auth, 'accept-language': 'en' } }), 400);
      expect(english.message, query).toMatch(/^(limit must be from 1 to 50|offset must be a whole number from 0)$/);
    }
  });
});
