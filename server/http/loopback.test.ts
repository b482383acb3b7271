import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { demoOnly, fromLoopback } from './loopback.ts';

const headers =
  (values: Record<string, string> = {}) =>
  (name: string) =>
    values[name];

describe('fromLoopback', () => {
  it('takes a socket on the loopback interface with nothing forwarded as this machine', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(fromLoopback(address, headers()), address).toBe(true);
  });

  it('takes any other socket address as another machine', () => {
    for (const address of ['192.168.1.20', '10.0.0.5', '203.0.113.7', '::ffff:192.168.1.20', 'fe80::1', '2001:db8::1', undefined]) {
      expect(fromLoopback(address, headers()), String(address)).toBe(false);
    }
  });

  it('takes a request a proxy on this machine forwarded for another address as another machine', () => {
    expect(fromLoopback('127.0.0.1', headers({ 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }))).toBe(false);
    expect(fromLoopback('127.0.0.1', headers({ 'x-real-ip': '198.51.100.2' }))).toBe(false);
    expect(fromLoopback('127.0.0.1', headers({ forwarded: 'for="[2001:db8::1]:4711";proto=https' }))).toBe(false);
    expect(fromLoopback('127.0.0.1', headers({ forwarded: 'for=127.0.0.1' }))).toBe(true);
  });
});

describe('demoOnly', () => {
  const app = (sandboxAccess: 'loopback' | 'open') => new Hono().use(demoOnly({ sandboxAccess })).get('/dev/mailbox', (c) => c.text('mail'));

  it('answers 404, as for a path that does not exist, when the client is not this machine', async () => {
    // app.request has no socket: the client's address is unknown, so it is not this machine
    const answer = await app('loopback').request('/dev/mailbox');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'ไม่พบบริการที่เรียกใช้', code: 'NOT_FOUND' });
  });

  it('answers everyone with DEMO_SANDBOXES=open', async () => {
    expect((await app('open').request('/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
  });
});
