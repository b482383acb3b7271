import { eq, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse } from '../../contract/order.ts';
import { orders, preorderProducts } from '../../server/db/schema.ts';
import { expectError } from './http.ts';
import { allocationOf, IN_CAMPAIGN, preorder, preorderBody, setAllocation, startSession, uniqueEmail, WATCH } from './preorder-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => IN_CAMPAIGN });
});
afterAll(() => server?.close());

const ordersOfSession = (sessionId: string) => server.db.select().from(orders).where(eq(orders.preorderSessionId, sessionId));

describe('pre-orders under races', () => {
  it('sells the last allocated unit once when 10 shoppers pre-order it at the same moment', async () => {
    const sku = WATCH(0);
    const sessions = await Promise.all(Array.from({ length: 10 }, () => startSession(server, uniqueEmail())));
    await setAllocation(server, sku, 1);
    const answers = await Promise.all(sessions.map((id) => preorder(server, id, preorderBody([{ productId: sku, quantity: 1 }]))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201)) expectError(lost, 409, 'PREORDER_ALLOCATION_EXHAUSTED');
    expect(await allocationOf(server, sku)).toBe(0);
    expect(await server.db.select().from(preorderProducts).where(lt(preorderProducts.allocation, 0))).toHaveLength(0);
  });

  it('makes one order of 10 parallel pre-orders with one Idempotency-Key, with identical answers', async () => {
    const sku = WATCH(1);
    const before = await allocationOf(server, sku);
    const sessionId = await startSession(server, uniqueEmail());
    const body = preorderBody([{ productId: sku, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => preorder(server, sessionId, body, 'same-preorder-key-for-10')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    expect(v.parse(OrderResponse, answers[0]!.json).data.items[0]!.quantity).toBe(2);
    expect(await ordersOfSession(sessionId)).toHaveLength(1);
    expect(await allocationOf(server, sku)).toBe(before - 2);
  });

  it('holds the per-email limit of 2 when 6 sessions of one email race for 1 unit each', async () => {
    const sku = WATCH(2);
    const before = await allocationOf(server, sku);
    const email = uniqueEmail();
    const sessions = await Promise.all(Array.from({ length: 6 }, (_, i) => startSession(server, i % 2 ? email.toUpperCase() : email)));
    const answers = await Promise.all(sessions.map((id) => preorder(server, id, preorderBody([{ productId: sku, quantity: 1 }]))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const lost of answers.filter((a) => a.status !== 201)) expectError(lost, 422, 'PREORDER_EMAIL_LIMIT');
    expect(await server.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(2);
    expect(await allocationOf(server, sku)).toBe(before - 2);
  });
});
