/** The place names of an address: an address-book entry or an order's copy of one. */
export interface AddressArea {
  subdistrict: string;
  district: string;
  province: string;
  postcode: string;
  subdistrictEn?: string | null;
  districtEn?: string | null;
  provinceEn?: string | null;
}

const BANGKOK = 'กรุงเทพมหานคร';
const THAI = /[\u0E00-\u0E7F]/;
const PREFIXED = /^(?:แขวง|เขต|ตำบล|ต\.|อำเภอ|อ\.|จังหวัด|จ\.)/;

/** A Thai place name with its word: แขวง and เขต in Bangkok, ตำบล, อำเภอ and จังหวัด elsewhere. */
const withWord = (word: string, name: string) => (!name || PREFIXED.test(name) ? name : `${word}${name}`);

/**
 * Subdistrict, district, province and postcode in order, empty ones left out (spec section 3, full address), the way
 * Thai addresses are written: 'แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500', 'ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่
 * 50200'; on an English page the English names when the address has them, and names without Thai anywhere, with
 * commas: 'Si Lom, Bang Rak, Bangkok 10500'.
 */
export function areaLine(address: AddressArea, locale: string) {
  const english = (places: string[]) => [places.filter(Boolean).join(', '), address.postcode].filter(Boolean).join(' ');
  if (locale === 'en' && address.provinceEn)
    return english([address.subdistrictEn || address.subdistrict, address.districtEn || address.district, address.provinceEn]);
  // names typed or chosen in English (an English pre-order form keeps no Thai ones) are written the English way
  if (!THAI.test(`${address.subdistrict}${address.district}${address.province}`)) return english([address.subdistrict, address.district, address.province]);
  const bangkok = address.province === BANGKOK;
  return [
    withWord(bangkok ? 'แขวง' : 'ตำบล', address.subdistrict),
    withWord(bangkok ? 'เขต' : 'อำเภอ', address.district),
    bangkok ? address.province : withWord('จังหวัด', address.province),
    address.postcode,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An address on one line: its parts in order (company, street, area line), empty ones left out. English separates
 * them with commas ('99/1 Soi Sukhumvit 22, Khlong Tan, ...'), as it separates the place names; Thai with spaces.
 */
export const addressOnOneLine = (parts: (string | null | undefined)[], locale: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(locale === 'en' ? ', ' : ' ');
