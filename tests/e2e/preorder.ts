import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

/** A campaign SKU as GET /auth/session/products lists it. */
export interface PreorderSku {
  productId: number;
  sku: string;
  name: string;
  allocation: number;
}

export const uniqueEmail = () => `preorder-${randomUUID().slice(0, 8)}@example.com`;

/** POST /auth/session, as the start page does; answers the session id. */
export async function startPreorderSession(request: APIRequestContext, email = uniqueEmail()): Promise<string> {
  const answer = await request.post('/auth/session', { data: { email } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { sessionId: string } }).data.sessionId;
}

export async function campaignSkus(request: APIRequestContext, sessionId: string, locale = 'th'): Promise<PreorderSku[]> {
  const answer = await request.get('/auth/session/products', { headers: { 'session-id': sessionId, 'accept-language': locale } });
  return ((await answer.json()) as { data: { items: PreorderSku[] } }).data.items;
}

/** A pre-order placed through the API (unpaid: it holds its units until it expires); answers its number and order session. */
export async function placePreorder(
  request: APIRequestContext,
  sessionId: string,
  productId: number,
  quantity: number,
): Promise<{ orderId: string; orderSessionId: string }> {
  const answer = await request.post('/order/api/preorders', {
    headers: { 'session-id': sessionId, 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId, quantity }],
      phone: '0812345678',
      shippingAddress: {
        firstName: 'สมหญิง',
        lastName: 'ใจดี',
        address: '1 ถนนพระราม 4',
        subdistrict: 'สีลม',
        district: 'บางรัก',
        province: 'กรุงเทพมหานคร',
        postcode: '10500',
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { orderId: string; orderSessionId: string } }).data;
}

const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/' });

/** The browser holds a pre-order session of `email` (its cookie), and with `bag` that many units of the first SKU in its bag. */
export async function holdPreorderSession(request: APIRequestContext, context: BrowserContext, bag = 0, email = uniqueEmail()): Promise<string> {
  const sessionId = await startPreorderSession(request, email);
  await context.addCookies([cookie('sessionId', sessionId)]);
  if (bag) {
    const [first] = await campaignSkus(request, sessionId);
    const stored = JSON.stringify([{ productId: first!.productId, quantity: bag }]);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`preorder-bag:${sessionId}`, stored] as const);
  }
  return sessionId;
}

/** A pre-order page's path for the accessibility table, the browser holding a session first (and a bag of one). */
export const preorderPage =
  (path: string, setUp: 'session' | 'bag') =>
  async (request: APIRequestContext, context: BrowserContext): Promise<string> => {
    await holdPreorderSession(request, context, setUp === 'bag' ? 1 : 0);
    return path;
  };
