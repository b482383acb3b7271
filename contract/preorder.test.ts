import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PreorderShippingAddress } from './preorder.ts';

const address = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  address: '99 ถนนสุขุมวิท',
  subdistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
};
const postcodeMessage = (postcode: string, lang: 'th' | 'en') =>
  v.safeParse(PreorderShippingAddress, { ...address, postcode }, { lang }).issues?.find((issue) => v.getDotPath(issue) === 'postcode')?.message;

describe('a pre-order address', () => {
  it('asks for a postcode left empty, by its label, like the other fields', () => {
    expect(postcodeMessage(' ', 'th')).toBe('กรุณากรอกรหัสไปรษณีย์');
    expect(postcodeMessage('', 'en')).toBe('Please enter your postcode');
  });
  it('calls a postcode that is not 5 digits not valid', () => {
    expect(postcodeMessage('1011', 'th')).toBe('รหัสไปรษณีย์ไม่ถูกต้อง');
    expect(postcodeMessage('10110', 'en')).toBeUndefined();
  });
});
