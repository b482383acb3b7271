import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Address, AddressResponse, ProfileResponse } from '../../contract/customer.ts';
import { type ThaiAddressEntry, ThaiAddressesResponse } from '../../contract/thai-address.ts';
import { addresses } from '../../server/db/schema.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const LOOKUP = '/customer/api/thai-addresses';
const BASE = '/customer/api/profile/addresses';
const EN = { 'accept-language': 'en' };

const WANG_MAI_TH = { subdistrict: 'วังใหม่', district: 'ปทุมวัน', province: 'กรุงเทพมหานคร', postcode: '10330' };
const WANG_MAI_EN = { subdistrict: 'Wang Mai', district: 'Pathum Wan', province: 'Bangkok', postcode: '10330' };
const WANG_MAI_LABELS = { ...WANG_MAI_TH, subdistrictEn: 'Wang Mai', districtEn: 'Pathum Wan', provinceEn: 'Bangkok' };
const SHIPPING = { type: 'shipping', firstName: 'สมหญิง', lastName: 'รักดี', phone: '0812345678', address: '254 ถนนพญาไท', ...WANG_MAI_TH };

async function lookup(query: string, headers: Record<string, string> = {}) {
  const answer = await send(server.url, 'GET', `${LOOKUP}?${query}`, { headers });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
  return v.parse(ThaiAddressesResponse, answer.json).data.items;
}

const names = (items: ThaiAddressEntry[]) => items.map((e) => `${e.subdistrict.th}/${e.district.th}/${e.province.th}/${e.postcode}`);

async function create(auth: Record<string, string>, body: Record<string, unknown>): Promise<Address> {
  const answer = await send(server.url, 'POST', BASE, { body, headers: auth });
  expect(answer.status, answer.text).toBe(201);
  return v.parse(AddressResponse, answer.json).data;
}

const rowsOf = (customerId: number) => server.db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));

