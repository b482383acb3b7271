import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BusinessQuoteBody } from './business-quote.ts';

const messagesAt = (input: unknown) =>
  Object.fromEntries((v.safeParse(BusinessQuoteBody, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe('BusinessQuoteBody', () => {
  it('names a form with no products with its other missing fields, in one round', () => {
    const messages = messagesAt({ companyName: '', taxId: '', contactName: '', email: '', phone: '', quantities: {} });
    expect(messages['companyName']).toBe('กรุณากรอกชื่อบริษัท');
    expect(messages['quantities.iphone']).toBe('กรุณาระบุจำนวนสินค้าที่ต้องการอย่างน้อย 1 รายการ');
  });

  it('leaves the products alone while a quantity is unreadable: that quantity says why', () => {
    const messages = messagesAt({ quantities: { mac: -1 } });
    expect(messages['quantities.mac']).toBe('กรุณากรอกจำนวน 0 ถึง 1000 เครื่อง');
    expect(messages['quantities.iphone']).toBeUndefined();
  });
});
