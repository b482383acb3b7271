import type { Locale } from '@contract/constants';
import type { AppointmentBody, BranchListQuery } from '@contract/stores';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

// the schemas load with the first call: the route loaders calling these ship in every first view, their pages do not
const contract = () => import('@contract/stores');

/** Branches of a province and brand, or all of them. */
export const branchesQuery = (http: Http, locale: Locale, filter: BranchListQuery = {}) =>
  queryOptions({
    queryKey: ['store', 'branches', locale, filter.province ?? '', filter.brand ?? ''],
    queryFn: async () =>
      (
        await http.get('/store/api/branches', (await contract()).BranchListResponse, {
          searchParams: { ...(filter.province ? { province: filter.province } : {}), ...(filter.brand ? { brand: filter.brand } : {}) },
        })
      ).data.items,
    staleTime: 5 * 60_000,
  });

export const branchQuery = (http: Http, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['store', 'branch', locale, slug],
    queryFn: async () => (await http.get(`/store/api/branches/${encodeURIComponent(slug)}`, (await contract()).BranchResponse)).data,
    staleTime: 5 * 60_000,
  });

/** Free seats change as others book: always asked anew. */
export const slotsQuery = (http: Http, slug: string) =>
  queryOptions({
    queryKey: ['store', 'slots', slug],
    queryFn: async () => (await http.get(`/store/api/branches/${encodeURIComponent(slug)}/slots`, (await contract()).SlotsResponse)).data.days,
    staleTime: 0,
    enabled: slug !== '',
  });

export const appointmentOfTokenQuery = (http: Http, locale: Locale, token: string) =>
  queryOptions({
    queryKey: ['store', 'appointment', locale, token],
    queryFn: async () => (await http.get('/store/api/appointments/cancel', (await contract()).AppointmentResponse, { searchParams: { token } })).data,
    staleTime: 0,
    retry: false,
  });

export function appointmentApi(http: Http) {
  return {
    book: async (body: AppointmentBody) => (await http.post('/store/api/appointments', (await contract()).AppointmentResponse, { json: body })).data,
    cancel: async (token: string) => (await http.post('/store/api/appointments/cancel', (await contract()).AppointmentResponse, { json: { token } })).data,
  };
}
