import type { AddressInformation } from '@contract/customer';

/** Spec section 3: the profile's address parts in order, empty ones skipped; '' when there is none. */
export const fullAddress = (info: AddressInformation) =>
  [info.companyName, info.address, info.subdistrict.label, info.district.label, info.province.label, info.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
