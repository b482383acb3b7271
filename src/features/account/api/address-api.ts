import {
  ADDRESS_PAGE_SIZE,
  AddressPageResponse,
  AddressResponse,
  type AddressType,
  type CreateAddressBody,
  DeletedAddressResponse,
  type UpdateAddressBody,
} from '@contract/customer';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

/** The address-book calls (docs/api.md, Customer): lists by type a page at a time, one address by id, writes. */
export function addressApi(http: Http) {
  return {
    list: async (type: AddressType, offset: number, limit: number) =>
      (await http.get(`/customer/api/profile/addresses/${type}`, AddressPageResponse, { searchParams: { offset, limit } })).data,
    get: async (id: number) => (await http.get(`/customer/api/profile/addresses/${id}`, AddressResponse)).data,
    create: async (body: CreateAddressBody) => (await http.post('/customer/api/profile/addresses', AddressResponse, { json: body })).data,
    update: async (id: number, body: UpdateAddressBody) => (await http.put(`/customer/api/profile/addresses/${id}`, AddressResponse, { json: body })).data,
    remove: async (id: number) => (await http.delete(`/customer/api/profile/addresses/${id}`, DeletedAddressResponse)).data,
  };
}

/** Every address query of the customer starts with this key: a write invalidates them all. */
export const ADDRESSES_KEY = 'addresses';

/**
 * One page of a type's list, `page` from 1; `around` wraps the call (the loading registry). The key holds who is logged in, so that another customer in the
 * same tab never sees this one's addresses from the cache.
 */
export const addressListQuery = (
  http: Http,
  owner: string,
  type: AddressType,
  page: number,
  { limit = ADDRESS_PAGE_SIZE, around = (run) => run() }: { limit?: number; around?: <T>(run: () => Promise<T>) => Promise<T> } = {},
) =>
  queryOptions({
    queryKey: [ADDRESSES_KEY, owner, type, page, limit],
    queryFn: () => around(() => addressApi(http).list(type, (page - 1) * limit, limit)),
  });

export const addressQuery = (http: Http, owner: string, id: number) =>
  queryOptions({
    queryKey: [ADDRESSES_KEY, owner, 'id', id],
    queryFn: () => addressApi(http).get(id),
  });
