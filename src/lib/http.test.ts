import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { JSDOM } from 'jsdom';
import { firstAnswersOf } from './first-answers';
import { ApiError, createHttp, retryOnce, TIMED_OUT } from './http';

let server: Server;
let base = '';
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/hang') return; // never answers
    if (req.url === '/proxy-down') {
      res.statusCode = 502;
      res.setHeader('content-type', 'text/html');
      res.end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    if (req.url === '/private' && req.headers.authorization !== 'Bearer new') {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'กรุณาเข้าสู่ระบบ', code: 'UNAUTHORIZED' }));
      return;
    }
    res.end(JSON.stringify({ data: { total_payable: 10, cart_id: 'c' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // the call to /hang still waits
    }),
);

const Body = v.object({ data: v.object({ totalPayable: v.number(), cartId: v.string() }) });

describe('http client', () => {
  it('camel-cases answers and sends the shop language', async () => {
    const http = createHttp({ baseUrl: base, locale: () => 'en' });
    expect(await http.get('/public', Body)).toEqual({ data: { totalPayable: 10, cartId: 'c' } });
    expect(seen.at(-1)!['accept-language']).toBe('en');
  });

  it('refreshes once on a 401 and retries with the new token, marked as a retry', async () => {
    let token = 'old';
    const asked: string[] = [];
    const http = createHttp({
      baseUrl: base,
      locale: () => 'th',
      accessToken: () => token,
      onUnauthorized: async (rejected) => {
        asked.push(rejected);
        token = 'new';
        return true;
      },
    });
    await http.get('/private', Body);
    expect(asked).toEqual(['old']);
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer new', 'x-retry': '1', 'accept-language': 'th' });
  });

  it('gives the shopper no technical text: a proxy error page, no answer or a wrong answer have an empty message', async () => {
    const http = createHttp({ baseUrl: base, locale: () => 'th' });
    const failures = await Promise.all([
      http.post('/proxy-down', Body).catch((error: unknown) => error),
      createHttp({ baseUrl: 'http://127.0.0.1:9', locale: () => 'th' })
        .get('/public', Body)
        .catch((error: unknown) => error),
      http.get('/public', v.object({ data: v.string() })).catch((error: unknown) => error),
    ]);
    expect(failures.map((f) => f instanceof ApiError && [f.status, f.message])).toEqual([
      [502, ''],
      [0, ''],
      [502, ''],
    ]);
    // what went wrong stays for the console
    expect(String((failures[0] as ApiError).cause)).toContain('502');
  });

  it('passes the 401 on when the session could not be refreshed', async () => {
    const http = createHttp({ baseUrl: base, locale: () => 'th', accessToken: () => 'old', onUnauthorized: async () => false });
    await expect(http.get('/private', Body)).rejects.toMatchObject({ status: 401, message: 'กรุณาเข้าสู่ระบบ' });
  });

  it('does not retry a second time', async () => {
    let calls = 0;
    const http = createHttp({ baseUrl: base, locale: () => 'th', accessToken: () => 'old', onUnauthorized: async () => ++calls > 0 });
    await expect(http.get('/private', Body)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('turns an answer that does not match its schema into a clear error', async () => {
    const http = createHttp({ baseUrl: base, locale: () => 'th' });
    await expect(http.get('/public', v.object({ data: v.object({ items: v.array(v.string()) }) }))).rejects.toMatchObject({ status: 502 });
  });

  it('answers a first-view GET from the answers written into the page, once and only in their language', async () => {
    const page = new JSDOM(
      `<script type="application/json" id="first-answers">${JSON.stringify({ locale: 'th', answers: { '/written': { data: { total_payable: 5, cart_id: 'w' } } } })}</script>`,
    ).window.document;
    const requests = seen.length;
    let locale: 'th' | 'en' = 'th';
    const http = createHttp({ baseUrl: base, locale: () => locale, firstAnswers: firstAnswersOf(page) });
    expect(await http.get('/written', Body)).toEqual({ data: { totalPayable: 5, cartId: 'w' } });
    expect(seen.length).toBe(requests);
    expect(await http.get('/written', Body)).toEqual({ data: { totalPayable: 10, cartId: 'c' } });
    expect(seen.length).toBe(requests + 1);

    const other = createHttp({ baseUrl: base, locale: () => locale, firstAnswers: firstAnswersOf(page) });
    locale = 'en';
    expect(await other.get('/written', Body)).toEqual({ data: { totalPayable: 10, cartId: 'c' } });
  });
});

describe('retryOnce', () => {
  it('asks once more after a network failure or a server error', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError(503, 'down'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, 'down'))).toBe(false);
  });
  it('takes the answer to the request itself at once', () => {
    for (const status of [400, 401, 404, 422]) expect(retryOnce(0, new ApiError(status, 'no'))).toBe(false);
  });
  it('does not wait the whole time-out a second time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const waiting = createHttp({ baseUrl: base, locale: () => 'th' })
        .get('/hang', Body)
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(15_000);
      const error = await waiting;
      expect(error).toMatchObject({ status: 0, code: TIMED_OUT });
      expect(retryOnce(0, error)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
