import { describe, expect, it } from 'vitest';
import { type AddressArea, areaLine } from './address-lines';

const area: AddressArea = {
  subdistrict: 'วังใหม่',
  district: 'ปทุมวัน',
  province: 'กรุงเทพมหานคร',
  postcode: '10330',
  subdistrictEn: 'Wang Mai',
  districtEn: 'Pathum Wan',
  provinceEn: 'Bangkok',
};

describe('areaLine', () => {
  it('joins the Thai names and the postcode', () => expect(areaLine(area, 'th')).toBe('วังใหม่ ปทุมวัน กรุงเทพมหานคร 10330'));
  it('uses the English names on an English page', () => expect(areaLine(area, 'en')).toBe('Wang Mai Pathum Wan Bangkok 10330'));
  it('falls back to the Thai names an older order kept alone', () =>
    expect(areaLine({ ...area, subdistrictEn: undefined, districtEn: null, provinceEn: null }, 'en')).toBe('วังใหม่ ปทุมวัน กรุงเทพมหานคร 10330'));
  it('leaves out empty parts', () => expect(areaLine({ ...area, subdistrict: '', subdistrictEn: '' }, 'th')).toBe('ปทุมวัน กรุงเทพมหานคร 10330'));
});
