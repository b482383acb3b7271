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
const chiangMai: AddressArea = { subdistrict: 'สุเทพ', district: 'เมืองเชียงใหม่', province: 'เชียงใหม่', postcode: '50200' };

describe('areaLine', () => {
  it('writes แขวง and เขต before Bangkok names', () => expect(areaLine(area, 'th')).toBe('แขวงวังใหม่ เขตปทุมวัน กรุงเทพมหานคร 10330'));
  it('writes ตำบล, อำเภอ and จังหวัด elsewhere', () => expect(areaLine(chiangMai, 'th')).toBe('ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200'));
  it('does not write a word twice when the name has it', () =>
    expect(areaLine({ ...chiangMai, subdistrict: 'ต.สุเทพ', district: 'อำเภอเมืองเชียงใหม่' }, 'th')).toBe('ต.สุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200'));
  it('uses the English names on an English page, with commas', () => expect(areaLine(area, 'en')).toBe('Wang Mai, Pathum Wan, Bangkok 10330'));
  it('falls back to the Thai line an older order kept alone', () =>
    expect(areaLine({ ...area, subdistrictEn: undefined, districtEn: null, provinceEn: null }, 'en')).toBe('แขวงวังใหม่ เขตปทุมวัน กรุงเทพมหานคร 10330'));
  it('writes names kept only in English the English way, on any page', () => {
    const english = { subdistrict: 'Phra Sing', district: 'Mueang Chiang Mai', province: 'Chiang Mai', postcode: '50200' };
    expect(areaLine(english, 'en')).toBe('Phra Sing, Mueang Chiang Mai, Chiang Mai 50200');
    expect(areaLine(english, 'th')).toBe('Phra Sing, Mueang Chiang Mai, Chiang Mai 50200');
  });
  it('leaves out empty parts', () => expect(areaLine({ ...area, subdistrict: '', subdistrictEn: '' }, 'th')).toBe('เขตปทุมวัน กรุงเทพมหานคร 10330'));
});