describe('GET /customer/api/thai-addresses', () => {
  it('answers every subdistrict of a postcode with ids and Thai and English labels, without a login', async () => {
    const items = await lookup('postcode=10330');
    expect(names(items).sort()).toEqual([
      'ปทุมวัน/ปทุมวัน/กรุงเทพมหานคร/10330',
      'รองเมือง/ปทุมวัน/กรุงเทพมหานคร/10330',
      'ลุมพินี/ปทุมวัน/กรุงเทพมหานคร/10330',
      'วังใหม่/ปทุมวัน/กรุงเทพมหานคร/10330',
    ]);
    expect(items.find((e) => e.subdistrict.th === 'วังใหม่')).toEqual({
      subdistrict: { id: expect.any(Number), th: 'วังใหม่', en: 'Wang Mai' },
      district: { id: expect.any(Number), th: 'ปทุมวัน', en: 'Pathum Wan' },
      province: { id: expect.any(Number), th: 'กรุงเทพมหานคร', en: 'Bangkok' },
      postcode: '10330',
    });
    expect(new Set(items.map((e) => e.district.id)).size).toBe(1);
  });

  it('answers nothing for a postcode nobody has', async () => {
    expect(await lookup('postcode=99999')).toEqual([]);
  });

  it('finds a subdistrict by its Thai name, that name first, at most 20 unless asked', async () => {
    const items = await lookup(`q=${encodeURIComponent('บางรัก')}`);
    expect(names(items)[0]).toBe('บางรัก/บางรัก/กรุงเทพมหานคร/10500');
    expect(items.length).toBeLessThanOrEqual(20);
    expect(await lookup(`q=${encodeURIComponent('บาง')}`)).toHaveLength(20);
    expect(await lookup(`q=${encodeURIComponent('บาง')}&limit=3`)).toHaveLength(3);
    expect(await lookup(`q=${encodeURIComponent('บาง')}&limit=50`)).toHaveLength(50);
  });

  it('finds by an English name whatever its case and spacing, and by the first digits of a postcode', async () => {
    expect(names(await lookup('q=pathumwan'))).toContain('วังใหม่/ปทุมวัน/กรุงเทพมหานคร/10330');
    expect(names(await lookup('q=WANG%20MAI'))).toContain('วังใหม่/ปทุมวัน/กรุงเทพมหานคร/10330');
    const byDigits = await lookup('q=1033');
    expect(byDigits.length).toBeGreaterThan(0);
    expect(byDigits.every((e) => e.postcode.startsWith('1033'))).toBe(true);
  });

  it('answers text without a letter or digit, or that matches nothing, with an empty list', async () => {
    for (const q of ['!!!', '%20-%20', encodeURIComponent('🍎'), 'zzzzqqq']) expect(await lookup(`q=${q}`), q).toEqual([]);
  });

  it('refuses bad queries with 400 naming the parameter, in Thai and in English, never a server error', async () => {
    const bad: [string, string][] = [
      ['', 'INVALID_Q'],
      ['limit=5', 'INVALID_Q'],
      ['postcode=10330&q=bang', 'INVALID_Q'],
      ['q=', 'INVALID_Q'],
      ['q=%20%20', 'INVALID_Q'],
      [`q=${'ก'.repeat(101)}`, 'INVALID_Q'],
      ['postcode=1033', 'INVALID_POSTCODE'],
      ['postcode=103300', 'INVALID_POSTCODE'],
      ['postcode=01033', 'INVALID_POSTCODE'],
      ['postcode=abcde', 'INVALID_POSTCODE'],
      ['postcode=', 'INVALID_POSTCODE'],
      ['q=bang&limit=0', 'INVALID_LIMIT'],
      ['q=bang&limit=51', 'INVALID_LIMIT'],
      ['q=bang&limit=-1', 'INVALID_LIMIT'],
      ['q=bang&limit=2.5', 'INVALID_LIMIT'],
      ['q=bang&limit=ten', 'INVALID_LIMIT'],
      ['q=bang&limit=99999999999999999999', 'INVALID_LIMIT'],
      ['q=a%00b', 'INVALID_INPUT'],
    ];
    for (const [query, code] of bad) {
      const thai = expectError(await send(server.url, 'GET', `${LOOKUP}?${query}`), 400, code);
      const english = expectError(await send(server.url, 'GET', `${LOOKUP}?${query}`, { headers: EN }), 400, code);
      if (code !== 'INVALID_INPUT') {
        expect(thai.message, query).toMatch(/[ก-๙]/);
        expect(english.message, query).not.toMatch(/[ก-๙]/);
      }
    }
  });

  it('keeps to 4xx for odd query strings', async () => {
    for (const query of ['q=%E0%B8', 'q=%ZZ', 'q[]=bang', 'q=bang&q=rak', 'postcode[a]=1', `q=${'%25'.repeat(300)}`]) {
      const answer = await send(server.url, 'GET', `${LOOKUP}?${query}`);
      expect(answer.status, query).toBeLessThan(500);
    }
  });
});

