import type { Locale } from '@contract/constants';
import type { LoadedSession, PlacePreorderInput } from '@machines/preorder/preorder.machine';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

// the schemas load with the first call: the route loaders calling these ship in every first view, their pages do not
const contract = () => import('@contract/preorder');
const orderContract = () => import('@contract/order');

/** The pre-order calls (docs/api.md, Pre-order); the HTTP client adds the session-id header from the sessionId cookie. */
export function preorderApi(http: Http) {
  return {
    startSession: async (email: string) => (await http.post('/auth/session', (await contract()).StartSessionResponse, { json: { email } })).data,
    async loadSession(sessionId: string): Promise<LoadedSession> {
      const headers = { 'session-id': sessionId };
      const { SessionResponse, PreorderProductsResponse } = await contract();
      const [session, products] = await Promise.all([
        http.get('/auth/sessions', SessionResponse, { headers }),
        http.get('/auth/session/products', PreorderProductsResponse, { headers }),
      ]);
      const { limitPerEmail, unitsLeft, items } = products.data;
      return { ...session.data, limitPerEmail, unitsLeft, products: items };
    },
    placePreorder: async ({ sessionId, idempotencyKey, body }: PlacePreorderInput) =>
      (
        await http.post('/order/api/preorders', (await orderContract()).OrderResponse, {
          json: body,
          headers: { 'session-id': sessionId, 'idempotency-key': idempotencyKey },
        })
      ).data,
  };
}

/** The campaign running now, its terms and its models' prices (GET /auth/campaign, before any session). */
export const runningCampaignQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: ['preorder-campaign', locale],
    queryFn: async () => (await http.get('/auth/campaign', (await contract()).RunningCampaignResponse)).data,
  });
