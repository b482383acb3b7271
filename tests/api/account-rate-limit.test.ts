import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_LIMITS } from '../../server/authen/limits.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server?.close());

const WINDOW_MS = 15 * 60_000;
let serial = 0;
const uniqueEmail = () => `limited.${Date.now()}.${++serial}@example.com`;
const post = (path: string, body: unknown, headers?: Record<string, string>) => send(server.url, 'POST', path, { body, headers });
const login = (username: string, password: string) => post('/authen/api/auth/login', { username, password });

describe('rate limits', () => {
  it('stops password guessing on one account after 10 attempts, even with the right password, until the window passes', async () => {
    const customer = await createCustomer(server);
    for (let i = 0; i < ATTEMPT_LIMITS.password.perAccount; i++) expectError(await login(customer.email, `Wrong#${i}xx`), 401);
    const error = expectError(await login(customer.email, customer.password), 429, 'TOO_MANY_REQUESTS');
    expect(error.message).toBe('ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง');
    // another account from the same address is not affected
    const other = await createCustomer(server);
    expect((await login(other.email, other.password)).status).toBe(200);
    clock += WINDOW_MS;
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it('limits an unknown address exactly like a registered one', async () => {
    const customer = await createCustomer(server);
    const ghost = uniqueEmail();
    const statuses = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i <= ATTEMPT_LIMITS.mail.perAccount; i++) out.push((await post('/customer/api/forgot-password', { username: email })).status);
      return out;
    };
    const expected = [...Array<number>(ATTEMPT_LIMITS.mail.perAccount).fill(200), 429];
    expect(await statuses(customer.email)).toEqual(expected);
    expect(await statuses(ghost)).toEqual(expected);
    clock += WINDOW_MS;
  });

  it('counts register, request-activate and forgot-password against one mail budget per address', async () => {
    const email = uniqueEmail();
    const form = { email, password: 'Secret#123', confirmPassword: 'Secret#123', firstName: 'Som', lastName: 'Jai', phone: '0812345678', consent: true };
    expect((await post('/customer/api/register', form)).status).toBe(201);
    for (let i = 1; i < ATTEMPT_LIMITS.mail.perAccount; i++) expect((await post('/customer/api/request-activate', { username: email })).status).toBe(200);
    expectError(await post('/customer/api/forgot-password', { username: email }), 429);
    expectError(await post('/customer/api/register', form), 429);
    clock += WINDOW_MS;
  });

  it('counts a client by its connection, so a forged X-Forwarded-For does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ATTEMPT_LIMITS.mail.perIp; i++) {
      const answer = await post('/customer/api/forgot-password', { username: uniqueEmail() }, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expectError(await post('/customer/api/request-activate', { username: uniqueEmail() }, { 'x-forwarded-for': '198.51.100.7' }), 429);
    clock += WINDOW_MS;
  });
});
