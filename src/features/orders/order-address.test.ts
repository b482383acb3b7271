import type { OrderAddress } from '@contract/order';
import { describe, expect, it } from 'vitest';
import { areaLine, fullName } from './order-address';

const address: OrderAddress = {
  firstName: 'สมหญิง',
  lastName: 'รักเรียน',
  phone: '0898765432',
  companyName: null,
  taxId: null,
  address: '254 ถนนพญาไท',
  subdistrict: 'วังใหม่',
  district: 'ปทุมวัน',
  province: 'กรุงเทพมหานคร',
  postcode: '10330',
  subdistrictEn: 'Wang Mai',
  districtEn: 'Pathum Wan',
  provinceEn: 'Bangkok',
};

describe('areaLine', () => {
  it('joins the Thai names and the postcode', () => expect(areaLine(address, 'th')).toBe('วังใหม่ ปทุมวัน กรุงเทพมหานคร 10330'));
  it('uses the English names on an English page', () => expect(areaLine(address, 'en')).toBe('Wang Mai Pathum Wan Bangkok 10330'));
  it('falls back to the Thai names an older order kept alone', () =>
    expect(areaLine({ ...address, subdistrictEn: undefined, districtEn: null, provinceEn: null }, 'en')).toBe('วังใหม่ ปทุมวัน กรุงเทพมหานคร 10330'));
  it('leaves out empty parts', () => expect(areaLine({ ...address, subdistrict: ' ', subdistrictEn: '' }, 'th')).toBe('ปทุมวัน กรุงเทพมหานคร 10330'));
});

describe('fullName', () => {
  it('is the first and last name', () => expect(fullName(address)).toBe('สมหญิง รักเรียน'));
});
