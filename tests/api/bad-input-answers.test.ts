import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, carts, businessQuotes } from '../../server/db/schema.ts';
import { createCustomer, SHIPPING_ADDRESS as ADDRESS } from './customers.ts';
import { cartClient, expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** half of a UTF-16 pair alone: JSON carries it as "\ud800", no database text can hold it */
const UNPAIRED = '\ud800';
const thai = /[\u0E00-\u0E7F]/;

describe('text with an unpaired surrogate', () => {
  it('is refused with 400 and nothing is saved, where it used to be saved as U+FFFD or crash the server', async () => {
    const customer = await createCustomer(server);
    const address = await send(server.url, 'POST', '/customer/api/profile/addresses', {
      body: { ...ADDRESS, address: `x${UNPAIRED}` },
      headers: customer.auth,
    });
    expect(expectError(address, 400, 'INVALID_INPUT').message).toMatch(thai);
    const [saved] = await server.db.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customer.id));
    expect(saved!.n).toBe(0);

    const search = await send(server.url, 'POST', '/1/indexes/*/queries', { body: { requests: [{ indexName: 'products', query: UNPAIRED }] } });
    expect(search.status, search.text).toBe(400);

    const [before] = await server.db.select({ n: count() }).from(businessQuotes);
    const quote = await send(server.url, 'POST', '/utils/api/business-quotes', { body: { companyName: UNPAIRED } });
    expectError(quote, 400);
    const [after] = await server.db.select({ n: count() }).from(businessQuotes);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps a real emoji (a paired surrogate) as it is', async () => {
    const customer = await createCustomer(server);
    const answer = await send(server.url, 'POST', '/customer/api/profile/addresses', {
      body: { ...ADDRESS, address: '1 ถนนสุขุมวิท 🍎' },
      headers: customer.auth,
    });
    expect(answer.status, answer.text).toBe(201);
  });
});

describe('a body of the wrong shape', () => {
  it('is refused when it is an array where an object belongs, creating no cart', async () => {
    const [before] = await server.db.select({ n: count() }).from(carts);
    expectError(await send(server.url, 'POST', '/cart/api/cart/create', { body: [] }), 400, 'INVALID_INPUT');
    const [after] = await server.db.select({ n: count() }).from(carts);
    expect(after!.n).toBe(before!.n);
  });

  it('gets INVALID_INPUT for a key the form does not have, never a code made of the key', async () => {
    const answer = await send(server.url, 'POST', '/auth/session', { body: { email: 'p9@example.com', '<img src=x> hi': 1 } });
    expect(expectError(answer, 400).code).toBe('INVALID_INPUT');
    const order = await send(server.url, 'POST', '/order/api/orders', {
      body: { cartId: randomUUID(), cartVersion: 0, 'a b<c>': 1 },
      headers: { ...(await createCustomer(server)).auth, 'idempotency-key': randomUUID() },
    });
    expect(expectError(order, 400).code).toMatch(/^INVALID_(INPUT|[A-Z_]+)$/);
    expect(expectError(order, 400).code).not.toMatch(/[<> ]/);
  });
});

describe('messages', () => {
  it('are Thai unless the request asks for English: malformed JSON, the wrong content type, a missing header, an id', async () => {
    const customer = await createCustomer(server);
    const cases = [
      () => send(server.url, 'POST', '/cart/api/cart/create', { raw: '{', headers: { 'content-type': 'application/json' } }),
      () => send(server.url, 'POST', '/cart/api/cart/create', { raw: '{}', headers: { 'content-type': 'text/plain' } }),
      () => send(server.url, 'POST', '/order/api/orders', { body: { cartId: randomUUID(), cartVersion: 0 }, headers: customer.auth }),
      () => send(server.url, 'GET', '/cart/api/cart/abc'),
    ];
    for (const request of cases) {
      const answer = await request();
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(expectError(answer, answer.status).message, answer.text).toMatch(thai);
    }
    const english = await send(server.url, 'POST', '/cart/api/cart/create', {
      raw: '{',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(expectError(english, 400, 'INVALID_JSON').message).toBe('The body is not valid JSON');
  });

  it('say a form field was left out, or is too long, in words a shopper reads', async () => {
    const missing = await send(server.url, 'POST', '/customer/api/register', { body: { password: 'Secret#123' } });
    expect(expectError(missing, 400).message).toMatch(thai);
    expect(expectError(missing, 400).message).not.toMatch(/Invalid key/);

    const customer = await createCustomer(server);
    const long = await send(server.url, 'POST', '/customer/api/profile', {
      body: { firstName: 'ก'.repeat(101), lastName: 'ใจดี', phone: '0812345678' },
      headers: customer.auth,
    });
    expect(expectError(long, 400, 'INVALID_FIRST_NAME').message).toBe('ชื่อต้องไม่เกิน 100 ตัวอักษร');
  });
});

it('keeps a cart untouched by every refused request above', async () => {
  const cart = cartClient(server.url);
  const cartId = await cart.create();
  expectError(await send(server.url, 'POST', `/cart/api/cart/${cartId}/items/add`, { body: { productId: 1, quantity: 1.5 } }), 400);
  expect((await cart.get(cartId)).items).toHaveLength(0);
});
