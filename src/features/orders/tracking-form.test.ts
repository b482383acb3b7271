import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formRules } from '@/lib/form-rules';
import { activateLocale } from '@/lib/i18n';
import { normalContact, normalOrderId, TrackingForm, type TrackingValues } from './tracking-form';

/** What the form shows under each field. */
const issues = formRules<TrackingValues>(TrackingForm);

describe('the tracking form', () => {
  it('takes an order number however it is typed', () => {
    expect(normalOrderId(' so 100001 ')).toBe('SO100001');
    expect(v.parse(TrackingForm, { orderId: 'so100001', contact: 'a@b.co' }).orderId).toBe('SO100001');
  });

  it('takes an email or a phone number as the shopper writes it', () => {
    expect(normalContact(' Somchai@Example.com ')).toBe('somchai@example.com');
    expect(normalContact('081-234 5678')).toBe('0812345678');
    expect(normalContact('+66 81 234 5678')).toBe('0812345678');
    expect(normalContact('(081) 234-5678')).toBe('0812345678');
  });

  it('says in Thai what is missing or wrong', async () => {
    await activateLocale('th');
    expect(issues({ orderId: '', contact: '' })).toEqual({ orderId: 'กรุณากรอกหมายเลขคำสั่งซื้อ', contact: 'กรุณากรอกอีเมลหรือเบอร์โทรศัพท์ที่ใช้สั่งซื้อ' });
    expect(issues({ orderId: '100001', contact: '08123' })).toEqual({
      orderId: 'หมายเลขคำสั่งซื้อขึ้นต้นด้วย SO ตามด้วยตัวเลข เช่น SO100001',
      contact: 'กรุณากรอกอีเมลหรือเบอร์โทรศัพท์ 10 หลักที่ใช้สั่งซื้อ',
    });
  });

  it('says it in English on an English page', async () => {
    await activateLocale('en');
    expect(issues({ orderId: 'SO1', contact: 'somchai@' })).toEqual({
      orderId: 'An order number is SO and digits, such as SO100001',
      contact: 'Enter the email or the 10-digit phone number you ordered with',
    });
    await activateLocale('th');
  });

  it('accepts an order number with an email or a phone', () => {
    expect(issues({ orderId: 'SO100001', contact: 'somchai@example.com' })).toEqual({});
    expect(issues({ orderId: 'SO100001', contact: '0812345678' })).toEqual({});
  });
});
