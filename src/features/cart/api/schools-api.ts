import { SCHOOL_API_KEY_HEADER, SCHOOL_LIST_MAX_LIMIT, SchoolListResponse } from '@contract/schools';
import type { Http } from '@/lib/http';

/** The schools service's key is public: it only keeps casual scrapers off the list. */
const SCHOOL_API_KEY = import.meta.env.VITE_AAES_API_KEY ?? 'local-aaes-key';

/** The institutions whose students and staff get education prices (spec section 7: refetched after 30 s). */
export const schoolsQuery = (http: Http) => ({
  queryKey: ['schools'],
  queryFn: async () =>
    (
      await http.get('/aaes/api/cms/school/list', SchoolListResponse, {
        searchParams: { limit: SCHOOL_LIST_MAX_LIMIT, offset: 0 },
        headers: { [SCHOOL_API_KEY_HEADER]: SCHOOL_API_KEY },
      })
    ).data.items,
  staleTime: 30_000,
});
