import type { OrderAddress } from '@contract/order';

/**
 * Spec section 3, full address: the street line, then subdistrict, district, province and postcode, empty parts
 * left out; the English names on an English page when the order kept them.
 */
export function areaLine(address: OrderAddress, locale: string) {
  const english = locale === 'en';
  return [
    (english && address.subdistrictEn) || address.subdistrict,
    (english && address.districtEn) || address.district,
    (english && address.provinceEn) || address.province,
    address.postcode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export const fullName = (address: Pick<OrderAddress, 'firstName' | 'lastName'>) => `${address.firstName} ${address.lastName}`.trim();
