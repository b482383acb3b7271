import { ProductListResponse } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import { OrderResponse } from '@contract/order';
import { PreorderProductsResponse, SessionResponse, StartSessionResponse } from '@contract/preorder';
import type { LoadedSession, PlacePreorderInput } from '@machines/preorder/preorder.machine';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

/** The model the running campaign pre-orders (server/seed/promotions.ts): its card gives the campaign page its prices. */
export const CAMPAIGN_MODEL = { slug: 'apple-watch-ultra-3', category: 'watch' } as const;

/** The pre-order calls (docs/api.md, Pre-order); the HTTP client adds the session-id header from the sessionId cookie. */
export function preorderApi(http: Http) {
  return {
    startSession: async (email: string) => (await http.post('/auth/session', StartSessionResponse, { json: { email } })).data,
    async loadSession(sessionId: string): Promise<LoadedSession> {
      const headers = { 'session-id': sessionId };
      const [session, products] = await Promise.all([
        http.get('/auth/sessions', SessionResponse, { headers }),
        http.get('/auth/session/products', PreorderProductsResponse, { headers }),
      ]);
      const { limitPerEmail, unitsLeft, items } = products.data;
      return { ...session.data, limitPerEmail, unitsLeft, products: items };
    },
    placePreorder: async ({ sessionId, idempotencyKey, body }: PlacePreorderInput) =>
      (await http.post('/order/api/preorders', OrderResponse, { json: body, headers: { 'session-id': sessionId, 'idempotency-key': idempotencyKey } })).data,
  };
}

/** The campaign model's card (name, picture, price range), from the catalogue anyone may read. */
export const campaignModelQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: ['preorder-campaign-model', locale],
    queryFn: async () => {
      const list = await http.get('/pim/api/products', ProductListResponse, { searchParams: { category: CAMPAIGN_MODEL.category, limit: 100 } });
      return list.data.items.find((item) => item.slug === CAMPAIGN_MODEL.slug) ?? null;
    },
  });
