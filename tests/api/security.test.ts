import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, send } from './http.ts';
import { readConfig } from '../../server/config.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let open: TestServer;

beforeAll(async () => {
  const base = readConfig({ ...process.env, SMTP_URL: '' });
  [server, open] = await Promise.all([
    startTestServer(),
    startTestServer({
      config: {
        corsOrigins: ['https://partner.example'],
        algolia: { ...base.algolia, appId: 'SHOPAPP1' },
        facebook: { ...base.facebook, appId: '1234567890' },
        apple: { ...base.apple, clientId: 'th.example.shop' },
        ipLookupUrl: 'https://api64.ipify.org?format=json',
      },
    }),
  ]);
});
afterAll(async () => Promise.all([server.close(), open.close()]));

describe('security headers', () => {
  it('send a content security policy that forbids plugins and base-URL tricks', async () => {
    const answer = await send(server.url, 'GET', '/');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('let the browser reach only the services this shop is configured for', async () => {
    const plain = (await send(server.url, 'GET', '/')).headers.get('content-security-policy') ?? '';
    expect(plain).toContain("connect-src 'self';");
    expect(plain).not.toContain('frame-src');
    const configured = (await send(open.url, 'GET', '/')).headers.get('content-security-policy') ?? '';
    expect(configured).toContain("script-src 'self' https://connect.facebook.net https://appleid.cdn-apple.com;");
    expect(configured).toContain('https://SHOPAPP1-dsn.algolia.net https://*.algolianet.com');
    expect(configured).toContain('https://appleid.apple.com https://api64.ipify.org;');
    expect(configured).toContain("frame-src 'self' https://graph.facebook.com https://www.facebook.com https://appleid.apple.com");
  });

  it('come with API answers too', async () => {
    const answer = await send(server.url, 'GET', '/pim/api/products?limit=1');
    expect(answer.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});

describe('CORS', () => {
  const preflight = (s: TestServer, origin: string) =>
    send(s.url, 'OPTIONS', '/cart/api/cart/create', {
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('allows no other origin by default', async () => {
    const answer = await preflight(server, 'https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows a configured origin and only that one', async () => {
    expect((await preflight(open, 'https://partner.example')).headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect((await preflight(open, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const get = await send(open.url, 'GET', '/pim/api/products?limit=1', { headers: { origin: 'https://partner.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });
});

// last: the server closes the connection after refusing an oversized body, as it should not read it all
describe('body size limit', () => {
  it('answers 413 with { message, code } to a body over the limit and creates nothing', async () => {
    const big = JSON.stringify({ items: [], padding: 'x'.repeat(server.config.bodyLimitBytes + 1) });
    const answer = await send(server.url, 'POST', '/cart/api/cart/create', { raw: big, headers: { 'content-type': 'application/json' } });
    expectError(answer, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 413 to a body over the limit sent in chunks, without a length to judge it by', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > server.config.bodyLimitBytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${server.url}/cart/api/cart/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
