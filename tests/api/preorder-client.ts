import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { StartSessionResponse } from '../../contract/preorder.ts';
import { preorderProducts } from '../../server/db/schema.ts';
import { PREORDER_CAMPAIGN } from '../../server/seed/promotions.ts';
import { skuOf } from './checkout.ts';
import { send } from './http.ts';
import type { TestServer } from './test-server.ts';

/** A moment inside the seeded campaign (2026-11-01 to 2027-01-31, Bangkok time). */
export const IN_CAMPAIGN = new Date('2026-11-15T10:00:00+07:00');
export const WATCH = (n: number) => skuOf('apple-watch-ultra-3', n);

export const uniqueEmail = () => `preorder-${randomUUID().slice(0, 8)}@example.com`;

export const preorderBody = (items: { productId: number; quantity: number }[]) => ({
  items,
  phone: '0812345678',
  shippingAddress: {
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    address: '99 ถนนสุขุมวิท',
    subdistrict: 'คลองเตย',
    district: 'คลองเตย',
    province: 'กรุงเทพมหานคร',
    postcode: '10110',
  },
});

export const allocationOf = async (server: TestServer, skuId: number) =>
  (
    await server.db
      .select({ allocation: preorderProducts.allocation })
      .from(preorderProducts)
      .where(and(eq(preorderProducts.campaignId, PREORDER_CAMPAIGN.id), eq(preorderProducts.skuId, skuId)))
  )[0]!.allocation;

export const setAllocation = (server: TestServer, skuId: number, allocation: number) =>
  server.db
    .update(preorderProducts)
    .set({ allocation })
    .where(and(eq(preorderProducts.campaignId, PREORDER_CAMPAIGN.id), eq(preorderProducts.skuId, skuId)));

/** POST /auth/session, expected to succeed; answers the session id. */
export async function startSession(server: TestServer, email: string): Promise<string> {
  const answer = await send(server.url, 'POST', '/auth/session', { body: { email } });
  expect(answer.status, answer.text).toBe(201);
  return v.parse(StartSessionResponse, answer.json).data.sessionId;
}

/** POST /order/api/preorders; answers the raw answer so tests can check refusals. */
export const preorder = (server: TestServer, sessionId: string, body: unknown, key: string = randomUUID(), headers: Record<string, string> = {}) =>
  send(server.url, 'POST', '/order/api/preorders', { body, headers: { 'session-id': sessionId, 'idempotency-key': key, ...headers } });
