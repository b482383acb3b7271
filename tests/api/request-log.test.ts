import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { logLevel: 'info' } });
});
afterAll(() => server?.close());

interface Line {
  level: string;
  msg: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

it('logs one JSON line per request with its id, also answered in x-request-id, and no secret of the address or the body', async () => {
  const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const email = `log.${Date.now()}@example.com`;
    const answer = await fetch(`${server.url}/customer/api/forgot-password?token=abc123&limit=5`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-req-0001' },
      body: JSON.stringify({ username: email }),
    });
    expect(answer.headers.get('x-request-id')).toBe('proxy-req-0001');
    const fresh = await send(server.url, 'GET', '/healthz', { headers: { 'x-request-id': 'not a request id!' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const lines = await vi.waitFor(() => {
      const parsed = logged.mock.calls.map((call) => JSON.parse(String(call[0])) as Line).filter((line) => line.msg === 'request');
      expect(parsed).toHaveLength(2);
      return parsed;
    });
    expect(lines[0]).toMatchObject({
      level: 'info',
      requestId: 'proxy-req-0001',
      method: 'POST',
      path: '/customer/api/forgot-password?token=…&limit=5',
      status: answer.status,
    });
    expect(lines[0]!.ms).toBeGreaterThanOrEqual(0);
    expect(lines[1]).toMatchObject({ requestId: fresh.headers.get('x-request-id'), method: 'GET', path: '/healthz', status: 200 });
    const all = logged.mock.calls.map((call) => String(call[0])).join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain('abc123');
  } finally {
    logged.mockRestore();
  }
});
