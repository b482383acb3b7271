import { ThaiAddressesResponse } from '@contract/thai-address';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';
import { asciiDigits } from './digits';

/** What the shopper typed into the postcode or the subdistrict field, as a lookup of the administrative list. */
export type AreaLookup = { postcode: string } | { q: string };

/**
 * The subdistricts with a postcode, or those whose name (or postcode) starts with or contains the text
 * (GET /customer/api/thai-addresses). The list changes with a data update at most: kept for the visit.
 */
export const thaiAddressQuery = (http: Http, lookup: AreaLookup) =>
  queryOptions({
    queryKey: ['thai-addresses', lookup],
    queryFn: async () => (await http.get('/customer/api/thai-addresses', ThaiAddressesResponse, { searchParams: lookup })).data.items,
    staleTime: Infinity,
  });

/**
 * Five digits (0-9 or Thai) ask for the postcode; two to four digits for postcodes starting so; text of two letters or
 * more for names.
 */
export function lookupOf(text: string): AreaLookup | null {
  const typed = asciiDigits(text.trim());
  if (/^[1-9]\d{4}$/.test(typed)) return { postcode: typed };
  if (/^\d+$/.test(typed)) return typed.length >= 2 && typed.length < 5 ? { q: typed } : null;
  return [...typed].length >= 2 ? { q: typed } : null;
}
