import type { AddressInformation } from '@contract/customer';
import { addressOnOneLine, areaLine } from '@/lib/address-lines';

/**
 * Spec section 3: the profile's address parts in order, empty ones skipped, the place names written as the rest of
 * the shop writes them (the labels come in the page's language); '' when there is none.
 */
export function fullAddress(info: AddressInformation, locale: string) {
  const [subdistrict, district, province, postcode] = [info.subdistrict.label, info.district.label, info.province.label, info.postcode].map(
    (part) => part?.trim() ?? '',
  ) as [string, string, string, string];
  const english = locale === 'en' ? { subdistrictEn: subdistrict, districtEn: district, provinceEn: province } : {};
  return addressOnOneLine([info.companyName, info.address, areaLine({ subdistrict, district, province, postcode, ...english }, locale)], locale);
}
