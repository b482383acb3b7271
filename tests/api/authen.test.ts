import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthSession, AuthSessionResponse, SessionResponse } from '../../contract/auth.ts';
import { REUSE_GRACE_MS } from '../../server/authen/sessions.ts';
import { customers, refreshTokens } from '../../server/db/schema.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
/** the server's clock; tests move it forward */
let clock = Date.now();
const advance = (ms: number) => (clock += ms);

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, headers?: Record<string, string>) => send(server.url, 'POST', `/authen/api/auth/${path}`, { body, headers });
const login = (username: string, password: string, headers?: Record<string, string>) => post('login', { username, password }, headers);
const refresh = (session: Pick<AuthSession, 'accessToken' | 'refreshToken'>) =>
  post('refresh', { accessToken: session.accessToken, refreshToken: session.refreshToken });
const sessionOf = (answer: Awaited<ReturnType<typeof send>>) => {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(AuthSessionResponse, answer.json).data;
};
/** GET /authen/api/auth/session with the token: 200 while its session lives. */
const whoAmI = (accessToken: string) => send(server.url, 'GET', '/authen/api/auth/session', { headers: { authorization: `Bearer ${accessToken}` } });

describe('login with email and password', () => {
  it('logs an active customer in with a token pair, whatever the case of the email', async () => {
    const customer = await createCustomer(server);
    const session = sessionOf(await login(customer.email.toUpperCase(), customer.password));
    expect(session.customer).toEqual({ id: customer.id, email: customer.email, firstName: 'สมชาย', lastName: 'ใจดี' });
    expect(session.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(session.expiresIn).toBe(server.config.accessTokenSeconds);
    const me = await whoAmI(session.accessToken);
    expect(v.parse(SessionResponse, me.json).data.customer.id).toBe(customer.id);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const customer = await createCustomer(server);
    const session = sessionOf(await login(customer.email, customer.password));
    const rows = await server.db.select().from(refreshTokens).where(eq(refreshTokens.customerId, customer.id));
    expect(rows.some((r) => r.tokenHash === session.refreshToken)).toBe(false);
    expect(rows.some((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('answers an unknown email and a wrong password alike, in Thai by default', async () => {
    const customer = await createCustomer(server);
    const wrong = expectError(await login(customer.email, 'Wrong#123'), 401, 'INVALID_CREDENTIALS');
    const unknown = expectError(await login(`nobody.${Date.now()}@example.com`, 'Wrong#123'), 401, 'INVALID_CREDENTIALS');
    expect(unknown).toEqual(wrong);
    expect(wrong.message).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(expectError(await login(customer.email, 'Wrong#123', { 'accept-language': 'en' }), 401).message).toBe('The email or password is incorrect');
  });

  it('takes about as long for an unknown email as for a wrong password (one argon2 verification each)', async () => {
    const customer = await createCustomer(server);
    const reference = await hash('x', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const argon2: number[] = [];
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      argon2.push(await time(() => verify(reference, 'y')));
      wrong.push(await time(() => login(customer.email, `Wrong#${i}aa`)));
      unknown.push(await time(() => login(`ghost${i}.${Date.now()}@example.com`, `Wrong#${i}aa`)));
    }
    expect(median(wrong)).toBeGreaterThan(median(argon2) * 0.5);
    expect(median(unknown)).toBeGreaterThan(median(argon2) * 0.5);
    expect(median(unknown) / median(wrong)).toBeGreaterThan(1 / 3);
    expect(median(unknown) / median(wrong)).toBeLessThan(3);
  });

  it('tells a pending account that it is not activated, but only with the right password', async () => {
    const customer = await createCustomer(server);
    await server.db.update(customers).set({ status: 'pending' }).where(eq(customers.id, customer.id));
    expectError(await login(customer.email, 'Wrong#123'), 401, 'INVALID_CREDENTIALS');
    const error = expectError(await login(customer.email, customer.password), 403, 'ACCOUNT_NOT_ACTIVATED');
    expect(error.message).toContain('ยังไม่ได้เปิดใช้งาน');
  });

  it('refuses a cancelled account like an unknown one', async () => {
    const customer = await createCustomer(server);
    await server.db.update(customers).set({ status: 'cancelled' }).where(eq(customers.id, customer.id));
    expectError(await login(customer.email, customer.password), 401, 'INVALID_CREDENTIALS');
  });

  it('answers a malformed email with the form message', async () => {
    const error = expectError(await login('not-an-email', 'Secret#123'), 400, 'INVALID_USERNAME');
    expect(error.message).toBe('อีเมลของท่านไม่ถูกต้อง');
    expectError(await post('login', { username: 'a@example.com' }), 400, 'INVALID_PASSWORD');
  });
});

describe('token refresh', () => {
  async function freshSession() {
    const customer = await createCustomer(server);
    return { customer, session: sessionOf(await login(customer.email, customer.password)) };
  }

  it('rotates the pair: the new one works, the old refresh token does not', async () => {
    const { session } = await freshSession();
    const next = sessionOf(await refresh(session));
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await whoAmI(next.accessToken)).status).toBe(200);
    expectError(await refresh(session), 401, 'INVALID_REFRESH_TOKEN');
    expect(sessionOf(await refresh(next)).customer.id).toBe(session.customer.id);
  });

  it('accepts an expired access token with its refresh token', async () => {
    const { session } = await freshSession();
    advance((server.config.accessTokenSeconds + 60) * 1000);
    expectError(await whoAmI(session.accessToken), 401, 'UNAUTHORIZED');
    expect((await whoAmI(sessionOf(await refresh(session)).accessToken)).status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back later', async () => {
    const { session } = await freshSession();
    const second = sessionOf(await refresh(session));
    const third = sessionOf(await refresh(second));
    advance(REUSE_GRACE_MS + 1000);
    expectError(await refresh(session), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await whoAmI(third.accessToken), 401);
    expectError(await refresh(third), 401);
  });

  it('lets exactly one of two simultaneous refreshes with one token through, and keeps that session', async () => {
    const { session } = await freshSession();
    const answers = await Promise.all([refresh(session), refresh(session), refresh(session)]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(2);
    expect((await whoAmI(sessionOf(won[0]!).accessToken)).status).toBe(200);
  });

  it('refuses a refresh token paired with another customer’s access token', async () => {
    const a = await freshSession();
    const b = await freshSession();
    expectError(await refresh({ accessToken: b.session.accessToken, refreshToken: a.session.refreshToken }), 401);
    expect(sessionOf(await refresh(a.session)).customer.id).toBe(a.customer.id);
  });

  it('refuses an access token we did not sign', async () => {
    const { session } = await freshSession();
    const [header, payload] = session.accessToken.split('.');
    expectError(await refresh({ accessToken: `${header}.${payload}.${'A'.repeat(43)}`, refreshToken: session.refreshToken }), 401);
  });

  it('refuses an expired refresh token', async () => {
    const { session } = await freshSession();
    advance(server.config.refreshTokenDays * 86_400_000 + 1000);
    expectError(await refresh(session), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('refuses malformed bodies with 400', async () => {
    expectError(await post('refresh', { accessToken: 'x', refreshToken: 'y' }), 400);
    expectError(await post('refresh', {}), 400);
  });
});

describe('logout', () => {
  it('ends the session of that refresh token and no other', async () => {
    const customer = await createCustomer(server);
    const phone = sessionOf(await login(customer.email, customer.password));
    const laptop = sessionOf(await login(customer.email, customer.password));
    expect((await post('logout', { refreshToken: phone.refreshToken })).status).toBe(200);
    expectError(await whoAmI(phone.accessToken), 401);
    expectError(await refresh(phone), 401);
    expect((await whoAmI(laptop.accessToken)).status).toBe(200);
  });

  it('answers 200 for a token it does not know', async () => {
    expect((await post('logout', { refreshToken: 'A'.repeat(43) })).status).toBe(200);
  });
});
