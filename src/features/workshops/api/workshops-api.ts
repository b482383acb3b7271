import type { Locale } from '@contract/constants';
import { MarketingPageResponse } from '@contract/content';
import { marketingPagePath } from '@contract/first-view';
import type { WorkshopKind, WorkshopRegistrationBody } from '@contract/workshops';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type Http } from '@/lib/http';

// the schemas load with the first call: the route loaders calling these ship in every first view, their pages do not
const contract = () => import('@contract/workshops');

/** The page's introduction: the CMS marketing page of the same name (its HTML comes sanitised by the server). */
export const workshopIntroQuery = (http: Http, locale: Locale, kind: WorkshopKind) =>
  queryOptions({
    queryKey: ['content', 'marketing-page', kind, locale],
    queryFn: async () => (await http.get(marketingPagePath(kind), MarketingPageResponse)).data,
    staleTime: 60_000,
  });

/** Upcoming sessions with their seats left: refreshed often, seats go quickly. */
export const workshopSessionsQuery = (http: Http, locale: Locale, kind: WorkshopKind) =>
  queryOptions({
    queryKey: ['workshops', kind, locale],
    queryFn: async () => (await http.get(`/utils/api/workshops?kind=${kind}`, (await contract()).WorkshopListResponse)).data,
    staleTime: 10_000,
  });

/** What a mailed cancel link stands for, shown before cancelling; null for a link the server does not know. */
export const workshopRegistrationQuery = (http: Http, locale: Locale, token: string) =>
  queryOptions({
    queryKey: ['workshops', 'registration', token, locale],
    queryFn: async () => {
      try {
        return (await http.get('/utils/api/workshops/registration', (await contract()).WorkshopRegistrationStatusResponse, { searchParams: { token } })).data;
      } catch (failure) {
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 404)) return null;
        throw failure;
      }
    },
    staleTime: 0,
  });

export function workshopsApi(http: Http) {
  return {
    register: async (sessionId: number, body: WorkshopRegistrationBody) =>
      (await http.post(`/utils/api/workshops/${sessionId}/registrations`, (await contract()).WorkshopRegistrationResponse, { json: body })).data,
    cancel: async (token: string) => (await http.post('/utils/api/workshops/cancel', (await contract()).WorkshopCancelResponse, { json: { token } })).data,
  };
}