describe('an address from the administrative list', () => {
  it('is accepted in Thai and kept with its English labels', async () => {
    const customer = await createCustomer(server);
    const created = await create(customer.auth, SHIPPING);
    expect(created).toMatchObject(WANG_MAI_LABELS);
    expect((await rowsOf(customer.id))[0]).toMatchObject(WANG_MAI_LABELS);
  });

  it('is accepted in English, whatever the case, and kept with its Thai labels', async () => {
    const customer = await createCustomer(server);
    const created = await create(customer.auth, { ...SHIPPING, ...WANG_MAI_EN, district: 'pathumwan', subdistrict: 'WANG MAI' });
    expect(created).toMatchObject(WANG_MAI_LABELS);
  });

  it('is accepted by the ids a lookup answers', async () => {
    const customer = await createCustomer(server);
    const entry = (await lookup('postcode=10330')).find((e) => e.subdistrict.th === 'วังใหม่')!;
    const created = await create(customer.auth, {
      ...SHIPPING,
      subdistrict: entry.subdistrict.id,
      district: entry.district.id,
      province: entry.province.id,
      postcode: entry.postcode,
    });
    expect(created).toMatchObject(WANG_MAI_LABELS);
  });

  it('shows on the profile in the shopper’s language', async () => {
    const customer = await createCustomer(server);
    await create(customer.auth, SHIPPING);
    const profile = async (headers: Record<string, string>) => {
      const answer = await send(server.url, 'GET', '/customer/api/profile', { headers: { ...customer.auth, ...headers } });
      return v.parse(ProfileResponse, answer.json).data.addressInformation;
    };
    expect(await profile({})).toMatchObject({ subdistrict: { label: 'วังใหม่' }, district: { label: 'ปทุมวัน' }, province: { label: 'กรุงเทพมหานคร' } });
    expect(await profile(EN)).toMatchObject({ subdistrict: { label: 'Wang Mai' }, district: { label: 'Pathum Wan' }, province: { label: 'Bangkok' } });
  });

  const wrong: [string, Record<string, unknown>, string, string, string][] = [
    ['a province that does not exist', { province: 'แอตแลนติส' }, 'INVALID_PROVINCE', 'ไม่พบจังหวัดนี้', 'There is no such province'],
    [
      'a district of another province',
      { district: 'เมืองเชียงใหม่' },
      'INVALID_DISTRICT',
      'ไม่พบเขต/อำเภอนี้ในจังหวัดที่เลือก',
      'This district is not in the chosen province',
    ],
    [
      'a subdistrict of another district',
      { subdistrict: 'สีลม' },
      'INVALID_SUBDISTRICT',
      'ไม่พบแขวง/ตำบลนี้ในเขต/อำเภอที่เลือก',
      'This subdistrict is not in the chosen district',
    ],
    [
      'a postcode of another subdistrict',
      { subdistrict: 'ลุมพินี', postcode: '10500' },
      'INVALID_POSTCODE',
      'รหัสไปรษณีย์นี้ไม่ใช่ของแขวง/ตำบลที่เลือก',
      'This postcode does not belong to the chosen subdistrict',
    ],
    ['an id nothing has', { subdistrict: 1 }, 'INVALID_SUBDISTRICT', 'ไม่พบแขวง/ตำบลนี้ในเขต/อำเภอที่เลือก', 'This subdistrict is not in the chosen district'],
    ['an id that is not a whole number', { district: 1.5 }, 'INVALID_DISTRICT', 'เขต/อำเภอไม่ถูกต้อง', 'The district is not valid'],
    ['a label that is neither text nor a number', { province: true }, 'INVALID_PROVINCE', 'จังหวัดไม่ถูกต้อง', 'The province is not valid'],
  ];

  it.each(wrong)('is refused with %s, on that field in Thai and in English, and nothing is stored', async (_, change, code, th, en) => {
    const customer = await createCustomer(server);
    expect(expectError(await send(server.url, 'POST', BASE, { body: { ...SHIPPING, ...change }, headers: customer.auth }), 400, code).message).toBe(th);
    expect(
      expectError(await send(server.url, 'POST', BASE, { body: { ...SHIPPING, ...change }, headers: { ...customer.auth, ...EN } }), 400, code).message,
    ).toBe(en);
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('is checked as a whole when an edit changes part of it, and a refused edit changes nothing', async () => {
    const customer = await createCustomer(server);
    const address = await create(customer.auth, SHIPPING);
    const before = await rowsOf(customer.id);
    const put = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      send(server.url, 'PUT', `${BASE}/${address.id}`, { body, headers: { ...customer.auth, ...headers } });

    expectError(await put({ postcode: '10900' }), 400, 'INVALID_POSTCODE');
    expectError(await put({ district: 'บางรัก' }), 400, 'INVALID_SUBDISTRICT');
    expectError(await put({ province: 'Chiang Mai' }), 400, 'INVALID_DISTRICT');
    expect(await rowsOf(customer.id)).toEqual(before);

    const moved = await put({ subdistrict: 'Lumpini', postcode: '10330' });
    expect(moved.status, moved.text).toBe(200);
    expect(v.parse(AddressResponse, moved.json).data).toMatchObject({ ...WANG_MAI_LABELS, subdistrict: 'ลุมพินี', subdistrictEn: 'Lumphini' });

    const phoneOnly = await put({ phone: '0899999999' });
    expect(v.parse(AddressResponse, phoneOnly.json).data).toMatchObject({ subdistrict: 'ลุมพินี', phone: '0899999999' });
  });
});
