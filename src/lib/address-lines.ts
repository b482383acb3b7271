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

/**
 * Subdistrict, district, province and postcode in order, empty ones left out (spec section 3, full address): the
 * English names on an English page when the address has them.
 */
export function areaLine(address: AddressArea, locale: string) {
  const english = locale === 'en';
  return [
    (english && address.subdistrictEn) || address.subdistrict,
    (english && address.districtEn) || address.district,
    (english && address.provinceEn) || address.province,
    address.postcode,
  ]
    .filter(Boolean)
    .join(' ');
}
