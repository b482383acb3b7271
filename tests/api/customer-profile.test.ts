import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileResponse, SubscriptionFlagResponse } from '../../contract/customer.ts';
import { customers } from '../../server/db/schema.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const VALID_ID = '1101700230708';
const BAD_CHECKSUM_ID = '1101700230709';
const PROFILE = { firstName: 'Somchai', lastName: 'Jaidee', phone: '0891234567' };
const BILLING = {
  type: 'billing',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phone: '0812345678',
  companyName: 'บริษัท ใจดี จำกัด',
  taxId: '0105555123450',
  address: '99/1 ถนนสุขุมวิท',
  subdistrict: 'คลองเตยเหนือ',
  district: 'วัฒนา',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
};
const SHIPPING = {
  ...BILLING,
  type: 'shipping',
  companyName: null,
  taxId: null,
  address: '1 ซอยอารีย์',
  subdistrict: 'สามเสนใน',
  district: 'พญาไท',
  postcode: '10400',
};

async function getProfile(auth: Record<string, string>) {
  const answer = await send(server.url, 'GET', '/customer/api/profile', { headers: auth });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(ProfileResponse, answer.json).data;
}

const rowOf = async (id: number) => (await server.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('reading the profile', () => {
  it('answers the customer’s names, email, phone and settings, with no address information yet', async () => {
    const customer = await createCustomer(server);
    const data = await getProfile(customer.auth);
    expect(data.profile).toEqual({
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email: customer.email,
      phone: '0812345678',
      nationalId: null,
      subscriptionFlag: false,
      locale: 'th',
      hasPassword: true,
    });
    expect(data.addressInformation).toEqual({
      companyName: null,
      address: null,
      subdistrict: { label: null },
      district: { label: null },
      province: { label: null },
      postcode: null,
    });
  });

  it('takes address information from the default shipping address when there is no billing address', async () => {
    const customer = await createCustomer(server);
    await send(server.url, 'POST', '/customer/api/profile/addresses', { body: SHIPPING, headers: customer.auth });
    const { addressInformation } = await getProfile(customer.auth);
    expect(addressInformation).toEqual({
      companyName: null,
      address: '1 ซอยอารีย์',
      subdistrict: { label: 'สามเสนใน' },
      district: { label: 'พญาไท' },
      province: { label: 'กรุงเทพมหานคร' },
      postcode: '10400',
    });
  });

  it('prefers the default billing address over the shipping address', async () => {
    const customer = await createCustomer(server);
    await send(server.url, 'POST', '/customer/api/profile/addresses', { body: SHIPPING, headers: customer.auth });
    await send(server.url, 'POST', '/customer/api/profile/addresses', { body: BILLING, headers: customer.auth });
    await send(server.url, 'POST', '/customer/api/profile/addresses', {
      body: { ...BILLING, companyName: 'Second Co', address: '2 Second Rd' },
      headers: customer.auth,
    });
    const { addressInformation } = await getProfile(customer.auth);
    expect(addressInformation).toMatchObject({ companyName: 'บริษัท ใจดี จำกัด', address: '99/1 ถนนสุขุมวิท', postcode: '10110' });
  });
});

describe('updating the profile', () => {
  it('saves names, phone, national ID and language, and answers the profile with the ID masked', async () => {
    const customer = await createCustomer(server);
    const answer = await send(server.url, 'POST', '/customer/api/profile', {
      body: { ...PROFILE, nationalId: VALID_ID, locale: 'en' },
      headers: customer.auth,
    });
    expect(answer.status, answer.text).toBe(200);
    const { profile } = v.parse(ProfileResponse, answer.json).data;
    expect(profile).toMatchObject({ ...PROFILE, nationalId: '*********0708', locale: 'en', email: customer.email });
    expect(await getProfile(customer.auth)).toEqual(v.parse(ProfileResponse, answer.json).data);
    expect((await rowOf(customer.id)).nationalId).toBe(VALID_ID);
  });

  it('keeps the national ID and language when they are left out, and erases the ID when it is sent empty', async () => {
    const customer = await createCustomer(server);
    await send(server.url, 'POST', '/customer/api/profile', { body: { ...PROFILE, nationalId: VALID_ID, locale: 'en' }, headers: customer.auth });
    await send(server.url, 'POST', '/customer/api/profile', { body: { ...PROFILE, firstName: 'Somsak' }, headers: customer.auth });
    expect(await rowOf(customer.id)).toMatchObject({ firstName: 'Somsak', nationalId: VALID_ID, locale: 'en' });
    await send(server.url, 'POST', '/customer/api/profile', { body: { ...PROFILE, nationalId: '' }, headers: customer.auth });
    expect((await rowOf(customer.id)).nationalId).toBeNull();
  });

  it('does not change the email even when one is sent', async () => {
    const customer = await createCustomer(server);
    await send(server.url, 'POST', '/customer/api/profile', { body: { ...PROFILE, email: 'someone.else@example.com' }, headers: customer.auth });
    expect((await rowOf(customer.id)).email).toBe(customer.email);
  });

  it('accepts Thai names, and Latin names with hyphens, apostrophes and spaces', async () => {
    const customer = await createCustomer(server);
    for (const [firstName, lastName] of [
      ['ณัฐวุฒิ', 'ศรีสุข'],
      ['Mary-Jane', "O'Brien"],
      ['Anne Marie', 'Smith Jr.'],
    ]) {
      const answer = await send(server.url, 'POST', '/customer/api/profile', { body: { ...PROFILE, firstName, lastName }, headers: customer.auth });
      expect(answer.status, `${firstName} ${lastName}: ${answer.text}`).toBe(200);
    }
  });

  it('trims spaces around the fields', async () => {
    const customer = await createCustomer(server);
    await send(server.url, 'POST', '/customer/api/profile', { body: { ...PROFILE, firstName: '  Somchai  ', phone: ' 0891234567 ' }, headers: customer.auth });
    expect(await rowOf(customer.id)).toMatchObject({ firstName: 'Somchai', phone: '0891234567' });
  });
});

describe('profile validation messages', () => {
  const PHONE = ['INVALID_PHONE', 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง', 'Your phone number is not valid'] as const;
  const NATIONAL_ID = ['INVALID_NATIONAL_ID', 'เลขบัตรประชาชนของท่านไม่ถูกต้อง', 'Your national ID number is not valid'] as const;
  const NAME = ['กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น', 'Please use Thai or English letters only'] as const;
  const cases: [string, Record<string, unknown>, readonly [string, string, string]][] = [
    ['a phone of 9 digits', { phone: '081234567' }, PHONE],
    ['a phone not starting with 0', { phone: '1812345678' }, PHONE],
    ['a phone with a dash', { phone: '081-234567' }, PHONE],
    ['a phone given as a number', { phone: 812345678 }, ['INVALID_PHONE', 'กรุณากรอกเบอร์โทรศัพท์มือถือ', 'Please enter your mobile phone number']],
    ['a missing phone', { phone: undefined }, ['INVALID_PHONE', 'กรุณากรอกเบอร์โทรศัพท์มือถือ', 'Please enter your mobile phone number']],
    ['a national ID with a wrong check digit', { nationalId: BAD_CHECKSUM_ID }, NATIONAL_ID],
    ['a national ID of 12 digits', { nationalId: VALID_ID.slice(0, 12) }, NATIONAL_ID],
    ['a national ID with a letter', { nationalId: '11017002307O8' }, NATIONAL_ID],
    ['a national ID given as a number', { nationalId: Number(VALID_ID) }, NATIONAL_ID],
    ['a first name with digits', { firstName: 'Som3chai' }, ['INVALID_FIRST_NAME', ...NAME]],
    ['a last name in Japanese', { lastName: '山田' }, ['INVALID_LAST_NAME', ...NAME]],
    [
      'a first name of 101 letters',
      { firstName: 'a'.repeat(101) },
      ['INVALID_FIRST_NAME', 'ชื่อต้องไม่เกิน 100 ตัวอักษร', 'The first name may be at most 100 characters'],
    ],
    [
      'a last name of 100 000 letters',
      { lastName: 'a'.repeat(100_000) },
      ['INVALID_LAST_NAME', 'นามสกุลต้องไม่เกิน 100 ตัวอักษร', 'The last name may be at most 100 characters'],
    ],
    ['an empty first name', { firstName: '   ' }, ['INVALID_FIRST_NAME', 'กรุณากรอกชื่อ', 'Please enter your first name']],
    ['a missing last name', { lastName: undefined }, ['INVALID_LAST_NAME', 'กรุณากรอกนามสกุล', 'Please enter your last name']],
    ['an unknown language', { locale: 'fr' }, ['INVALID_LOCALE', 'ภาษาไม่ถูกต้อง', 'The language must be th or en']],
  ];

  for (const [what, change, [code, th, en]] of cases) {
    it(`refuses ${what} in Thai by default and in English on request, changing nothing`, async () => {
      const customer = await createCustomer(server);
      const before = await rowOf(customer.id);
      const body = { ...PROFILE, ...change };
      const thai = expectError(await send(server.url, 'POST', '/customer/api/profile', { body, headers: customer.auth }), 400, code);
      expect(thai.message).toBe(th);
      const english = expectError(
        await send(server.url, 'POST', '/customer/api/profile', { body, headers: { ...customer.auth, 'accept-language': 'en' } }),
        400,
        code,
      );
      expect(english.message).toBe(en);
      expect(await rowOf(customer.id)).toEqual(before);
    });
  }

  it('refuses a body that is not an object, not JSON, or not sent as JSON', async () => {
    const customer = await createCustomer(server);
    const before = await rowOf(customer.id);
    expectError(await send(server.url, 'POST', '/customer/api/profile', { body: ['Somchai'], headers: customer.auth }), 400);
    expectError(await send(server.url, 'POST', '/customer/api/profile', { body: null, headers: customer.auth }), 400);
    expectError(
      await send(server.url, 'POST', '/customer/api/profile', { raw: '{"firstName":', headers: { ...customer.auth, 'content-type': 'application/json' } }),
      400,
      'INVALID_JSON',
    );
    expectError(
      await send(server.url, 'POST', '/customer/api/profile', { raw: JSON.stringify(PROFILE), headers: { ...customer.auth, 'content-type': 'text/plain' } }),
      415,
    );
    expect(await rowOf(customer.id)).toEqual(before);
  });
});

describe('newsletter subscription', () => {
  it('turns the flag on and off, as the profile then shows', async () => {
    const customer = await createCustomer(server);
    for (const flag of [true, false, true]) {
      const answer = await send(server.url, 'PUT', '/customer/api/subscription-flag', { body: { subscription_flag: flag }, headers: customer.auth });
      expect(answer.status, answer.text).toBe(200);
      expect(v.parse(SubscriptionFlagResponse, answer.json).data).toEqual({ subscriptionFlag: flag });
      expect((await getProfile(customer.auth)).profile.subscriptionFlag).toBe(flag);
    }
  });

  it('refuses a flag that is not a boolean, or a camel-cased key, changing nothing', async () => {
    const customer = await createCustomer(server);
    for (const body of [{ subscription_flag: 'true' }, { subscription_flag: 1 }, { subscriptionFlag: true }, {}]) {
      expectError(await send(server.url, 'PUT', '/customer/api/subscription-flag', { body, headers: customer.auth }), 400, 'INVALID_SUBSCRIPTION_FLAG');
    }
    expect((await rowOf(customer.id)).subscriptionFlag).toBe(false);
  });
});
