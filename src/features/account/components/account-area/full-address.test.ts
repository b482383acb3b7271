import { describe, expect, it } from 'vitest';
import { fullAddress } from './full-address';

const none = { companyName: null, address: null, subdistrict: { label: null }, district: { label: null }, province: { label: null }, postcode: null };
/** A street with its subdistrict, district and province, in Bangkok's postcode 10110. */
const at = (address: string, [subdistrict, district, province]: [string, string, string]) => ({
  ...none,
  address,
  subdistrict: { label: subdistrict },
  district: { label: district },
  province: { label: province },
  postcode: '10110',
});

describe('fullAddress', () => {
  it('joins the parts in order, with แขวง and เขต in Bangkok', () =>
    expect(fullAddress({ ...at('99/1 ถนนสุขุมวิท 21', ['คลองเตยเหนือ', 'วัฒนา', 'กรุงเทพมหานคร']), companyName: 'บริษัท ตัวอย่าง จำกัด' }, 'th')).toBe(
      'บริษัท ตัวอย่าง จำกัด 99/1 ถนนสุขุมวิท 21 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    ));

  it('skips empty parts, in English too', () =>
    expect(fullAddress({ ...none, companyName: '  ', address: '1 Moo 2', province: { label: 'Chiang Mai' }, postcode: '50200' }, 'en')).toBe(
      '1 Moo 2, Chiang Mai 50200',
    ));

  it('separates the street from the place names with a comma in English', () =>
    expect(fullAddress(at('99/1 Soi Sukhumvit 22', ['Khlong Tan', 'Khlong Toei', 'Bangkok']), 'en')).toBe(
      '99/1 Soi Sukhumvit 22, Khlong Tan, Khlong Toei, Bangkok 10110',
    ));

  it('is empty without an address', () => expect(fullAddress(none, 'th')).toBe(''));
});
