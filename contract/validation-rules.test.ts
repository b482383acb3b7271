import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  Consent,
  Email,
  emailDomainAllowed,
  isThaiNationalId,
  NationalId,
  OptionalNationalId,
  Password,
  PersonName,
  Phone,
  Username,
} from './validation-rules.ts';

const messageOf = (schema: v.GenericSchema, input: unknown, lang?: 'en') => v.safeParse(schema, input, { lang }).issues?.[0]?.message;

describe('email', () => {
  it('accepts an address and keeps it trimmed and lower-cased', () => expect(v.parse(Email, '  Somchai.J@Example.CO.TH ')).toBe('somchai.j@example.co.th'));

  it('refuses a malformed address with the spec message, in English on request', () => {
    expect(messageOf(Email, 'somchai@')).toBe('อีเมลของท่านไม่ถูกต้อง');
    expect(messageOf(Email, 'somchai@', 'en')).toBe('Your email address is not valid');
  });

  it('asks for the field by its label when it is empty', () => expect(messageOf(Email, '  ')).toBe('กรุณากรอกอีเมล'));

  it('takes gmail only as gmail.com and without a plus tag', () => {
    expect(emailDomainAllowed('a.b@gmail.com')).toBe(true);
    expect(emailDomainAllowed('ab@gmail.co')).toBe(false);
    expect(emailDomainAllowed('ab@gmail.co.th')).toBe(false);
    expect(emailDomainAllowed('ab+shop@gmail.com')).toBe(false);
    expect(emailDomainAllowed('ab+shop@example.com')).toBe(true);
  });

  it('takes hotmail as hotmail.com or hotmail.co.th only', () => {
    expect(emailDomainAllowed('ab@hotmail.com')).toBe(true);
    expect(emailDomainAllowed('ab@hotmail.co.th')).toBe(true);
    expect(emailDomainAllowed('ab@hotmail.co')).toBe(false);
    expect(messageOf(Email, 'ab@hotmail.net')).toBe('อีเมลของท่านไม่ถูกต้อง');
  });

  it('lets a login form through any well-formed address', () => expect(v.parse(Username, 'AB+x@Gmail.com')).toBe('ab+x@gmail.com'));
});

describe('phone', () => {
  it('takes exactly 10 digits starting with 0', () => {
    expect(v.is(Phone, '0812345678')).toBe(true);
    for (const bad of ['812345678', '08123456789', '1812345678', '081-234-5678', '081234567a']) expect(messageOf(Phone, bad)).toBe('เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง');
  });
});

describe('national ID', () => {
  it('checks the 13th digit against the weighted sum of the first 12', () => {
    for (const id of ['1101700203450', '3101001234565', '1234567890121', '5000000000001']) expect(isThaiNationalId(id)).toBe(true);
    expect(isThaiNationalId('1101700203451')).toBe(false);
    expect(isThaiNationalId('110170020345')).toBe(false);
    expect(messageOf(NationalId, '1234567890123')).toBe('เลขบัตรประชาชนของท่านไม่ถูกต้อง');
  });

  it('accepts exactly one check digit for any 12 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (first12) => {
        const valid = Array.from({ length: 10 }, (_, d) => `${first12}${d}`).filter(isThaiNationalId);
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('treats an empty optional ID as none', () => {
    expect(v.parse(OptionalNationalId, '')).toBeNull();
    expect(v.parse(OptionalNationalId, undefined)).toBeNull();
    expect(v.parse(OptionalNationalId, ' 1101700203450 ')).toBe('1101700203450');
  });
});

describe('password', () => {
  it('needs a digit, one of !@#$%^&*, a-z, A-Z and 8 characters', () => {
    expect(v.is(Password, 'Secret#12')).toBe(true);
    for (const bad of ['secret#12', 'SECRET#12', 'Secret123', 'Secret#ab', 'Sec#1a']) expect(v.is(Password, bad), bad).toBe(false);
    expect(messageOf(Password, 'short')).toMatch(/^รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร/);
    expect(messageOf(Password, 'A#1' + 'a'.repeat(200), 'en')).toBe('Your password may have at most 128 characters');
  });
});

describe('names', () => {
  it('takes Thai or Latin letters, with spaces, hyphens and apostrophes between words', () => {
    for (const name of ['สมชาย', 'ณัฐวุฒิ', 'Mary-Jane', "O'Neil", 'José', 'Anne Marie']) expect(v.is(PersonName('firstName'), name), name).toBe(true);
    for (const name of ['Somchai1', '<b>', 'สมชาย!', '-x', '漢字'])
      expect(messageOf(PersonName('firstName'), name), name).toBe('กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น');
    expect(messageOf(PersonName('lastName'), '', 'en')).toBe('Please enter your last name');
  });
});

describe('consent', () => {
  it('must be ticked', () => {
    expect(v.is(Consent, true)).toBe(true);
    expect(messageOf(Consent, false)).toBe('กรุณายอมรับเงื่อนไขการขายและนโยบายการคืนเงิน และนโยบายความเป็นส่วนตัว');
  });
});
