import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlaceOrderBody, TaxInvoiceRequest } from './order.ts';

const messageOf = (input: unknown, lang?: 'en') => v.safeParse(TaxInvoiceRequest, input, { lang }).issues?.[0]?.message;
const PERSON = { type: 'person', name: 'สมหญิง รักเรียน', taxId: '1101700203450' };
const COMPANY = { type: 'company', companyName: 'บริษัท ใจดี จำกัด', branch: 'head-office', taxId: '0105555123450' };

describe('tax invoice request', () => {
  it('takes a person or a company, trimmed', () => {
    expect(v.parse(TaxInvoiceRequest, { ...PERSON, name: ' สมหญิง รักเรียน ', taxId: '1101700203450 ' })).toEqual(PERSON);
    expect(v.parse(TaxInvoiceRequest, COMPANY)).toEqual(COMPANY);
    expect(v.parse(TaxInvoiceRequest, { ...COMPANY, branch: '00012' })).toMatchObject({ branch: '00012' });
  });

  it('checks the tax ID’s check digit, and asks for a missing one, in Thai or English', () => {
    expect(messageOf({ ...PERSON, taxId: '1101700203451' })).toBe('เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง');
    expect(messageOf({ ...COMPANY, taxId: '01055551234' }, 'en')).toBe('The tax ID is not valid');
    // none given is asked for, not called wrong
    expect(messageOf({ type: 'person', name: 'สมหญิง' })).toBe('กรุณากรอกเลขประจำตัวผู้เสียภาษี');
    expect(messageOf({ ...PERSON, taxId: '  ' }, 'en')).toBe('Please enter your tax ID');
  });

  it('names the field that is missing or wrong', () => {
    expect(messageOf({ type: 'person', taxId: PERSON.taxId })).toBe('กรุณากรอกชื่อ-นามสกุล');
    expect(messageOf({ ...COMPANY, companyName: 'ก'.repeat(201) }, 'en')).toBe('The company name may be at most 200 characters');
    expect(messageOf({ ...COMPANY, branch: 'branch 1' }, 'en')).toBe('Choose the head office or enter a 5-digit branch number');
    expect(messageOf({ ...PERSON, type: 'shop' }, 'en')).toBe('Choose a tax invoice for a person or for a company');
    expect(v.safeParse(TaxInvoiceRequest, { ...PERSON, branch: '00001' }).success).toBe(false);
  });
});

describe('place order body', () => {
  it('keeps the cart-only body of earlier callers valid', () => {
    expect(v.safeParse(PlaceOrderBody, { cartId: '6f1c2a8e-1b7d-4c5e-9a3f-2d4b6c8e0f12', cartVersion: 3 }).success).toBe(true);
  });

  it('takes address-book ids as positive 32-bit integers only', () => {
    const body = (shippingAddressId: unknown) => ({ cartId: '6f1c2a8e-1b7d-4c5e-9a3f-2d4b6c8e0f12', cartVersion: 3, shippingAddressId });
    expect(v.safeParse(PlaceOrderBody, body(7)).success).toBe(true);
    for (const bad of ['7', 0, 1.5, 2 ** 31, null]) expect(v.safeParse(PlaceOrderBody, body(bad)).success, String(bad)).toBe(false);
  });
});
