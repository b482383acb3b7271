import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from '../../contract/constants.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// a clock that fails on demand: every priced read of a bag asks it, so the failure is ours, not the request's
let clockFails = false;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: () => {
      if (clockFails) throw new Error('the clock failed');
      return new Date();
    },
  });
});
afterAll(() => server?.close());

describe('a failure of ours (500)', () => {
  it("says spec section 8's default text in the shopper's language, and answers again once it is over", async () => {
    const created = await send(server.url, 'POST', '/cart/api/cart/create', { body: {} });
    const { cartId } = (created.json as { data: { cartId: string } }).data;
    clockFails = true;
    try {
      expect(expectError(await send(server.url, 'GET', `/cart/api/cart/${cartId}`), 500, 'INTERNAL').message).toBe(DEFAULT_ERROR_MESSAGE);
      const english = await send(server.url, 'GET', `/cart/api/cart/${cartId}`, { headers: { 'accept-language': 'en' } });
      expect(expectError(english, 500, 'INTERNAL').message).toBe('Cannot complete the transaction, please try again later');
    } finally {
      clockFails = false;
    }
    expect((await send(server.url, 'GET', `/cart/api/cart/${cartId}`)).status).toBe(200);
  });
});
